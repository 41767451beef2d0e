import type { ShippingMethodDef } from '@shopwright/shared/tax';

/** A rate row as its inputs show it: '' for no condition. */
export interface RateDraft {
  price: string;
  min_subtotal: string;
  max_subtotal: string;
  min_weight: string;
  max_weight: string;
}

export interface MethodFormValues {
  code: string;
  name: string;
  estimate: string;
  zone: string;
  tax_category: string;
  active: boolean;
  /** '' for no free shipping. */
  free_from: string;
  rates: RateDraft[];
}

export const EMPTY_RATE: RateDraft = { price: '', min_subtotal: '', max_subtotal: '', min_weight: '', max_weight: '' };

const amount = (v: number | null) => (v === null ? '' : v.toFixed(2));
const grams = (v: number | null) => (v === null ? '' : String(v));

export function methodFormValuesOf(m?: ShippingMethodDef): MethodFormValues {
  return {
    code: m?.code ?? '',
    name: m?.name ?? '',
    estimate: m?.estimate ?? '',
    zone: m?.zone ?? '',
    tax_category: m?.tax_category ?? 'standard',
    active: m?.active ?? true,
    free_from: amount(m?.free_from ?? null),
    rates: m?.rates.map((r) => ({
      price: amount(r.price),
      min_subtotal: amount(r.min_subtotal),
      max_subtotal: amount(r.max_subtotal),
      min_weight: grams(r.min_weight),
      max_weight: grams(r.max_weight),
    })) ?? [EMPTY_RATE],
  };
}

/** Blank stays "not a number" where a value is required, so the shared schema reports it instead of reading it as 0. */
const required = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
/** Blank is "no condition". */
const optional = (text: string) => (text.trim() === '' ? null : Number(text));

/** The `POST admin/shipping-methods` body (the PATCH leaves out the code), still to be checked with the shared schema. */
export function toMethodInput(v: MethodFormValues) {
  return {
    code: v.code,
    name: v.name,
    estimate: v.estimate,
    zone: v.zone,
    tax_category: v.tax_category,
    active: v.active,
    free_from: optional(v.free_from),
    rates: v.rates.map((r) => ({
      price: required(r.price),
      min_subtotal: optional(r.min_subtotal),
      max_subtotal: optional(r.max_subtotal),
      min_weight: optional(r.min_weight),
      max_weight: optional(r.max_weight),
    })),
  };
}

/** What a method costs in words: "$4.99", "$5.00 to $20.00" (from its rates), "No rates". */
export function priceRange(m: Pick<ShippingMethodDef, 'rates'>, format: (amount: number) => string): string {
  if (m.rates.length === 0) return 'No rates';
  const prices = m.rates.map((r) => r.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? format(low) : `${format(low)} to ${format(high)}`;
}
