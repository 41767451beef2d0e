import { ErrorState } from '../components/ui/state-message';
import { useAdminSettings } from '../features/settings/api/settings';
import { SettingsForm } from '../features/settings/components/settings-form';
import { StripePanel } from '../features/settings/components/stripe-panel';

/** `/admin/settings`: name, contact lines, currency, tax, shipping and pay later; whether Stripe takes the card payments. */
export function SettingsGeneralPage() {
  const settings = useAdminSettings();
  if (settings.isPending) {
    return (
      <div className="space-y-6" aria-busy="true" aria-label="Loading settings">
        {[48, 40, 40].map((h, i) => (
          <div key={i} className="animate-pulse rounded-lg bg-gray-200" style={{ height: `${h * 4}px` }} />
        ))}
      </div>
    );
  }
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <>
      <SettingsForm settings={settings.data} />
      <StripePanel />
    </>
  );
}

export { SettingsGeneralPage as Component };
