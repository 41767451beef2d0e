import type { ReturnAction } from '@shopwright/shared/returns';
import type { Database } from '../../db/database';
import { orderLines, orderTaxes } from '../orders/orders.repo';
import type { OrderRow } from '../orders/orders.table';
import type { RefundPart } from '../orders/refund-taxes';
import { partsOf, scalePieces, shippingPaid, shippingRate, taxIn, unitsShare, type RatedAmount } from './returns.money';
import * as repo from './returns.repo';
import type { ReturnLineRow, ReturnRow } from './returns.table';

/** One line's part of a settlement: the units it settles and what they are worth. */
export interface LineSettlement {
  lineId: number;
  units: number;
  amount: number;
  tax: number;
  /** An exchange's lower price refunded (amount is the difference, units 0). */
  difference: boolean;
}

export interface Plan {
  lines: LineSettlement[];
  shipping: { amount: number; tax: number };
  total: number;
  parts: RefundPart[];
}

const SETTLED_STATES = ['received', 'refunded', 'credited', 'exchanged'];

/** Units of a line received and not yet settled. */
const unsettled = (l: ReturnLineRow) => Number(l.received_quantity) - Number(l.settled_quantity);

/**
 * What a cheaper exchange still refunds: the catalog difference of the units received, never more
 * than those units paid (a discount, or a price raised since the order, can make the difference
 * larger than what the shopper paid), less what was refunded of it already.
 */
function differenceDue(l: ReturnLineRow): number {
  if (l.resolution !== 'exchange' || Number(l.exchange_difference) >= 0) return 0;
  const received = Number(l.received_quantity);
  const paid = Number(l.line_quantity) > 0 ? Math.floor((Number(l.line_paid) * received) / Number(l.line_quantity)) : 0;
  return Math.min(-Number(l.exchange_difference) * received, paid) - Number(l.settled_amount);
}

/** The received units the return must still settle with `resolution`, and what an exchange's cheaper variant gives back. */
export async function linesDue(db: Database, row: ReturnRow, lines: ReturnLineRow[], resolution: 'refund' | 'store_credit') {
  const settled = await repo.settledByLine(db, row.order_id);
  const due: LineSettlement[] = [];
  const pieces: RatedAmount[] = [];
  for (const l of lines) {
    if (l.resolution === resolution && unsettled(l) > 0) {
      const share = unitsShare(l, settled.get(l.order_line_id)?.quantity ?? 0, unsettled(l));
      due.push({ lineId: l.id, units: unsettled(l), amount: share.amount, tax: share.tax, difference: false });
      pieces.push({ millis: l.tax_rate_millis, amount: share.amount, tax: share.tax });
    }
    // A cheaper exchange variant: the difference of the units received is refunded (never as credit), at the line's rate.
    if (resolution === 'refund' && l.resolution === 'exchange' && Number(l.exchange_difference) < 0) {
      const amount = differenceDue(l);
      if (amount > 0) {
        const tax = Math.min(taxIn(amount, l.tax_rate_millis), amount);
        due.push({ lineId: l.id, units: 0, amount, tax, difference: true });
        pieces.push({ millis: l.tax_rate_millis, amount, tax });
      }
    }
  }
  return { due, pieces };
}

/** Whether every unit of the order is in a return still holding it (then shipping is refunded by default). */
export async function wholeOrderBack(db: Database, orderId: number): Promise<boolean> {
  const [lines, claimed] = await Promise.all([orderLines(db, orderId), repo.claimedByLine(db, orderId)]);
  return lines.every((l) => (claimed.get(l.id) ?? 0) >= Number(l.quantity));
}

/** The order's shipping not yet paid back by one of its returns (0 once a return took it). */
export async function shippingLeft(db: Database, order: OrderRow, row: ReturnRow): Promise<{ amount: number; tax: number }> {
  if (row.refund_shipping !== null && Number(row.refund_shipping) === 1) return { amount: 0, tax: 0 };
  if ((await repo.shippingRefunded(db, order.id)) > 0) return { amount: 0, tax: 0 };
  const paid = shippingPaid(order);
  return { amount: paid.paid, tax: paid.tax };
}

/**
 * What a refund or a credit of the return pays now: the received lines of that resolution at
 * their paid share (after discount, tax included), shipping when asked (by default when the whole
 * order comes back), and the split per rate. `amount` (cents) pays less, scaled over the pieces.
 */
export async function planSettlement(
  db: Database,
  order: OrderRow,
  row: ReturnRow,
  resolution: 'refund' | 'store_credit',
  refundShipping: boolean | undefined,
  amount?: number,
): Promise<Plan & { full: number; shippingChosen: boolean }> {
  const lines = await repo.returnLines(db, row.id);
  const { due, pieces } = await linesDue(db, row, lines, resolution);
  const shippingChosen = refundShipping ?? (await wholeOrderBack(db, order.id));
  const ship = shippingChosen && due.length > 0 ? await shippingLeft(db, order, row) : { amount: 0, tax: 0 };
  const taxes = await orderTaxes(db, order.id);
  const all = [...pieces, ...(ship.amount > 0 ? [{ millis: shippingRate(order, taxes), amount: ship.amount, tax: ship.tax }] : [])];
  const full = all.reduce((s, p) => s + p.amount, 0);
  const scaled = amount === undefined ? all : scalePieces(all, amount);
  const settledLines = due.map((d, i) => ({ ...d, amount: scaled[i]!.amount, tax: scaled[i]!.tax }));
  const shipping = ship.amount > 0 ? { amount: scaled[due.length]!.amount, tax: scaled[due.length]!.tax } : { amount: 0, tax: 0 };
  const total = scaled.reduce((s, p) => s + p.amount, 0);
  return { lines: settledLines, shipping, total, parts: partsOf(taxes, scaled), full, shippingChosen: shippingChosen && ship.amount > 0 };
}

/** The staff actions the return's state and lines allow now. */
export function allowedActions(row: ReturnRow, lines: ReturnLineRow[]): ReturnAction[] {
  const actions: ReturnAction[] = [];
  if (row.status === 'requested') actions.push('approve');
  if (row.status === 'requested' || row.status === 'approved') actions.push('reject');
  const receivable = row.status === 'approved' || SETTLED_STATES.includes(row.status);
  if (receivable && lines.some((l) => Number(l.received_quantity) < Number(l.quantity))) actions.push('receive');
  if (SETTLED_STATES.includes(row.status)) {
    const cheaper = lines.some((l) => differenceDue(l) > 0);
    if (cheaper || lines.some((l) => l.resolution === 'refund' && unsettled(l) > 0)) actions.push('refund');
    if (lines.some((l) => l.resolution === 'store_credit' && unsettled(l) > 0)) actions.push('credit');
    if (lines.some((l) => l.resolution === 'exchange' && Number(l.exchange_reserved) === 1 && Number(l.received_quantity) > 0))
      actions.push('ship_exchange');
  }
  return actions;
}
