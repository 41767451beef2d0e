import { CHECKOUT_MESSAGES as M, type DiscountRefusal } from '@shopwright/shared/checkout';
import { formatMoney, fromMinor } from '@shopwright/shared/money';
import { applyRate } from './pricing';
import type { DiscountRow } from './checkout.table';

export type DiscountCheck =
  { ok: true; row: DiscountRow; amount: number } | { ok: false; code: string; reason: DiscountRefusal; detail: string };

const refuse = (code: string, reason: DiscountRefusal, detail: string): DiscountCheck => ({ ok: false, code, reason, detail });

/** Why a code cannot be used now, checked in a fixed order so the first problem is the one told. */
function refusalOf(code: string, row: DiscountRow | undefined, subtotal: number, now: string, currency: string): DiscountCheck | null {
  if (!row) return refuse(code, 'not_found', M.discountNotFound);
  if (Number(row.active) !== 1) return refuse(code, 'inactive', M.discountInactive);
  if (row.starts_at !== null && now < row.starts_at) return refuse(code, 'not_started', M.discountNotStarted);
  if (row.ends_at !== null && now >= row.ends_at) return refuse(code, 'expired', M.discountExpired);
  if (row.usage_limit !== null && Number(row.times_used) >= Number(row.usage_limit)) return refuse(code, 'exhausted', M.discountExhausted);
  const minimum = Number(row.min_subtotal);
  if (subtotal < minimum) return refuse(code, 'minimum_not_met', M.discountMinimum(formatMoney(fromMinor(minimum), currency)));
  return null;
}

/**
 * Checks a code against a subtotal (cents) at a moment: the amount off, never more than the
 * subtotal, or the reason it is refused.
 */
export function checkDiscount(code: string, row: DiscountRow | undefined, subtotal: number, now: string, currency: string): DiscountCheck {
  const refusal = refusalOf(code, row, subtotal, now, currency);
  if (refusal || !row) return refusal!;
  const value = Number(row.value);
  const amount = row.kind === 'percentage' ? applyRate(subtotal, value) : value;
  return { ok: true, row, amount: Math.min(amount, subtotal) };
}
