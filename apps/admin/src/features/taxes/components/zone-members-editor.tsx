import { COUNTRIES } from '@shopwright/shared/account';
import { Input, Select } from '../../../components/ui/field';
import { RemoveRowButton, RowsEditor } from '../../../components/ui/rows-editor';
import type { FieldErrors } from '../../../lib/form-errors';
import { EMPTY_MEMBER, type MemberDraft } from './zone-form-values';

const COUNTRY_OPTIONS = [
  { value: '', label: 'Choose a country' },
  { value: '*', label: 'Any country (*)' },
  ...COUNTRIES.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` })),
];
const MAX_MEMBERS = 500;

interface Props {
  members: MemberDraft[];
  errors: FieldErrors;
  onChange: (members: MemberDraft[]) => void;
}

/** The zone's members, one row each: a country (or any), and optionally a region and a postcode or postcode prefix. */
export function ZoneMembersEditor({ members, errors, onChange }: Props) {
  // Any country (*) has no regions or postcodes.
  const change = (index: number, field: keyof MemberDraft, value: string) =>
    onChange(
      members.map((m, i) =>
        i !== index ? m : field === 'country' && value === '*' ? { ...EMPTY_MEMBER, country: '*' } : { ...m, [field]: value },
      ),
    );
  return (
    <RowsEditor
      rows={members}
      intro="An address is in the zone when one of these matches it. A region is its ISO code without the country (NY, BY); a postcode ending in * is a prefix: 100* matches every postcode that starts with 100."
      error={errors.members}
      blank={EMPTY_MEMBER}
      max={MAX_MEMBERS}
      addLabel="Add member"
      onChange={onChange}
    >
      {(m, i, remove) => (
        <fieldset className="grid items-start gap-3 rounded-lg border border-line p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
          <legend className="sr-only">Member {i + 1}</legend>
          <Select
            label="Country"
            className="min-h-11"
            options={COUNTRY_OPTIONS}
            value={m.country}
            onChange={(e) => change(i, 'country', e.target.value)}
            error={errors[`members.${i}.country`]}
          />
          <Input
            label="Region (optional)"
            placeholder="Any"
            className="min-h-11 uppercase placeholder:normal-case"
            maxLength={3}
            autoComplete="off"
            value={m.region}
            disabled={m.country === '*'}
            onChange={(e) => change(i, 'region', e.target.value.toUpperCase())}
            error={errors[`members.${i}.region`]}
          />
          <Input
            label="Postcode (optional)"
            placeholder="Any"
            className="min-h-11 uppercase placeholder:normal-case"
            maxLength={13}
            autoComplete="off"
            value={m.postcode}
            disabled={m.country === '*'}
            onChange={(e) => change(i, 'postcode', e.target.value.toUpperCase())}
            error={errors[`members.${i}.postcode`]}
          />
          <RemoveRowButton className="sm:mt-7" label={`Remove member ${i + 1}`} remove={remove}>
            <span className="sm:sr-only">Remove</span>
          </RemoveRowButton>
        </fieldset>
      )}
    </RowsEditor>
  );
}
