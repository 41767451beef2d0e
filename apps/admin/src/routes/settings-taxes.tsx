import { DetailSkeleton } from '../components/ui/detail-skeleton';
import { ErrorState } from '../components/ui/state-message';
import { useAdminSettings } from '../features/settings/api/settings';
import { TaxSettingsForm } from '../features/settings/components/tax-settings-form';
import { TaxCategoriesCard } from '../features/taxes/components/tax-categories-card';
import { TaxRatesCard } from '../features/taxes/components/tax-rates-card';
import { ZonesCard } from '../features/taxes/components/zones-card';

/**
 * `/admin/settings/taxes`: whether prices include tax, where shoppers are assumed to be, the
 * shop's VAT number and reverse charge; the zones, the rates per zone and category, the categories.
 */
export function SettingsTaxesPage() {
  const settings = useAdminSettings();
  return (
    <div className="space-y-6">
      {settings.isPending ? (
        <DetailSkeleton label="Loading tax settings" />
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <TaxSettingsForm settings={settings.data} />
      )}
      <ZonesCard />
      <TaxRatesCard />
      <TaxCategoriesCard />
    </div>
  );
}

export { SettingsTaxesPage as Component };
