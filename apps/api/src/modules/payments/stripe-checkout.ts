import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import type { StripeConfig } from '../../config';
import { AppError } from '../../lib/errors';
import type { PaymentResult } from './payment-provider';
import { stripeClient } from './stripe-client';

/** How long a Checkout Session holds the order's stock (Stripe's minimum). */
export const CHECKOUT_TTL_MS = 30 * 60_000;

/** What the hosted page shows and charges: amounts in minor units, adding up to the order's total. */
export interface CheckoutOrder {
  id: number;
  number: string;
  email: string;
  currency: string;
  lines: { name: string; unit_price: number; quantity: number }[];
  shipping: { name: string; amount: number };
  tax: number;
  discount: { code: string; amount: number } | null;
}

export interface CheckoutSession {
  id: string;
  url: string;
  expiresAt: string;
}

export function stripeConfigOf(ctx: AppContext): StripeConfig {
  if (!ctx.config.stripe)
    throw new AppError(409, 'CONFLICT', 'Card payments through Stripe are not set up in this shop.', {
      'payment.method': ['Card payments through Stripe are not set up in this shop.'],
    });
  return ctx.config.stripe;
}

const item = (currency: string, name: string, amount: number, quantity = 1): Stripe.Checkout.SessionCreateParams.LineItem => ({
  quantity,
  price_data: { currency, unit_amount: amount, product_data: { name } },
});

/**
 * Opens the Checkout Session of an order. Shipping and tax are lines of their own and the
 * discount is a one-off coupon of its amount, so Stripe's amount_total equals the order total to
 * the cent. Both create calls carry a key derived from the order: a retry (or the settling
 * sweep after a crash) gets the same session back, never a second one.
 */
export async function createCheckoutSession(ctx: AppContext, order: CheckoutOrder): Promise<CheckoutSession> {
  const stripe = stripeClient(stripeConfigOf(ctx));
  const currency = order.currency.toLowerCase();
  const base = ctx.config.publicUrl;
  const lines = order.lines.map((l) => item(currency, l.name, l.unit_price, l.quantity));
  if (order.shipping.amount > 0) lines.push(item(currency, order.shipping.name, order.shipping.amount));
  if (order.tax > 0) lines.push(item(currency, 'Tax', order.tax));
  let discounts: Stripe.Checkout.SessionCreateParams.Discount[] | undefined;
  if (order.discount && order.discount.amount > 0) {
    const coupon = await stripe.coupons.create(
      {
        amount_off: order.discount.amount,
        currency,
        duration: 'once',
        max_redemptions: 1,
        name: `${order.discount.code} (${order.number})`.slice(0, 40),
      },
      { idempotencyKey: `shopwright-order-${order.id}-coupon` },
    );
    discounts = [{ coupon: coupon.id }];
  }
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      currency,
      line_items: lines,
      discounts,
      client_reference_id: order.number,
      metadata: { order_id: String(order.id), order_number: order.number },
      payment_intent_data: { metadata: { order_id: String(order.id), order_number: order.number } },
      success_url: `${base}/checkout/confirmation/${order.id}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/checkout`,
      customer_email: order.email,
      expires_at: Math.ceil((Date.now() + CHECKOUT_TTL_MS) / 1000),
    },
    { idempotencyKey: `shopwright-order-${order.id}-session` },
  );
  if (!session.url) throw new Error(`Stripe answered session ${session.id} without a url`);
  return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000).toISOString() };
}

export const retrieveSession = (ctx: AppContext, id: string) => stripeClient(stripeConfigOf(ctx)).checkout.sessions.retrieve(id);

/** Expires an open session so it can no longer be paid; one already paid or expired is answered as it is. */
export async function expireSession(ctx: AppContext, id: string): Promise<Stripe.Checkout.Session> {
  const stripe = stripeClient(stripeConfigOf(ctx));
  const session = await stripe.checkout.sessions.retrieve(id);
  if (session.status !== 'open') return session;
  return stripe.checkout.sessions.expire(id);
}

export const paymentIntentOf = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

/** A refund through Stripe, once per key: a retry after a crash gets the same refund back. */
export async function stripeRefund(ctx: AppContext, paymentIntent: string, amount: number, key: string): Promise<PaymentResult> {
  try {
    const refund = await stripeClient(stripeConfigOf(ctx)).refunds.create(
      { payment_intent: paymentIntent, amount },
      { idempotencyKey: `shopwright-${key}` },
    );
    if (refund.status === 'failed' || refund.status === 'canceled')
      return { ok: false, reason: 'card_declined', message: 'Stripe refused the refund.' };
    return { ok: true, reference: refund.id };
  } catch (err) {
    ctx.log.warn({ err: { message: (err as Error).message, type: (err as { type?: string }).type } }, 'stripe refund failed');
    return { ok: false, reason: 'card_declined', message: 'Stripe refused the refund.' };
  }
}
