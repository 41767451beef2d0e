import type Stripe from 'stripe';
import { minorDigits } from '@shopwright/shared/money';
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

/**
 * Stripe's decimals per currency (stripe.com/docs/currencies): its zero-decimal currencies take whole
 * units (JPY 3026 is ¥3,026), the three-decimal ones thousandths, every other currency hundredths,
 * including a few that ISO 4217 gives no decimals (ISK: Stripe wants ISK 500 as 50000).
 */
const STRIPE_ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const STRIPE_THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);
const stripeDigits = (currency: string) => {
  const code = currency.toUpperCase();
  return STRIPE_ZERO_DECIMAL.has(code) ? 0 : STRIPE_THREE_DECIMAL.has(code) ? 3 : 2;
};

/** An amount in the currency's ISO 4217 minor units (how the shop stores it) as Stripe's `unit_amount`. */
export function toStripeAmount(minor: number, currency: string): number {
  const shift = stripeDigits(currency) - minorDigits(currency);
  if (shift >= 0) return minor * 10 ** shift;
  const amount = minor / 10 ** -shift;
  // MGA: 2 decimals in ISO, none at Stripe; a fraction there cannot be charged.
  if (!Number.isInteger(amount)) throw new Error(`${minor} minor units of ${currency} cannot be charged through Stripe`);
  return amount;
}

/** A Stripe amount (amount_total, amount_refunded) in the currency's ISO 4217 minor units. */
export function fromStripeAmount(amount: number, currency: string): number {
  const shift = stripeDigits(currency) - minorDigits(currency);
  return shift >= 0 ? Math.round(amount / 10 ** shift) : amount * 10 ** -shift;
}

const item = (currency: string, name: string, amount: number, quantity = 1): Stripe.Checkout.SessionCreateParams.LineItem => ({
  quantity,
  price_data: { currency, unit_amount: toStripeAmount(amount, currency), product_data: { name } },
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
        amount_off: toStripeAmount(order.discount.amount, currency),
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

/** A refund through Stripe, once per key: a retry after a crash gets the same refund back. `amount` is in the currency's ISO minor units. */
export async function stripeRefund(
  ctx: AppContext,
  paymentIntent: string,
  amount: number,
  key: string,
  currency = 'USD',
): Promise<PaymentResult> {
  try {
    const refund = await stripeClient(stripeConfigOf(ctx)).refunds.create(
      { payment_intent: paymentIntent, amount: toStripeAmount(amount, currency) },
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
