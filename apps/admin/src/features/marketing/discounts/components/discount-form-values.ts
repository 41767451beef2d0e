import type { AdminDiscount, DiscountKind } from '@shopwright/shared/admin';

/** The form keeps what the inputs show (text for numbers and local date-times); `toDiscountInput` makes the payload. */
export interface DiscountFormValues {
  code: string;
  kind: DiscountKind;
  value: string;
  min_subtotal: string;
  starts_at: string;
  ends_at: string;
  usage_limit: string;
  active: boolean;
}

export type SetDiscountField = <K extends keyof DiscountFormValues>(field: K, value: DiscountFormValues[K]) => void;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO moment as a `datetime-local` value in the admin's own time zone. */
export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (local time) as an ISO moment; blank is none, nonsense stays for the schema to refuse. */
export function isoOfLocalInput(text: string): string | null {
  if (text.trim() === '') return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? text : d.toISOString();
}

export function discountFormValuesOf(d?: AdminDiscount): DiscountFormValues {
  return {
    code: d?.code ?? '',
    kind: d?.kind ?? 'percentage',
    value: d ? String(d.value) : '',
    min_subtotal: d && d.min_subtotal > 0 ? d.min_subtotal.toFixed(2) : '',
    starts_at: localInputOf(d?.starts_at ?? null),
    ends_at: localInputOf(d?.ends_at ?? null),
    usage_limit: d?.usage_limit == null ? '' : String(d.usage_limit),
    active: d?.active ?? true,
  };
}

/** Blank stays "not a number", so the shared schema reports it instead of reading it as 0. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The `POST admin/discounts` payload, still to be checked with the shared schema; blank optional fields mean none. */
export function toDiscountInput(v: DiscountFormValues) {
  return {
    code: v.code,
    kind: v.kind,
    value: numberOf(v.value),
    min_subtotal: v.min_subtotal.trim() === '' ? 0 : numberOf(v.min_subtotal),
    starts_at: isoOfLocalInput(v.starts_at),
    ends_at: isoOfLocalInput(v.ends_at),
    usage_limit: v.usage_limit.trim() === '' ? null : numberOf(v.usage_limit),
    active: v.active,
  };
}
