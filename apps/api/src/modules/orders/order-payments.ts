import { formatMoney, fromMinor } from '@shopwright/shared/money';
import { ORDER_MESSAGES as M, type Order } from '@shopwright/shared/orders';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { providerFor } from '../payments/providers/index';
import {
  finishPendingTransaction,
  insertTransaction,
  lastReference,
  recordTransaction,
  transactionTaxSplit,
} from '../payments/payments.repo';
import { loadOrder } from './load-order';
import { recordEvent, type Actor } from './order-events';
import { transactionOf } from './order-settlement';
import { countGivenRefund, countRefund, splitColumns, uncountRefund, type RefundPart } from './refund-taxes';
import { countPaymentRefund, settlePayment } from './order-payments.repo';
import { cardLabel } from './orders.mappers';
import { findOrder, lockOrder, updateOrder } from './orders.repo';
import type { OrderRow } from './orders.table';

const money = (order: OrderRow, cents: number) => formatMoney(fromMinor(cents), order.currency);
const refundable = (order: OrderRow) => Number(order.total) - Number(order.refunded_total);
export const isPaid = (order: OrderRow) => order.payment_status === 'paid' || order.payment_status === 'partially_refunded';

function refundTarget(order: OrderRow): string {
  if (order.card_brand && order.card_last4) return ` to the ${cardLabel(order.card_brand)} card ending in ${order.card_last4}`;
  if (order.payment_method === 'stripe') return ' through Stripe';
  return '';
}

/** A refund reserved in the ledger (pending, the order's refunded total raised) and not yet sent. */
export interface PendingRefund {
  transactionId: number;
  orderId: number;
  amount: number;
  actor: Actor;
}

export const refundKey = (transactionId: number) => `refund-${transactionId}`;

/**
 * Step 1 of a refund, in the caller's transaction: the checks, then the amount reserved (a
 * pending ledger row, the refunded total raised) so two refunds racing cannot both pass.
 */
export async function reserveRefund(
  trx: Database,
  order: OrderRow,
  amount: number | undefined,
  actor: Actor,
  split?: RefundPart[],
): Promise<PendingRefund> {
  if (!isPaid(order)) throw conflict(M.refundNotPaid);
  const left = refundable(order);
  const value = amount ?? left;
  if (!Number.isSafeInteger(value) || value <= 0) throw fieldError('amount', M.refundInvalid);
  if (value > left) throw conflict(M.refundTooLarge(money(order, left)));
  const counted = split ? await countGivenRefund(trx, order, value, split) : await countRefund(trx, order, value);
  const transactionId = await insertTransaction(
    trx,
    transactionOf(order, { kind: 'refund', status: 'pending', amount: value, ...splitColumns(counted) }),
  );
  await updateOrder(trx, order.id, { refunded_total: Number(order.refunded_total) + value, updated_at: nowIso() });
  return { transactionId, orderId: order.id, amount: value, actor };
}

/**
 * Steps 2 and 3: the provider is asked outside any transaction (once per reserved row, so a
 * retry cannot refund twice), then its answer is recorded. A refusal gives the reservation back.
 */
export async function completeRefund(ctx: AppContext, pending: PendingRefund): Promise<boolean> {
  const order = (await findOrder(ctx.db, pending.orderId))!;
  const reference = order.payment_reference ?? (await lastReference(ctx.db, order.id, 'capture')) ?? '';
  const result = await providerFor(order.payment_method).refund(ctx, reference, pending.amount, refundKey(pending.transactionId));
  return ctx.db.transaction().execute(async (trx) => {
    const locked = (await lockOrder(trx, ctx.dialect, order.id))!;
    const open = await finishPendingTransaction(trx, pending.transactionId, {
      status: result.ok ? 'succeeded' : 'failed',
      reference: result.ok ? result.reference : null,
      failure_reason: result.ok ? null : result.reason,
    });
    if (!open) return result.ok;
    const now = nowIso();
    if (!result.ok) {
      await uncountRefund(trx, await transactionTaxSplit(trx, pending.transactionId));
      await updateOrder(trx, order.id, { refunded_total: Number(locked.refunded_total) - pending.amount, updated_at: now });
      return false;
    }
    await countPaymentRefund(trx, order.id, pending.amount, now);
    const fully = Number(locked.refunded_total) >= Number(locked.total);
    await updateOrder(trx, order.id, { payment_status: fully ? 'refunded' : 'partially_refunded', updated_at: now });
    await recordEvent(trx, order.id, 'refunded', `Refund of ${money(order, pending.amount)} sent${refundTarget(order)}.`, pending.actor, {
      amount: fromMinor(pending.amount),
    });
    return true;
  });
}

/**
 * Refunds a paid order, in full or `amount` cents of it, through its payment provider (for the
 * admin's orders and transactions pages). `split` (returns) names the net and tax per rate of
 * what is refunded; without it the refund is split in proportion to what is left of each rate.
 */
export async function refund(
  ctx: AppContext,
  orderId: number,
  amount: number | undefined,
  actor: Actor,
  split?: RefundPart[],
): Promise<Order> {
  const pending = await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, ctx.dialect, orderId);
    if (!order) throw notFound(M.orderNotFound);
    return reserveRefund(trx, order, amount, actor, split);
  });
  if (!(await completeRefund(ctx, pending))) throw new AppError(502, 'PAYMENT_FAILED', M.refundFailed);
  return loadOrder(ctx.db, orderId);
}

/** Records that the money of a pay-later order arrived (the admin's pay-later area). */
export async function markPaid(ctx: AppContext, orderId: number, actor: Actor): Promise<Order> {
  const invoice = await lastReference(ctx.db, orderId, 'authorize');
  const result = await providerFor('pay_later').capture(ctx, invoice ?? '', 0);
  if (!result.ok) throw new AppError(502, 'PAYMENT_FAILED', result.message);
  await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, ctx.dialect, orderId);
    if (!order) throw notFound(M.orderNotFound);
    if (order.payment_method !== 'pay_later') throw conflict(M.notPayLater);
    if (order.payment_status !== 'unpaid') throw conflict(M.alreadyPaid);
    const now = nowIso();
    await recordTransaction(
      trx,
      transactionOf(order, {
        kind: 'capture',
        status: 'succeeded',
        reference: result.reference,
        card_brand: null,
        card_last4: null,
        created_at: now,
      }),
    );
    await updateOrder(trx, order.id, { payment_status: 'paid', updated_at: now });
    await settlePayment(trx, order.id, { status: 'paid' }, now);
    await recordEvent(trx, order.id, 'paid', `Payment of ${money(order, Number(order.total))} received.`, actor);
  });
  return loadOrder(ctx.db, orderId);
}
