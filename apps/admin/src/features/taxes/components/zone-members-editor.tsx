import { Plus, Trash2 } from 'lucide-react';
import { COUNTRIES } from '@shopwright/shared/account';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/field';
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
    <div className="space-y-3">
      <p className="text-sm text-muted">
        An address is in the zone when one of these matches it. A region is its ISO code without the country (NY, BY); a postcode ending in
        * is a prefix: 100* matches every postcode that starts with 100.
      </p>
      {errors.members && (
        <p role="alert" className="text-sm text-red-600">
          {errors.members}
        </p>
      )}
      <ol className="space-y-3">
        {members.map((m, i) => (
          <li key={i}>
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
              <Button
                variant="ghost"
                className="min-h-11 min-w-11 px-2 text-red-600 sm:mt-7"
                aria-label={`Remove member ${i + 1}`}
                disabled={members.length === 1}
                onClick={() => onChange(members.filter((_, j) => j !== i))}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                <span className="sm:sr-only">Remove</span>
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        className="min-h-11"
        disabled={members.length >= MAX_MEMBERS}
        onClick={() => onChange([...members, EMPTY_MEMBER])}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add member
      </Button>
    </div>
  );
}
