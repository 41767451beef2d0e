import { formatMoney, fromMinorIn } from '@shopwright/shared/money';
import { ORDER_MESSAGES as M, type Order } from '@shopwright/shared/orders';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { isCreditMethod, providerFor } from '../payments/providers/index';
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
import { countPaymentRefund, externalPayment, findPayment, paymentsWithReserved, settlePayment } from './order-payments.repo';
import { cardLabel } from './orders.mappers';
import { findOrder, lockOrder, updateOrder } from './orders.repo';
import type { OrderPaymentRow, OrderRow } from './orders.table';

const money = (order: OrderRow, minor: number) => formatMoney(fromMinorIn(minor, order.currency), order.currency);
const refundable = (order: OrderRow) => Number(order.total) - Number(order.refunded_total);
export const isPaid = (order: OrderRow) => order.payment_status === 'paid' || order.payment_status === 'partially_refunded';

/** Where a refund of one payment went, for the order's timeline. */
function refundTarget(order: OrderRow, payment: OrderPaymentRow | undefined): string {
  if (payment?.method === 'gift_card') return ` to the gift card ending in ${payment.card_last4 ?? '----'}`;
  if (payment?.method === 'store_credit') return ' to store credit';
  if (order.card_brand && order.card_last4) return ` to the ${cardLabel(order.card_brand)} card ending in ${order.card_last4}`;
  if (order.payment_method === 'stripe') return ' through Stripe';
  return '';
}

/** One payment's part of a refund: its own pending ledger row and provider call. */
export interface PendingRefundPart {
  transactionId: number;
  /** The order's payment it goes back to (null: a row reserved before orders had several, the card / Stripe / pay-later one). */
  paymentId: number | null;
  amount: number;
}

/** A refund reserved in the ledger (pending, the order's refunded total raised) and not yet sent. */
export interface PendingRefund {
  /** The first part's ledger row (the only one when the order has one payment). */
  transactionId: number;
  orderId: number;
  amount: number;
  actor: Actor;
  paymentId?: number | null;
  /** Its parts, one per payment it is spread over; absent: one part, this row. */
  parts?: PendingRefundPart[];
}

export const refundKey = (transactionId: number) => `refund-${transactionId}`;

/**
 * The order in which a refund is spread over an order's payments (ADR 025): the money paid by
 * card, Stripe or pay later goes back first (the shopper paid it in cash), then store credit,
 * then gift cards; never more to a payment than it took less what was refunded or reserved of it.
 */
const REFUND_ORDER: Record<string, number> = { gift_card: 2, store_credit: 1 };

export function spreadRefund(payments: Array<{ id: number; method: string; left: number }>, amount: number) {
  const ordered = [...payments].sort((a, b) => (REFUND_ORDER[a.method] ?? 0) - (REFUND_ORDER[b.method] ?? 0) || a.id - b.id);
  const parts: Array<{ paymentId: number; method: string; amount: number }> = [];
  let rest = amount;
  for (const p of ordered) {
    const take = Math.min(rest, Math.max(p.left, 0));
    if (take <= 0) continue;
    parts.push({ paymentId: p.id, method: p.method, amount: take });
    rest -= take;
  }
  return { parts, rest };
}

/**
 * Divides a split per rate (returns) over consecutive amounts, in order: each amount takes whole
 * rate parts while they fit and a share of the next one (its tax in proportion); what the rates
 * do not cover is the untaxed part.
 */
export function divideSplit(given: RefundPart[], amounts: number[]): RefundPart[][] {
  const queue = given.map((p) => ({ ...p }));
  return amounts.map((amount) => {
    const out: RefundPart[] = [];
    let need = amount;
    while (need > 0 && queue.length > 0) {
      const head = queue[0]!;
      const gross = head.net + head.tax;
      if (gross <= 0) {
        queue.shift();
        continue;
      }
      if (gross <= need) {
        out.push({ ...head });
        need -= gross;
        queue.shift();
        continue;
      }
      const tax = Math.min(head.tax, Math.round((head.tax * need) / gross));
      out.push({ order_tax_id: head.order_tax_id, net: need - tax, tax });
      head.net -= need - tax;
      head.tax -= tax;
      need = 0;
    }
    return out;
  });
}

/**
 * Step 1 of a refund, in the caller's transaction: the checks, then the amount reserved (a
 * pending ledger row per payment it is spread over, the refunded total raised) so two refunds
 * racing cannot both pass.
 */
