import { useNavigate, useParams } from 'react-router';
import { ZoneForm } from '../features/taxes/components/zone-form';
import { ZonePage } from '../features/taxes/components/zone-page';

/** `/admin/settings/taxes/zones/{code}`: a zone's name, priority and members. */
export function SettingsZoneEditPage() {
  const navigate = useNavigate();
  const code = useParams().zoneCode ?? '';
  return (
    <ZonePage code={code}>
      {(zone) => (
        <>
          <h2 className="mb-4 text-xl font-semibold">Zone {zone.name}</h2>
          <ZoneForm key={zone.updated_at} zone={zone} onSaved={() => navigate('/settings/taxes')} />
        </>
      )}
    </ZonePage>
  );
}

export { SettingsZoneEditPage as Component };
