import type { Order } from '@shopwright/shared/orders';
import { formatMoney, fromMinorIn } from '@shopwright/shared/money';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { nowIso } from '../../lib/time';
import { addToLine } from '../cart/cart.repo';
import { releaseDiscountUse } from '../checkout/discounts.repo';
import { providerFor } from '../payments/providers/index';
import { recordTransaction } from '../payments/payments.repo';
import type { NewPaymentTransaction } from '../payments/payments.table';
import type { CheckoutSession } from '../payments/stripe-checkout';
import { getSettings } from '../settings/settings.service';
import { loadOrder } from './load-order';
import { recordEvents, SYSTEM, type EventInput } from './order-events';
import { restock } from './order-stock';
import { cardLabel } from './orders.mappers';
import { confirmationMail } from './orders.mails';
import { cancelCreditPayments, externalPayment, orderPayments, settlePayment } from './order-payments.repo';
import { releaseCredit } from '../gift-cards/credit-plan';
import { orderNumber } from './order-number';
import { claimSettling, deleteSettlingOrder, lockOrder, orderLines } from './orders.repo';
import type { OrderEventRow, OrderPaymentRow, OrderRow } from './orders.table';
import { toOrder } from './orders.mappers';
import type { WrittenOrder } from './order-writer';
import { langOf } from '@shopwright/shared/i18n';
import { orderMailLang } from './order-mail-lang';

/**
 * The placement's second step (ADR 006): the provider's answer recorded in its own transaction,
 * after the call. Every recorder first takes the order out of `settling` with a conditional
 * update, so the request and the settling sweep can never both record an outcome.
 */

const money = (order: OrderRow, minor: number) => formatMoney(fromMinorIn(minor, order.currency), order.currency);
const placedBy = (order: OrderRow): EventInput => ({
  type: 'placed',
  message: 'Order placed.',
  actor: { type: 'customer', id: order.user_id },
});

export function transactionOf(
  order: OrderRow,
  fields: Pick<NewPaymentTransaction, 'kind' | 'status'> & Partial<NewPaymentTransaction>,
): NewPaymentTransaction {
  return {
    order_id: order.id,
    user_id: order.user_id,
    provider: providerFor(order.payment_method).id,
    amount: Number(order.total),
    currency: order.currency,
    reference: null,
    card_brand: order.card_brand,
    card_last4: order.card_last4,
    failure_reason: null,
    created_at: nowIso(),
    ...fields,
  };
}

/** Takes the order out of `settling` (with the patch) unless someone else already did: its row as changed, undefined then. */
async function claim(
  trx: Database,
  orderId: number,
  patch: Partial<
    Pick<
      OrderRow,
      'status' | 'payment_status' | 'card_brand' | 'card_last4' | 'payment_session' | 'payment_redirect_url' | 'payment_expires_at'
    >
  >,
): Promise<OrderRow | undefined> {
  return claimSettling(trx, orderId, { ...patch, updated_at: nowIso() });
}

/** Mails the confirmation of a just-settled order and answers the order as the API shows it (the placement answers with it). */
async function mailConfirmation(ctx: AppContext, row: OrderRow, known?: Order): Promise<Order> {
  const order = known ?? (await loadOrder(ctx.db, row.id));
  const { shop_name } = await getSettings(ctx);
  // A placed order keeps the language it was placed in (`orders.lang`); only older orders fall back to the customer's.
  const lang = row.lang ? langOf(row.lang) : await orderMailLang(ctx.db, row.id);
  if (row.email) ctx.mailer.send(await confirmationMail(ctx, row.email, order, shop_name, lang));
  return order;
}

/**
 * The order as `loadOrder` reads it, from the rows its placement wrote and the recording changed
 * (issue 29: no read-back). Only for an order whose rows are all known: one payment of the whole
 * total (so nothing was taken or logged in its name before), no gift card lines (their mailing
 * state is read); the recording's events are then its whole timeline.
 */
function knownOrder(
  written: WrittenOrder | undefined,
  row: OrderRow,
  payments: OrderPaymentRow[],
  events: OrderEventRow[],
): Order | undefined {
  // The way of paying pays the whole total: no gift card or store credit payment beside it.
  if (!written?.payment || Number(written.payment.amount) !== Number(row.total) || payments.length !== 1) return undefined;
  if (written.lines.some((l) => l.gift_card)) return undefined;
  return toOrder(row, written.lines, events, written.taxes, payments);
}

/**
 * A card charge went through: the order is confirmed and paid; the shopper gets the confirmation
 * mail. Answers the order, or null when someone else had recorded the outcome already.
 */
export async function recordCharge(
  ctx: AppContext,
  order: OrderRow,
  reference: string,
  card: { brand: string; last4: string } | null,
  written?: WrittenOrder,
): Promise<Order | null> {
  const recorded = await ctx.db.transaction().execute(async (trx) => {
    const row = await claim(trx, order.id, {
      status: 'confirmed',
      payment_status: 'paid',
      card_brand: card?.brand ?? null,
      card_last4: card?.last4 ?? null,
    });
    if (!row) return null;
    const paid = { ...order, card_brand: card?.brand ?? null, card_last4: card?.last4 ?? null };
    const payments = await settlePayment(
      trx,
      order.id,
      { status: 'paid', reference, card_brand: paid.card_brand, card_last4: paid.card_last4 },
      nowIso(),
    );
    // The card pays what gift cards and store credit left (all of it without them): the placement knows its payment.
    const { amount, payment_id } = written?.payment
      ? { amount: Number(written.payment.amount), payment_id: written.payment.id }
      : await chargedPart(trx, order);
    await recordTransaction(trx, [
      transactionOf(paid, { kind: 'authorize', status: 'succeeded', reference, amount, payment_id }),
      transactionOf(paid, { kind: 'capture', status: 'succeeded', reference, amount, payment_id }),
    ]);
    const label = card ? ` (${cardLabel(card.brand)} ending in ${card.last4})` : '';
    const events = await recordEvents(trx, order.id, [
      placedBy(order),
      { type: 'payment_captured', message: `Payment of ${money(order, amount)} captured${label}.`, actor: SYSTEM },
    ]);
    return { row, known: knownOrder(written, row, payments, events) };
  });
  return recorded ? mailConfirmation(ctx, recorded.row, recorded.known) : null;
}