export async function reserveRefund(
  trx: Database,
  order: OrderRow,
  amount: number | undefined,
  actor: Actor,
  split?: RefundPart[],
): Promise<PendingRefund> {
  if (!isPaid(order)) throw conflict(M.refundNotPaid);
  const payments = await paymentsWithReserved(trx, order.id);
  const lefts = payments
    .filter((p) => p.status === 'paid' || p.status === 'partially_refunded')
    .map((p) => ({ id: p.id, method: p.method, left: Number(p.amount) - Number(p.refunded) - Number(p.reserved ?? 0) }));
  const left = Math.min(
    refundable(order),
    lefts.reduce((s, p) => s + Math.max(p.left, 0), 0),
  );
  const value = amount ?? left;
  if (!Number.isSafeInteger(value) || value <= 0) throw fieldError('amount', M.refundInvalid);
  if (value > left) throw conflict(M.refundTooLarge(money(order, left)));
  const { parts } = spreadRefund(lefts, value);
  const splits = split
    ? divideSplit(
        split,
        parts.map((p) => p.amount),
      )
    : null;
  const pending: PendingRefundPart[] = [];
  let state = order;
  for (const [i, part] of parts.entries()) {
    // Each part is split per rate against what is left after the parts before it.
    const counted = splits ? await countGivenRefund(trx, state, part.amount, splits[i]!) : await countRefund(trx, state, part.amount);
    const credit = isCreditMethod(part.method);
    const transactionId = await insertTransaction(
      trx,
      transactionOf(order, {
        kind: 'refund',
        status: 'pending',
        amount: part.amount,
        payment_id: part.paymentId,
        ...(credit ? { provider: providerFor(part.method as 'gift_card' | 'store_credit').id, card_brand: null, card_last4: null } : {}),
        ...splitColumns(counted),
      }),
    );
    pending.push({ transactionId, paymentId: part.paymentId, amount: part.amount });
    state = { ...state, refunded_total: Number(state.refunded_total) + part.amount };
  }
  await updateOrder(trx, order.id, { refunded_total: Number(order.refunded_total) + value, updated_at: nowIso() });
  return { transactionId: pending[0]!.transactionId, orderId: order.id, amount: value, actor, parts: pending };
}

/**
 * Money of a paid order given back as store credit instead of to its payments (a return settled in
 * credit), in the caller's transaction: it counts against what is left to refund of the order and
 * per tax rate exactly as a refund does, so a later refund of the order cannot pay it out again.
 * No provider is called: the caller grants the credit in the same transaction.
 */
export async function countCreditRefund(trx: Database, order: OrderRow, amount: number, actor: Actor, split?: RefundPart[]): Promise<void> {
  if (!isPaid(order)) throw conflict(M.refundNotPaid);
  const left = refundable(order);
  if (!Number.isSafeInteger(amount) || amount <= 0) throw fieldError('amount', M.refundInvalid);
  if (amount > left) throw conflict(M.refundTooLarge(money(order, left)));
  const counted = split ? await countGivenRefund(trx, order, amount, split) : await countRefund(trx, order, amount);
  const now = nowIso();
  await insertTransaction(
    trx,
    transactionOf(order, {
      kind: 'refund',
      status: 'succeeded',
      amount,
      payment_id: null,
      provider: providerFor('store_credit').id,
      card_brand: null,
      card_last4: null,
      created_at: now,
      ...splitColumns(counted),
    }),
  );
  const refunded = Number(order.refunded_total) + amount;
  await updateOrder(trx, order.id, {
    refunded_total: refunded,
    payment_status: refunded >= Number(order.total) ? 'refunded' : 'partially_refunded',
    updated_at: now,
  });
  await recordEvent(trx, order.id, 'refunded', `Refund of ${money(order, amount)} issued as store credit.`, actor, {
    amount: fromMinorIn(amount, order.currency),
    method: 'store_credit',
  });
}

