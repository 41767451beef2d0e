import type Stripe from 'stripe';
import { formatMoney, fromMinorIn } from '@shopwright/shared/money';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/time';
import { recordTransaction, refundedThrough } from '../payments/payments.repo';
import { fromStripeAmount, paymentIntentOf } from '../payments/stripe-checkout';
import { getSettings } from '../settings/settings.service';
import { loadOrder } from './load-order';
import { recordEvents, SYSTEM } from './order-events';
import { completeRefund, reserveRefund, type PendingRefund } from './order-payments';
import { countRefund, splitColumns } from './refund-taxes';
import { countPaymentRefund, settlePayment } from './order-payments.repo';
import { transactionOf } from './order-settlement';
import { confirmationMail } from './orders.mails';
import { lockOrder, orderByPaymentReference, updateOrder } from './orders.repo';
import type { OrderRow } from './orders.table';
import { orderMailLang } from './order-mail-lang';

const money = (order: OrderRow, minor: number) => formatMoney(fromMinorIn(minor, order.currency), order.currency);

/**
 * Stripe says the order's Checkout Session was paid (webhook, return page or sweep): the order
 * becomes confirmed and paid, the capture is recorded with the PaymentIntent id and the shopper
 * is mailed. Only an order still awaiting payment changes, so a repeated event changes nothing;
 * money that arrives for an order cancelled meanwhile is recorded and refunded at once.
 */
export async function confirmStripePayment(ctx: AppContext, orderId: number, session: Stripe.Checkout.Session): Promise<boolean> {
  const paymentIntent = paymentIntentOf(session);
  if (session.payment_status !== 'paid' || !paymentIntent) return false;
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, ctx.dialect, orderId);
    if (!order || order.payment_method !== 'stripe' || order.payment_reference !== null) return null;
    if (order.payment_session && order.payment_session !== session.id) return null;
    if (session.amount_total === null || fromStripeAmount(session.amount_total, order.currency) !== Number(order.total))
      ctx.log.error(
        { order: orderId, amount_total: session.amount_total },
        'a Stripe session was paid with another amount than the order total',
      );
    const cancelled = order.status === 'cancelled';
    const now = nowIso();
    await updateOrder(trx, orderId, {
      status: cancelled ? 'cancelled' : 'confirmed',
      payment_status: 'paid',
      payment_reference: paymentIntent,
      settling: 0,
      updated_at: now,
    });
    await recordTransaction(trx, transactionOf(order, { kind: 'capture', status: 'succeeded', reference: paymentIntent, created_at: now }));
    await settlePayment(trx, orderId, { status: 'paid', reference: paymentIntent }, now);
    await recordEvents(trx, orderId, [
      {
        type: 'payment_captured',
        message: `Payment of ${money(order, Number(order.total))} received through Stripe.`,
        actor: SYSTEM,
        data: { payment_intent: paymentIntent },
      },
    ]);
    const paid = { ...order, payment_status: 'paid' as const, payment_reference: paymentIntent };
    return { email: order.email, refund: cancelled ? await reserveRefund(trx, paid, undefined, SYSTEM) : null };
  });
  if (!outcome) return false;
  if (outcome.refund) {
    await completeRefund(ctx, outcome.refund as PendingRefund);
    return true;
  }
  if (outcome.email) {
    const { shop_name } = await getSettings(ctx);
    ctx.mailer.send(
      await confirmationMail(ctx, outcome.email, await loadOrder(ctx.db, orderId), shop_name, await orderMailLang(ctx.db, orderId)),
    );
  }
  return true;
}

/**
 * `charge.refunded`: Stripe's total refunded for the payment. What is beyond the refunds the shop
 * sent (or reserved) through Stripe was refunded in Stripe's dashboard and is recorded now; refunds
 * made through the shop were counted when they were reserved, so they are not counted twice.
 */
export async function recordStripeRefunds(
  ctx: AppContext,
  paymentIntent: string,
  amountRefunded: number,
  chargeId: string,
): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const found = await orderByPaymentReference(trx, paymentIntent);
    const order = found && (await lockOrder(trx, ctx.dialect, found.id));
    if (!order) return false;
    // Only what went back through Stripe counts: gift cards and store credit of the order are refunded on their own.
    const extra = fromStripeAmount(amountRefunded, order.currency) - (await refundedThrough(trx, order.id, 'stripe'));
    if (extra <= 0) return false;
    const refunded = Number(order.refunded_total) + extra;
    const now = nowIso();
    const split = await countRefund(trx, order, extra);
    await countPaymentRefund(trx, order.id, extra, now);
    await recordTransaction(
      trx,
      transactionOf(order, {
        kind: 'refund',
        status: 'succeeded',
        amount: extra,
        reference: chargeId,
        created_at: now,
        ...splitColumns(split),
      }),
    );
    await updateOrder(trx, order.id, {
      refunded_total: refunded,
      payment_status: refunded >= Number(order.total) ? 'refunded' : 'partially_refunded',
      updated_at: now,
    });
    await recordEvents(trx, order.id, [
      {
        type: 'refunded',
        message: `Refund of ${money(order, extra)} made in Stripe's dashboard.`,
        actor: SYSTEM,
        data: { amount: fromMinorIn(extra, order.currency) },
      },
    ]);
    return true;
  });
}
