import { formatMoney, fromMinor } from '@shopwright/shared/money';
import { ORDER_MESSAGES as M, type Order } from '@shopwright/shared/orders';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { providerFor } from '../payments/payments';
import { lastReference, recordTransaction } from '../payments/payments.repo';
import { loadOrder } from './load-order';
import { recordEvent, type Actor } from './order-events';
import { cardLabel } from './orders.mappers';
import { lockOrder, updateOrder } from './orders.repo';
import type { OrderRow } from './orders.table';

const money = (order: OrderRow, cents: number) => formatMoney(fromMinor(cents), order.currency);
const refundable = (order: OrderRow) => Number(order.total) - Number(order.refunded_total);
export const isPaid = (order: OrderRow) => order.payment_status === 'paid' || order.payment_status === 'partially_refunded';

function refundTarget(order: OrderRow): string {
  if (order.card_brand && order.card_last4) return ` to the ${cardLabel(order.card_brand)} card ending in ${order.card_last4}`;
  return '';
}

/**
 * Refunds `amount` cents (all that is left when undefined) through the order's payment provider,
 * inside the caller's transaction. The provider is called last, after the checks, so a refusal
 * changes nothing.
 */
export async function refundInTransaction(trx: Database, order: OrderRow, amount: number | undefined, actor: Actor): Promise<void> {
  if (!isPaid(order)) throw conflict(M.refundNotPaid);
  const left = refundable(order);
  const value = amount ?? left;
  if (!Number.isSafeInteger(value) || value <= 0) throw fieldError('amount', M.refundInvalid);
  if (value > left) throw conflict(M.refundTooLarge(money(order, left)));
  const provider = providerFor(order.payment_method);
  const result = await provider.refund((await lastReference(trx, order.id, 'capture')) ?? '', value);
  if (!result.ok) throw new AppError(502, 'PAYMENT_FAILED', M.refundFailed);
  const now = nowIso();
  await recordTransaction(trx, {
    order_id: order.id, user_id: order.user_id, provider: provider.id, kind: 'refund', status: 'succeeded', amount: value, currency: order.currency,
    reference: result.reference, card_brand: order.card_brand, card_last4: order.card_last4, failure_reason: null, created_at: now,
  });
  const refunded = Number(order.refunded_total) + value;
  await updateOrder(trx, order.id, { refunded_total: refunded, payment_status: refunded >= Number(order.total) ? 'refunded' : 'partially_refunded', updated_at: now });
  await recordEvent(trx, order.id, 'refunded', `Refund of ${money(order, value)} sent${refundTarget(order)}.`, actor, { amount: fromMinor(value) });
}

/**
 * Refunds a paid order, in full or `amount` cents of it, through its payment provider (for the
 * admin's orders and transactions pages).
 */
export async function refund(ctx: AppContext, orderId: number, amount: number | undefined, actor: Actor): Promise<Order> {
  await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, ctx.dialect, orderId);
    if (!order) throw notFound(M.orderNotFound);
    await refundInTransaction(trx, order, amount, actor);
  });
  return loadOrder(ctx.db, orderId);
}

/** Records that the money of a pay-later order arrived (the admin's pay-later area). */
export async function markPaid(ctx: AppContext, orderId: number, actor: Actor): Promise<Order> {
  await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, ctx.dialect, orderId);
    if (!order) throw notFound(M.orderNotFound);
    if (order.payment_method !== 'pay_later') throw conflict(M.notPayLater);
    if (order.payment_status !== 'unpaid') throw conflict(M.alreadyPaid);
    const provider = providerFor('pay_later');
    const result = await provider.capture((await lastReference(trx, order.id, 'authorize')) ?? '', Number(order.total));
    if (!result.ok) throw new AppError(502, 'PAYMENT_FAILED', result.message);
    const now = nowIso();
    await recordTransaction(trx, {
      order_id: order.id, user_id: order.user_id, provider: provider.id, kind: 'capture', status: 'succeeded', amount: Number(order.total),
      currency: order.currency, reference: result.reference, card_brand: null, card_last4: null, failure_reason: null, created_at: now,
    });
    await updateOrder(trx, order.id, { payment_status: 'paid', updated_at: now });
    await recordEvent(trx, order.id, 'paid', `Payment of ${money(order, Number(order.total))} received.`, actor);
  });
  return loadOrder(ctx.db, orderId);
}
