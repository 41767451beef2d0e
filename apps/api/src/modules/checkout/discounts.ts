import { CHECKOUT_MESSAGES as M, type DiscountRefusal } from '@shopwright/shared/checkout';
import { MARKET_ORDER_MESSAGES } from '@shopwright/shared/markets';
import { convertPrice, formatMoney, fromMinor, fromMinorIn } from '@shopwright/shared/money';
import { applyRate } from './pricing';
import type { DiscountRow } from './checkout.table';
import type { SaleMarket } from './market';

/** A fixed code's amounts in other currencies (`{"EUR": 500}`, minor units); a damaged value counts as none. */
export function discountAmounts(json: string | null): Record<string, number> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, number] => Number.isInteger(e[1]) && (e[1] as number) > 0));
  } catch {
    return {};
  }
}

/**
 * What a code is worth in a currency (ADR 029), in its minor units: a fixed code's own amount there
 * (`value` in the base currency, `amounts` in others), null when it has none; a percentage code
 * is worth its basis points everywhere. The minimum subtotal is the base one converted with the
 * market's rate, rounding `none`.
 */
function terms(row: DiscountRow, sale: SaleMarket | undefined): { fixed: number | null; minimum: number } {
  const minimum = Number(row.min_subtotal);
  const currency = sale?.market.currency;
  if (!sale || currency === sale.base) return { fixed: Number(row.value), minimum };
  return {
    fixed: discountAmounts(row.amounts)[currency!] ?? null,
    minimum: convertPrice(minimum, sale.base, sale.market.rate, currency!, 'none'),
  };
}

export type DiscountCheck =
  | { ok: true; row: DiscountRow; amount: number; /** A fixed code's amount in the currency priced in. */ fixed?: number }
  | { ok: false; code: string; reason: DiscountRefusal; detail: string };

const refuse = (code: string, reason: DiscountRefusal, detail: string): DiscountCheck => ({ ok: false, code, reason, detail });

/** Why a code cannot be used now, checked in a fixed order so the first problem is the one told. */
function refusalOf(
  code: string,
  row: DiscountRow | undefined,
  subtotal: number,
  now: string,
  currency: string,
  sale: SaleMarket | undefined,
): DiscountCheck | null {
  if (!row) return refuse(code, 'not_found', M.discountNotFound);
  if (Number(row.active) !== 1) return refuse(code, 'inactive', M.discountInactive);
  if (row.starts_at !== null && now < row.starts_at) return refuse(code, 'not_started', M.discountNotStarted);
  if (row.ends_at !== null && now >= row.ends_at) return refuse(code, 'expired', M.discountExpired);
  if (row.usage_limit !== null && Number(row.times_used) >= Number(row.usage_limit)) return refuse(code, 'exhausted', M.discountExhausted);
  const { fixed, minimum } = terms(row, sale);
  if (row.kind === 'fixed' && fixed === null) return refuse(code, 'currency', MARKET_ORDER_MESSAGES.discountCurrency(currency));
  const shown = sale ? fromMinorIn(minimum, currency) : fromMinor(minimum);
  if (subtotal < minimum) return refuse(code, 'minimum_not_met', M.discountMinimum(formatMoney(shown, currency)));
  return null;
}

/**
 * Checks a code against a subtotal (minor units of `currency`) at a moment: the amount off, never
 * more than the subtotal, or the reason it is refused. `sale` is the market priced in (its
 * currency's fixed amount and converted minimum, ADR 029); without it, the base currency's.
 */
export function checkDiscount(
  code: string,
  row: DiscountRow | undefined,
  subtotal: number,
  now: string,
  currency: string,
  sale?: SaleMarket,
): DiscountCheck {
  const refusal = refusalOf(code, row, subtotal, now, currency, sale);
  if (refusal || !row) return refusal!;
  const amount = row.kind === 'percentage' ? applyRate(subtotal, Number(row.value)) : terms(row, sale).fixed!;
  return { ok: true, row, amount: Math.min(amount, subtotal), ...(row.kind === 'fixed' ? { fixed: terms(row, sale).fixed! } : {}) };
}
