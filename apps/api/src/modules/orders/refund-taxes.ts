import type { Database } from '../../db/database';
import { spread, divRound } from '../tax/tax-engine';
import { adjustTaxRefund, orderTaxes } from './orders.repo';
import type { OrderRow, OrderTaxRow } from './orders.table';

/** One rate's part of a refund. */
export interface RefundPart {
  order_tax_id: number;
  net: number;
  tax: number;
}

export interface RefundSplit {
  net: number;
  tax: number;
  parts: RefundPart[];
}

/**
 * Splits a refund of `amount` cents into net and tax per rate, in proportion to what is still
 * refundable of each rate (and of the untaxed part), by largest remainder; within a rate the tax
 * is its share of that rate's remaining tax, rounded half up. So no rate is ever refunded more net
 * or more tax than was paid, and a refund of everything left refunds exactly what is left.
 */
export function refundSplit(taxes: OrderTaxRow[], untaxedLeft: number, amount: number): RefundSplit {
  const left = taxes.map((t) => ({
    row: t,
    net: Number(t.net) - Number(t.refunded_net),
    tax: Number(t.tax) - Number(t.refunded_tax),
  }));
  const shares = spread(amount, [...left.map((l) => l.net + l.tax), Math.max(untaxedLeft, 0)]);
  const parts = left.map((l, i) => {
    const share = shares[i]!;
    const gross = l.net + l.tax;
    const tax = gross === 0 ? 0 : Math.min(l.tax, divRound(share * l.tax, gross));
    return { order_tax_id: l.row.id, net: share - tax, tax };
  });
  const tax = parts.reduce((s, p) => s + p.tax, 0);
  return { net: amount - tax, tax, parts: parts.filter((p) => p.net !== 0 || p.tax !== 0) };
}

/** What of the order's total no rate taxed (reverse charge, untaxed lines), less what of it was refunded. */
function untaxedLeft(order: OrderRow, taxes: OrderTaxRow[]): number {
  const taxed = taxes.reduce((s, t) => s + Number(t.net) + Number(t.tax), 0);
  const refundedTaxed = taxes.reduce((s, t) => s + Number(t.refunded_net) + Number(t.refunded_tax), 0);
  return Number(order.total) - taxed - (Number(order.refunded_total) - refundedTaxed);
}

/** Splits a refund about to be recorded for `order` (as it is before the refund) and counts it against each rate, in the caller's transaction. */
export async function countRefund(trx: Database, order: OrderRow, amount: number): Promise<RefundSplit> {
  const taxes = await orderTaxes(trx, order.id);
  const split = refundSplit(taxes, untaxedLeft(order, taxes), amount);
  await adjust(trx, split.parts, 1);
  return split;
}

/**
 * Counts a refund whose split per rate the caller worked out (a return: the returned lines' net
 * and tax at their own rates), when it fits: parts of this order's rates, none beyond what is
 * left of its rate, and no more than `amount` in all (the rest is the untaxed part). Otherwise
 * it is split in proportion like any other refund.
 */
export async function countGivenRefund(trx: Database, order: OrderRow, amount: number, given: RefundPart[]): Promise<RefundSplit> {
  const taxes = await orderTaxes(trx, order.id);
  const byId = new Map(taxes.map((t) => [t.id, t]));
  const used = new Map<number, { net: number; tax: number }>();
  for (const p of given) {
    const u = used.get(p.order_tax_id) ?? { net: 0, tax: 0 };
    used.set(p.order_tax_id, { net: u.net + p.net, tax: u.tax + p.tax });
  }
  const gross = given.reduce((s, p) => s + p.net + p.tax, 0);
  const fits =
    gross <= amount &&
    amount - gross <= Math.max(untaxedLeft(order, taxes), 0) &&
    [...used].every(([id, u]) => {
      const t = byId.get(id);
      return (
        t !== undefined &&
        u.net >= 0 &&
        u.tax >= 0 &&
        u.net <= Number(t.net) - Number(t.refunded_net) &&
        u.tax <= Number(t.tax) - Number(t.refunded_tax)
      );
    });
  if (!fits) return countRefund(trx, order, amount);
  const parts = given.filter((p) => p.net !== 0 || p.tax !== 0);
  await adjust(trx, parts, 1);
  const tax = parts.reduce((s, p) => s + p.tax, 0);
  return { net: amount - tax, tax, parts };
}

/** Gives back what a refund that did not happen had counted against each rate. */
export async function uncountRefund(trx: Database, splitJson: string | null | undefined): Promise<void> {
  if (!splitJson) return;
  await adjust(trx, JSON.parse(splitJson) as RefundPart[], -1);
}

async function adjust(trx: Database, parts: RefundPart[], sign: 1 | -1): Promise<void> {
  for (const part of parts) await adjustTaxRefund(trx, part.order_tax_id, sign * part.net, sign * part.tax);
}

/** The ledger columns of a refund's split. */
export const splitColumns = (split: RefundSplit) => ({
  net_amount: split.net,
  tax_amount: split.tax,
  tax_split: JSON.stringify(split.parts),
});
