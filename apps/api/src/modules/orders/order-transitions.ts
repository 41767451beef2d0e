import {
  ORDER_MESSAGES as M,
  ORDER_STATUS_LABELS,
  ShipmentInputSchema,
  type Order,
  type OrderAction,
  type OrderStatus,
} from '@shopwright/shared/orders';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { notifyBackInStock } from '../catalog/stock.service';
import { releaseDiscountUse } from '../checkout/discounts.repo';
import { getSettings } from '../settings/settings.service';
import { loadOrder } from './load-order';
import { recordEvent, SYSTEM, type Actor } from './order-events';
import { expireSession } from '../payments/stripe-checkout';
import { completeRefund, isPaid, reserveRefund } from './order-payments';
import { giveCreditBack, restoreCart } from './order-settlement';
import { settlePayment } from './order-payments.repo';
import { confirmStripePayment } from './stripe-outcomes';
import { disableSoldCards } from '../gift-cards/gift-card-sales';
import { cancellationMail, shippedMail } from './orders.mails';
import { restock } from './order-stock';
import { lockOrder, updateOrderFrom } from './orders.repo';
import type { OrderRow } from './orders.table';
import { nextStatus } from './state-machine';
import { orderMailLang } from './order-mail-lang';

const label = (status: OrderStatus) => ORDER_STATUS_LABELS[status].toLowerCase();
const by = (actor: Actor) => (actor.type === 'customer' ? 'by the customer' : actor.type === 'staff' ? 'by staff' : 'by the shop');

const EVENT_TEXT: Record<Exclude<OrderAction, 'cancel'>, (data?: { carrier: string; tracking_number: string }) => string> = {
  confirm: () => 'Order confirmed.',
  start_processing: () => 'Order is being prepared.',
  ship: (d) => `Order shipped with ${d?.carrier} (tracking number ${d?.tracking_number}).`,
  deliver: () => 'Order delivered.',
};

/** Locks the order and moves it from its status to the action's target, or refuses with 409. */
async function move(ctx: AppContext, trx: Database, orderId: number, action: OrderAction): Promise<{ order: OrderRow; to: OrderStatus }> {
  const order = await lockOrder(trx, ctx.dialect, orderId);
  if (!order) throw notFound(M.orderNotFound);
  const to = nextStatus(order.status, action);
  if (!to) throw conflict(action === 'cancel' ? M.cannotCancel(label(order.status)) : M.notAllowed(action, label(order.status)));
  return { order, to };
}

async function notifyUser(ctx: AppContext, order: Order, email: string | null, mail: typeof shippedMail) {
  if (!email) return;
  const { shop_name } = await getSettings(ctx);
  ctx.mailer.send(await mail(ctx, email, order, shop_name, await orderMailLang(ctx.db, order.id)));
}

/**
 * Moves an order through the state machine (the admin's order page calls this): confirm,
 * start_processing, ship (with `{carrier, tracking_number}`), deliver or cancel. A move the
 * machine does not allow from the current status is a 409; each move is one timeline event.
 */
export async function transition(ctx: AppContext, orderId: number, action: OrderAction, actor: Actor, data?: unknown): Promise<Order> {
  if (action === 'cancel') return cancelOrder(ctx, orderId, actor);
  const shipment = action === 'ship' ? ShipmentInputSchema.safeParse(data ?? {}) : undefined;
  if (shipment && !shipment.success) {
    const errors = Object.fromEntries(shipment.error.issues.map((i) => [i.path.join('.') || 'body', [i.message]]));
    throw badRequest(Object.values(errors)[0]![0]!, errors);
  }
  const email = await ctx.db.transaction().execute(async (trx) => {
    const { order, to } = await move(ctx, trx, orderId, action);
    const patch = { status: to, updated_at: nowIso(), ...(shipment?.data ?? {}) };
    if (!(await updateOrderFrom(trx, orderId, order.status, patch))) throw conflict(M.changedMeanwhile);
    await recordEvent(trx, orderId, to, EVENT_TEXT[action](shipment?.data), actor, shipment?.data);
    return order.email;
  });
  const order = await loadOrder(ctx.db, orderId);
  if (action === 'ship') await notifyUser(ctx, order, email, shippedMail);
  return order;
}

