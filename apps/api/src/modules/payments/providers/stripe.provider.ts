import { createCheckoutSession, stripeRefund } from '../stripe-checkout';
import type { PaymentProvider } from './provider';

export const STRIPE_UNREACHABLE = 'Stripe could not be reached, so nothing was charged. Try again in a moment.';

/**
 * Stripe Checkout: a hosted page is opened for the order; its webhook says when it was paid.
 * The session is created under a key derived from the order, so `lookup` (the sweep) gets the
 * same session back, never a second one.
 */
export const stripeProvider: PaymentProvider = {
  method: 'stripe',
  id: 'stripe',
  async start(ctx, order) {
    try {
      return { kind: 'redirect', session: await createCheckoutSession(ctx, await order.describe()) };
    } catch (err) {
      ctx.log.error(
        { err: { message: (err as Error).message, type: (err as { type?: string }).type }, order: order.id },
        'could not open a Stripe Checkout Session',
      );
      return { kind: 'unreachable', message: STRIPE_UNREACHABLE };
    }
  },
  async lookup(ctx, order) {
    try {
      return { kind: 'redirect', session: await createCheckoutSession(ctx, await order.describe()) };
    } catch (err) {
      if ((err as { type?: string }).type !== 'StripeInvalidRequestError') throw err;
      return { kind: 'refused', reason: null, message: 'Stripe refused the Checkout Session.', card: null };
    }
  },
  // A Checkout Session captures when the shopper pays.
  async capture(_ctx, reference) {
    return { ok: true, reference };
  },
  refund: (ctx, reference, amount, key, currency) => stripeRefund(ctx, reference, amount, key, currency),
};
