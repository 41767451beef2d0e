import type { TaxRate } from '@shopwright/shared/tax';

/** A rate as its inputs show it: '' date for no limit. */
export interface RateFormValues {
  name: string;
  zone: string;
  category: string;
  rate: string;
  starts_on: string;
  ends_on: string;
}

export const rateFormValuesOf = (r?: TaxRate): RateFormValues => ({
  name: r?.name ?? '',
  zone: r?.zone ?? '',
  category: r?.category ?? 'standard',
  rate: r ? String(r.rate) : '',
  starts_on: r?.starts_on ?? '',
  ends_on: r?.ends_on ?? '',
});

/** The `POST admin/tax-rates` body (also a whole PATCH), still to be checked with the shared schema. */
export const toRateInput = (v: RateFormValues) => ({
  name: v.name,
  zone: v.zone,
  category: v.category,
  rate: v.rate.trim() === '' ? Number.NaN : Number(v.rate),
  starts_on: v.starts_on || null,
  ends_on: v.ends_on || null,
});

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dayOf = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));

/** The days a rate is in force, in words: "Always", "From Jan 1, 2026", "Until …", "Jan 1, 2026 to Dec 31, 2026". */
export function periodText(r: Pick<TaxRate, 'starts_on' | 'ends_on'>): string {
  if (r.starts_on && r.ends_on) return `${dayOf(r.starts_on)} to ${dayOf(r.ends_on)}`;
  if (r.starts_on) return `From ${dayOf(r.starts_on)}`;
  if (r.ends_on) return `Until ${dayOf(r.ends_on)}`;
  return 'Always';
}

/** Whether a rate is in force on a UTC day (`YYYY-MM-DD`), has ended, or is still to come. */
export function rateState(r: Pick<TaxRate, 'starts_on' | 'ends_on'>, today: string): 'current' | 'ended' | 'upcoming' {
  if (r.ends_on && r.ends_on < today) return 'ended';
  if (r.starts_on && r.starts_on > today) return 'upcoming';
  return 'current';
}
