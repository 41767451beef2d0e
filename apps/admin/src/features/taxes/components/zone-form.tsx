import { Link } from 'react-router';
import { ZoneInputSchema, ZonePatchSchema, type Zone } from '@shopwright/shared/tax';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/field';
import { useSaveForm } from '../../../lib/use-save-form';
import { useCreateZone, useUpdateZone } from '../api/taxes';
import { toZoneInput, zoneFormValuesOf } from './zone-form-values';
import { ZoneMembersEditor } from './zone-members-editor';

const tall = 'min-h-11';

/** Creates a zone or edits one (its code stays); checked with the shared schema first, then by the server. */
export function ZoneForm({ zone, onSaved }: { zone?: Zone; onSaved: (saved: Zone) => void }) {
  const create = useCreateZone();
  const update = useUpdateZone(zone?.code ?? '');
  const { values, errors, set, submit, pending } = useSaveForm({
    initial: () => zoneFormValuesOf(zone),
    toInput: toZoneInput,
    editing: zone !== undefined,
    create: { schema: ZoneInputSchema, mutation: create },
    update: { schema: ZonePatchSchema, mutation: update },
    noun: 'Zone',
    onSaved,
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={zone ? `Edit zone ${zone.name}` : 'New zone'}>
      <Card title="Zone">
        <div className="grid gap-4 sm:grid-cols-3">
          <Input
            label="Name"
            hint="Shown to staff, such as France or New York City."
            className={tall}
            maxLength={100}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            error={errors.name}
          />
          <Input
            label="Code"
            hint={
              zone
                ? 'Rates and shipping methods name the zone by its code; it cannot change.'
                : 'Lowercase letters, digits, - and _, such as fr or us-ny.'
            }
            className={`${tall} font-mono read-only:bg-surface read-only:text-muted`}
            maxLength={40}
            autoComplete="off"
            readOnly={zone !== undefined}
            value={values.code}
            onChange={(e) => set('code', e.target.value.toLowerCase())}
            error={errors.code}
          />
          <Input
            label="Priority"
            hint="When an address is in two zones that match it equally closely, the lower number wins. Usually 0."
            className={tall}
            type="number"
            inputMode="numeric"
            min={-1000}
            max={1000}
            step={1}
            value={values.priority}
            onChange={(e) => set('priority', e.target.value)}
            error={errors.priority}
          />
        </div>
      </Card>
      <Card title="Members">
        <ZoneMembersEditor members={values.members} errors={errors} onChange={(members) => set('members', members)} />
      </Card>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Link to="/settings/taxes" className={buttonClass('secondary', 'md', tall)}>
          Cancel
        </Link>
        <Button type="submit" className={tall} loading={pending}>
          {zone ? 'Save zone' : 'Create zone'}
        </Button>
      </div>
    </form>
  );
}