/**
 * After a Stripe order awaiting payment was cancelled: its Checkout Session is expired so it can
 * no longer be paid. If the shopper paid in the meantime, the payment is recorded and, the order
 * being cancelled, refunded at once (confirmStripePayment). Stripe being down leaves the session
 * to expire by itself, with the same safety net.
 */
async function closeStripeSession(ctx: AppContext, session: string, orderId: number): Promise<void> {
  try {
    const closed = await expireSession(ctx, session);
    if (closed.payment_status === 'paid') await confirmStripePayment(ctx, orderId, closed);
  } catch (err) {
    ctx.log.warn(
      { err: { message: (err as Error).message }, order: orderId },
      'could not expire the Stripe Checkout Session of a cancelled order',
    );
  }
}

/**
 * Cancels an order before it ships: the units go back to stock, the discount use is given
 * back, and the customer is mailed. A paid payment is refunded through its provider after the
 * commit (reserved in it, ADR 006). A Stripe order the shopper leaves unpaid puts its lines back
 * in the cart, and its Checkout Session is closed after the commit.
 */
export async function cancelOrder(ctx: AppContext, orderId: number, actor: Actor): Promise<Order> {
  const { email, backInStock, pending, session } = await ctx.db.transaction().execute(async (trx) => {
    const { order, to } = await move(ctx, trx, orderId, 'cancel');
    const now = nowIso();
    const unpaidStripe = order.payment_status === 'awaiting_payment';
    if (
      !(await updateOrderFrom(trx, orderId, order.status, {
        status: to,
        updated_at: now,
        ...(unpaidStripe ? { payment_status: 'unpaid' as const } : {}),
      }))
    )
      throw conflict(M.changedMeanwhile);
    await recordEvent(trx, orderId, 'cancelled', `Order cancelled ${by(actor)}.`, actor);
    const back = await restock(trx, orderId);
    await recordEvent(trx, orderId, 'restocked', 'Items returned to stock.', SYSTEM);
    if (order.discount_id !== null) await releaseDiscountUse(trx, order.discount_id, orderId, now);
    if (unpaidStripe && actor.type === 'customer') await restoreCart(trx, order);
    if (!isPaid(order)) {
      await settlePayment(trx, orderId, { status: 'cancelled' }, now);
      // Unpaid: what gift cards and store credit paid goes straight back (a paid order refunds it below).
      await giveCreditBack(trx, order);
    }
    // Gift cards the order sold stop paying; what their recipients spent already is not refunded (ADR 025).
    const spent = await disableSoldCards(trx, orderId);
    const due = Number(order.total) - Number(order.refunded_total) - spent;
    const refund = isPaid(order) && due > 0 ? await reserveRefund(trx, order, spent > 0 ? due : undefined, SYSTEM) : null;
    return { email: order.email, backInStock: back, pending: refund, session: unpaidStripe ? order.payment_session : null };
  });
  if (session) await closeStripeSession(ctx, session, orderId);
  if (pending && !(await completeRefund(ctx, pending)))
    ctx.log.error({ order: orderId }, 'the refund of a cancelled order was refused; the settling sweep retries it');
  for (const productId of backInStock) await notifyBackInStock(ctx, productId);
  const order = await loadOrder(ctx.db, orderId);
  await notifyUser(ctx, order, email, cancellationMail);
  return order;
}

/**
 * A Stripe order whose Checkout Session expired unpaid (the webhook, or the sweep): cancelled,
 * stock and discount use given back. Answers false when the order had moved on already.
 */
export async function cancelUnpaid(ctx: AppContext, orderId: number): Promise<boolean> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, ctx.dialect, orderId);
    if (!order || order.status !== 'pending' || order.payment_status !== 'awaiting_payment') return null;
    const now = nowIso();
    await updateOrderFrom(trx, orderId, 'pending', { status: 'cancelled', payment_status: 'unpaid', updated_at: now });
    await settlePayment(trx, orderId, { status: 'cancelled' }, now);
    await giveCreditBack(trx, order);
    await recordEvent(trx, orderId, 'cancelled', 'Order cancelled: the payment was not completed in time.', SYSTEM);
    const back = await restock(trx, orderId);
    await recordEvent(trx, orderId, 'restocked', 'Items returned to stock.', SYSTEM);
    if (order.discount_id !== null) await releaseDiscountUse(trx, order.discount_id, orderId, now);
    return back;
  });
  if (!result) return false;
  for (const productId of result) await notifyBackInStock(ctx, productId);
  return true;
}
