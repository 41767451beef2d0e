import type { AppContext } from '../../context';
import { nowIso } from '../../lib/time';
import { expireSession, retrieveSession } from '../payments/stripe-checkout';
import { completeRefund } from './order-payments';
import { stalePendingRefunds } from '../payments/payments.repo';
import { expiredStripeReservations, staleSettlingOrders } from './orders.repo';
import { settleStuck } from './placement';
import { cancelUnpaid } from './order-transitions';
import type { OrderRow } from './orders.table';
import { confirmStripePayment } from './stripe-outcomes';

export const SWEEP_JOB = 'orders-settle';
/** How often the sweep runs: often enough to settle within a few seconds of `ORDER_SETTLE_AFTER_SECONDS`, at most every minute. */
export const sweepEveryMs = (settleAfterMs: number) => Math.min(60_000, Math.max(1_000, Math.floor(settleAfterMs / 2)));
const BATCH = 50;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** A Stripe order past its session's expiry whose webhook never came: paid after all, or cancelled. */
async function settleExpired(ctx: AppContext, order: OrderRow): Promise<void> {
  const session = await retrieveSession(ctx, order.payment_session!);
  if (session.payment_status === 'paid') {
    await confirmStripePayment(ctx, order.id, session);
    return;
  }
  const closed = await expireSession(ctx, session.id);
  if (closed.payment_status === 'paid') await confirmStripePayment(ctx, order.id, closed);
  else await cancelUnpaid(ctx, order.id);
}

/**
 * One round of the settling sweep (the `orders-settle` job, run by one process of the shop):
 * half-placed orders, Stripe reservations past expiry, and refunds whose answer was never
 * recorded. Each order is handled on its own; one failure does not stop the others.
 */
export async function sweepPayments(ctx: AppContext): Promise<void> {
  // A placement or refund with no recorded outcome after this long belongs to a request that died.
  const stale = ago(ctx.config.orderSettleAfterMs);
  const [settling, expired, refunds] = await Promise.all([
    staleSettlingOrders(ctx.db, stale, BATCH),
    expiredStripeReservations(ctx.db, nowIso(), BATCH),
    stalePendingRefunds(ctx.db, stale, BATCH),
  ]);
  const work: [string, number, () => Promise<unknown>][] = [
    ...settling.map((o) => ['placement', o.id, () => settleStuck(ctx, o)] as [string, number, () => Promise<unknown>]),
    ...expired.map((o) => ['reservation', o.id, () => settleExpired(ctx, o)] as [string, number, () => Promise<unknown>]),
    ...refunds.map(
      (r) =>
        [
          'refund',
          r.order_id!,
          () =>
            completeRefund(ctx, {
              transactionId: r.id,
              orderId: r.order_id!,
              amount: Number(r.amount),
              paymentId: r.payment_id ?? null,
              actor: { type: 'system', id: null },
            }),
        ] as [string, number, () => Promise<unknown>],
    ),
  ];
  for (const [kind, orderId, run] of work) {
    try {
      await run();
    } catch (err) {
      ctx.log.error(
        { err: { message: (err as Error).message }, order: orderId, kind },
        'the settling sweep could not settle an order; it retries next round',
      );
    }
  }
}
