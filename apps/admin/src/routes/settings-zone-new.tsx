import { useNavigate } from 'react-router';
import { BackToTaxes } from '../features/taxes/components/zone-page';
import { ZoneForm } from '../features/taxes/components/zone-form';

/** `/admin/settings/taxes/zones/new`: a set of countries, regions and postcodes to tax and ship to. */
export function SettingsZoneNewPage() {
  const navigate = useNavigate();
  return (
    <>
      <BackToTaxes />
      <h2 className="mb-4 text-xl font-semibold">New zone</h2>
      <ZoneForm onSaved={() => navigate('/settings/taxes')} />
    </>
  );
}

export { SettingsZoneNewPage as Component };