/** One part: its provider is asked outside any transaction (once per ledger row), then its answer recorded. */
async function completePart(ctx: AppContext, orderId: number, part: PendingRefundPart, actor: Actor): Promise<boolean> {
  const order = (await findOrder(ctx.db, orderId))!;
  const payment = part.paymentId !== null ? await findPayment(ctx.db, part.paymentId) : await externalPayment(ctx.db, orderId);
  const method = payment?.method ?? order.payment_method;
  const reference = isCreditMethod(method)
    ? (payment?.reference ?? '')
    : (order.payment_reference ?? (await lastReference(ctx.db, order.id, 'capture')) ?? '');
  const result = await providerFor(method).refund(ctx, reference, part.amount, refundKey(part.transactionId), order.currency);
  return ctx.db.transaction().execute(async (trx) => {
    const locked = (await lockOrder(trx, ctx.dialect, order.id))!;
    const open = await finishPendingTransaction(trx, part.transactionId, {
      status: result.ok ? 'succeeded' : 'failed',
      reference: result.ok ? result.reference : null,
      failure_reason: result.ok ? null : result.reason,
    });
    if (!open) return result.ok;
    const now = nowIso();
    if (!result.ok) {
      await uncountRefund(trx, await transactionTaxSplit(trx, part.transactionId));
      await updateOrder(trx, order.id, { refunded_total: Number(locked.refunded_total) - part.amount, updated_at: now });
      return false;
    }
    await countPaymentRefund(trx, order.id, part.amount, now, payment?.id ?? null);
    const fully = Number(locked.refunded_total) >= Number(locked.total);
    await updateOrder(trx, order.id, { payment_status: fully ? 'refunded' : 'partially_refunded', updated_at: now });
    await recordEvent(trx, order.id, 'refunded', `Refund of ${money(order, part.amount)} sent${refundTarget(order, payment)}.`, actor, {
      amount: fromMinorIn(part.amount, order.currency),
      method,
    });
    return true;
  });
}

/**
 * Steps 2 and 3, for each payment the refund is spread over: a refusal gives that part's
 * reservation back (the others stand). True when every part went through.
 */
export async function completeRefund(ctx: AppContext, pending: PendingRefund): Promise<boolean> {
  const parts = pending.parts ?? [{ transactionId: pending.transactionId, paymentId: pending.paymentId ?? null, amount: pending.amount }];
  let ok = true;
  for (const part of parts) ok = (await completePart(ctx, pending.orderId, part, pending.actor)) && ok;
  return ok;
}

/**
 * Refunds a paid order, in full or `amount` cents of it, spread over its payments (card / Stripe /
 * pay later first, then store credit, then gift cards), each through its provider. `split`
 * (returns) names the net and tax per rate of what is refunded; without it the refund is split in
 * proportion to what is left of each rate.
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

/** Refunds `amount` of one of the order's payments (its id in order_payments), through its provider. */
export async function refundOrderPayment(
  ctx: AppContext,
  orderId: number,
  paymentId: number,
  amount: number,
  actor: Actor,
): Promise<Order> {
  const pending = await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, ctx.dialect, orderId);
    if (!order) throw notFound(M.orderNotFound);
    if (!isPaid(order)) throw conflict(M.refundNotPaid);
    const payment = (await paymentsWithReserved(trx, orderId)).find((p) => p.id === paymentId);
    if (!payment) throw notFound(M.orderNotFound);
    const left = Math.min(Number(payment.amount) - Number(payment.refunded) - Number(payment.reserved ?? 0), refundable(order));
    if (!Number.isSafeInteger(amount) || amount <= 0) throw fieldError('amount', M.refundInvalid);
    if (amount > left) throw conflict(M.refundTooLarge(money(order, Math.max(left, 0))));
    const counted = await countRefund(trx, order, amount);
    const credit = isCreditMethod(payment.method);
    const transactionId = await insertTransaction(
      trx,
      transactionOf(order, {
        kind: 'refund',
        status: 'pending',
        amount,
        payment_id: paymentId,
        ...(credit ? { provider: providerFor(payment.method).id, card_brand: null, card_last4: null } : {}),
        ...splitColumns(counted),
      }),
    );
    await updateOrder(trx, order.id, { refunded_total: Number(order.refunded_total) + amount, updated_at: nowIso() });
    return { transactionId, orderId, amount, actor, paymentId };
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
    // Gift cards and store credit paid their part when the order was placed: the invoice is the rest.
    const invoiced = await externalPayment(trx, order.id);
    const amount = invoiced ? Number(invoiced.amount) : Number(order.total);
    await recordTransaction(
      trx,
      transactionOf(order, {
        kind: 'capture',
        status: 'succeeded',
        amount,
        payment_id: invoiced?.id ?? null,
        reference: result.reference,
        card_brand: null,
        card_last4: null,
        created_at: now,
      }),
    );
    await updateOrder(trx, order.id, { payment_status: 'paid', updated_at: now });
    await settlePayment(trx, order.id, { status: 'paid' }, now);
    await recordEvent(trx, order.id, 'paid', `Payment of ${money(order, amount)} received.`, actor);
  });
  return loadOrder(ctx.db, orderId);
}
