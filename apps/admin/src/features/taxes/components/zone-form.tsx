import { ZoneInputSchema, ZonePatchSchema, type Zone } from '@shopwright/shared/tax';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/field';
import { FormActions, NameCodeFields } from '../../../components/ui/record-form';
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
          <NameCodeFields
            values={values}
            errors={errors}
            set={set}
            editing={zone !== undefined}
            nameHint="Shown to staff, such as France or New York City."
            codeHint={
              zone
                ? 'Rates and shipping methods name the zone by its code; it cannot change.'
                : 'Lowercase letters, digits, - and _, such as fr or us-ny.'
            }
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
      <FormActions cancelTo="/settings/taxes" pending={pending} submitLabel={zone ? 'Save zone' : 'Create zone'} />
    </form>
  );
}
