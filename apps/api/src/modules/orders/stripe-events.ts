import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/time';
import { noteStripeEvent, stripeEventSeen } from '../payments/payments.repo';
import { cancelUnpaid } from './order-transitions';
import { confirmStripePayment, recordStripeRefunds } from './stripe-outcomes';

const orderIdOf = (session: Stripe.Checkout.Session) => {
  const id = Number(session.metadata?.order_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** What an event changes; every handler only moves an order that is still where the event expects it. */
async function apply(ctx: AppContext, event: Stripe.Event): Promise<'handled' | 'ignored'> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const orderId = orderIdOf(event.data.object);
      if (orderId !== null && event.data.object.payment_status === 'paid') await confirmStripePayment(ctx, orderId, event.data.object);
      return 'handled';
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const orderId = orderIdOf(event.data.object);
      if (orderId !== null) await cancelUnpaid(ctx, orderId);
      return 'handled';
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (paymentIntent) await recordStripeRefunds(ctx, paymentIntent, charge.amount_refunded, charge.id);
      return 'handled';
    }
    default:
      return 'ignored';
  }
}

/**
 * Handles a verified event at most once per event id: a replay answers without changing
 * anything. The id is stored after the handling; the handlers are safe to run twice, so two
 * deliveries racing each other still change the order once.
 */
export async function handleStripeEvent(ctx: AppContext, event: Stripe.Event): Promise<'handled' | 'ignored' | 'duplicate'> {
  if (await stripeEventSeen(ctx.db, event.id)) return 'duplicate';
  const outcome = await apply(ctx, event);
  await noteStripeEvent(ctx.db, { id: event.id, type: event.type, created_at: nowIso() });
  return outcome;
}
