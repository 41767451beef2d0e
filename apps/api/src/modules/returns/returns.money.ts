import { divRound, taxOf } from '../tax/tax-engine';
import type { RefundPart } from '../orders/refund-taxes';
import type { OrderLineRow, OrderRow, OrderTaxRow } from '../orders/orders.table';
import type { ReturnLineRow } from './returns.table';

/**
 * The money of returns, in cents, pure. A line paid `line_paid` (after its discount share, tax
 * included) and `line_tax` for `line_quantity` units; n units of it are worth the cumulative share
 * `round(line_paid x n / N)`, so what successive returns pay back adds up to exactly what the line
 * paid once every unit is back, and never more.
 */

/** What an order line paid (tax included, after its discount share) and the tax in it. */
export function linePaid(order: OrderRow, line: OrderLineRow): { paid: number; tax: number } {
  const inclusive = Number(order.prices_include_tax) === 1;
  const base = Number(line.line_total) - Number(line.discount);
  return { paid: base + (inclusive ? 0 : Number(line.tax)), tax: Number(line.tax) };
}

const cumulative = (total: number, units: number, of: number) => (of <= 0 ? 0 : divRound(total * units, of));

/** The paid share and tax of `units` more units of a line of which `before` units were already paid back. */
export function unitsShare(line: Pick<ReturnLineRow, 'line_paid' | 'line_tax' | 'line_quantity'>, before: number, units: number) {
  const paid = Number(line.line_paid);
  const tax = Number(line.line_tax);
  const n = Number(line.line_quantity);
  const upTo = Math.min(before + units, n);
  const from = Math.min(before, n);
  return { amount: cumulative(paid, upTo, n) - cumulative(paid, from, n), tax: cumulative(tax, upTo, n) - cumulative(tax, from, n) };
}

/** The order's shipping as paid (tax included) and its tax. */
export function shippingPaid(order: OrderRow): { paid: number; tax: number } {
  const inclusive = Number(order.prices_include_tax) === 1;
  return { paid: Number(order.shipping_total) + (inclusive ? 0 : Number(order.shipping_tax)), tax: Number(order.shipping_tax) };
}

/** The rate shipping was taxed at: the order's rate whose tax on the shipping price is the shipping tax. */
export function shippingRate(order: OrderRow, taxes: OrderTaxRow[]): number | null {
  if (Number(order.shipping_tax) === 0) return null;
  const inclusive = Number(order.prices_include_tax) === 1;
  const match = taxes.find((t) => taxOf(Number(order.shipping_total), Number(t.rate_millis), inclusive) === Number(order.shipping_tax));
  return match ? Number(match.rate_millis) : null;
}

/** A piece of a refund at one rate (null: untaxed). */
export interface RatedAmount {
  millis: number | null;
  amount: number;
  tax: number;
}

/**
 * The split per order tax row of rated amounts; the untaxed ones are left out (refund-taxes counts
 * them as the untaxed part). Rows of the same rate take what fits of what is left of each.
 */
export function partsOf(taxes: OrderTaxRow[], pieces: RatedAmount[]): RefundPart[] {
  const left = new Map(
    taxes.map((t) => [t.id, { net: Number(t.net) - Number(t.refunded_net), tax: Number(t.tax) - Number(t.refunded_tax) }]),
  );
  const parts = new Map<number, RefundPart>();
  for (const piece of pieces) {
    if (piece.millis === null) continue;
    let net = piece.amount - piece.tax;
    let tax = piece.tax;
    const rows = taxes.filter((t) => Number(t.rate_millis) === piece.millis);
    for (const [i, row] of rows.entries()) {
      const room = left.get(row.id)!;
      const last = i === rows.length - 1;
      const n = last ? net : Math.min(net, room.net);
      const t = last ? tax : Math.min(tax, room.tax);
      room.net -= n;
      room.tax -= t;
      net -= n;
      tax -= t;
      const part = parts.get(row.id) ?? { order_tax_id: row.id, net: 0, tax: 0 };
      part.net += n;
      part.tax += t;
      parts.set(row.id, part);
    }
  }
  return [...parts.values()];
}

/** Scales rated pieces down to `amount` (staff refunding less than the lines are worth): largest remainder on the money, tax in proportion. */
export function scalePieces(pieces: RatedAmount[], amount: number): RatedAmount[] {
  const total = pieces.reduce((s, p) => s + p.amount, 0);
  if (total === 0 || amount >= total) return pieces;
  const floors = pieces.map((p) => Math.floor((p.amount * amount) / total));
  let rest = amount - floors.reduce((s, f) => s + f, 0);
  const order = pieces.map((p, i) => ({ i, r: (p.amount * amount) % total })).sort((a, b) => b.r - a.r);
  for (const { i } of order) {
    if (rest <= 0) break;
    floors[i]! += 1;
    rest -= 1;
  }
  return pieces.map((p, i) => ({
    millis: p.millis,
    amount: floors[i]!,
    tax: p.amount === 0 ? 0 : Math.min(p.tax, divRound(floors[i]! * p.tax, p.amount)),
  }));
}

/** The tax in a gross amount at a rate (an exchange's price difference refunded). */
export const taxIn = (amount: number, millis: number | null) => (millis === null ? 0 : taxOf(amount, millis, true));
