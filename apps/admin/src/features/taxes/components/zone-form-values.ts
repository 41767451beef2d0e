import { countryName } from '@shopwright/shared/account';
import type { Zone, ZoneMember } from '@shopwright/shared/tax';

/** A member as its inputs show it: '' region or postcode for none. */
export interface MemberDraft {
  country: string;
  region: string;
  postcode: string;
}

export interface ZoneFormValues {
  code: string;
  name: string;
  priority: string;
  members: MemberDraft[];
}

export const EMPTY_MEMBER: MemberDraft = { country: '', region: '', postcode: '' };

export function zoneFormValuesOf(zone?: Zone): ZoneFormValues {
  return {
    code: zone?.code ?? '',
    name: zone?.name ?? '',
    priority: String(zone?.priority ?? 0),
    members: zone?.members.map((m) => ({ country: m.country, region: m.region ?? '', postcode: m.postcode ?? '' })) ?? [EMPTY_MEMBER],
  };
}

/** Blank stays "not a number", so the shared schema reports it instead of reading it as 0. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The `POST admin/zones` body (the PATCH leaves out the code), still to be checked with the shared schema. */
export function toZoneInput(v: ZoneFormValues) {
  return {
    code: v.code,
    name: v.name,
    priority: numberOf(v.priority),
    members: v.members.map((m) => ({
      country: m.country,
      ...(m.region.trim() ? { region: m.region } : {}),
      ...(m.postcode.trim() ? { postcode: m.postcode } : {}),
    })),
  };
}

/** A member in words: "Any country", "France", "United States, region NY", "France, postcodes 75*". */
export function memberLabel(m: ZoneMember): string {
  const place = m.country === '*' ? 'Any country' : countryName(m.country);
  const postcode = m.postcode ? (m.postcode.endsWith('*') ? `postcodes ${m.postcode}` : `postcode ${m.postcode}`) : null;
  return [place, m.region ? `region ${m.region}` : null, postcode].filter(Boolean).join(', ');
}