/** What the order's card, Stripe or pay-later payment covers (the rest of what gift cards and store credit paid) and its id. */
export async function chargedPart(db: Database, order: OrderRow): Promise<{ amount: number; payment_id: number | null }> {
  const external = await externalPayment(db, order.id);
  return external ? { amount: Number(external.amount), payment_id: external.id } : { amount: Number(order.total), payment_id: null };
}

/**
 * Gift cards and store credit paid the whole order when it was written: nothing else is charged;
 * the order is confirmed and paid. Answers the order, or null (as recordCharge).
 */
export async function recordCreditOnly(ctx: AppContext, order: OrderRow): Promise<Order | null> {
  const claimed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await claim(trx, order.id, { status: 'confirmed', payment_status: 'paid', card_brand: null, card_last4: null }))) return false;
    await recordEvents(trx, order.id, [
      placedBy(order),
      {
        type: 'payment_captured',
        message: `Payment of ${money(order, Number(order.total))} taken from gift cards and store credit.`,
        actor: SYSTEM,
      },
    ]);
    return true;
  });
  return claimed ? mailConfirmation(ctx, order) : null;
}

/** A pay-later order: the invoice is open, the order waits (pending, unpaid) for staff. Answers the order, or null (as recordCharge). */
export async function recordInvoice(ctx: AppContext, order: OrderRow, reference: string): Promise<Order | null> {
  const claimed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await claim(trx, order.id, {}))) return false;
    await settlePayment(trx, order.id, { status: 'pending', reference }, nowIso());
    const { amount, payment_id } = await chargedPart(trx, order);
    await recordTransaction(trx, transactionOf(order, { kind: 'authorize', status: 'pending', reference, amount, payment_id }));
    await recordEvents(trx, order.id, [
      placedBy(order),
      { type: 'invoice_issued', message: `Invoice of ${money(order, amount)} issued: payment due later.`, actor: SYSTEM },
    ]);
    return true;
  });
  return claimed ? mailConfirmation(ctx, order) : null;
}

/** A Stripe order: its Checkout Session is open; the order stays pending until the webhook says paid. */
export async function recordSession(ctx: AppContext, order: OrderRow, session: CheckoutSession): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    if (
      !(await claim(trx, order.id, {
        payment_session: session.id,
        payment_redirect_url: session.url,
        payment_expires_at: session.expiresAt,
      }))
    )
      return false;
    await recordEvents(trx, order.id, [
      placedBy(order),
      {
        type: 'awaiting_payment',
        message: `Waiting for the payment of ${money(order, (await chargedPart(trx, order)).amount)} on Stripe Checkout.`,
        actor: SYSTEM,
        data: { session: session.id },
      },
    ]);
    return true;
  });
}

/** Puts the order's lines back in the shopper's cart (a failed placement, a Stripe checkout the shopper left). */
export async function restoreCart(trx: Database, order: OrderRow): Promise<void> {
  const now = nowIso();
  for (const line of await orderLines(trx, order.id)) {
    if (line.product_id === null) continue;
    await addToLine(trx, {
      user_id: order.user_id,
      product_id: line.product_id,
      product_name: line.name,
      variant_id: line.variant_id,
      color: line.color,
      size: line.size,
      color_key: (line.color ?? '').toLowerCase(),
      size_key: (line.size ?? '').toLowerCase(),
      quantity: Number(line.quantity),
      gift_card: line.gift_card ?? null,
      created_at: now,
      updated_at: now,
    });
  }
}

/**
 * The compensation of a placement whose payment failed: stock and discount use given back, the
 * cart restored, and the provisional order deleted (it was never shown to the shopper: ADR 006).
 * The refused attempt is kept in the ledger without an order, as before.
 */
export async function compensate(ctx: AppContext, orderId: number, failed?: NewPaymentTransaction): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, ctx.dialect, orderId);
    if (!order || Number(order.settling) !== 1) return false;
    await restock(trx, orderId);
    if (order.discount_id !== null) await releaseDiscountUse(trx, order.discount_id, orderId, nowIso());
    await restoreCart(trx, order);
    await giveCreditBack(trx, order);
    if (failed) await recordTransaction(trx, { ...failed, order_id: null });
    await deleteSettlingOrder(trx, orderId);
    return true;
  });
}

/**
 * Gives back what gift cards and store credit paid of an order that will not go ahead (its
 * payment refused, an unpaid order cancelled), in the caller's transaction; once per order.
 */
export async function giveCreditBack(trx: Database, order: OrderRow): Promise<void> {
  const credit = (await orderPayments(trx, order.id)).filter((p) => p.method === 'gift_card' || p.method === 'store_credit');
  if (credit.length === 0) return;
  const ref = { id: order.id, userId: order.user_id, currency: order.currency, number: orderNumber(order.id) };
  await releaseCredit(
    trx,
    ref,
    credit
      .filter((p) => p.status === 'paid' || p.status === 'partially_refunded')
      .map((p) => ({ ...p, amount: Number(p.amount), refunded: Number(p.refunded) })),
  );
  await cancelCreditPayments(trx, order.id, nowIso());
}
