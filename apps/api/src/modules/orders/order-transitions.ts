import { ORDER_MESSAGES as M, ORDER_STATUS_LABELS, ShipmentInputSchema, type Order, type OrderAction, type OrderStatus } from '@shopwright/shared/orders';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { notifyBackInStock } from '../catalog/stock.service';
import { releaseDiscountUse } from '../checkout/discounts.repo';
import { getSettings } from '../settings/settings.service';
import { loadOrder } from './load-order';
import { recordEvent, SYSTEM, type Actor } from './order-events';
import { isPaid, refundInTransaction } from './order-payments';
import { cancellationMail, shippedMail } from './orders.mails';
import { lockOrder, orderLines, returnStock, updateOrderFrom } from './orders.repo';
import type { OrderRow } from './orders.table';
import { nextStatus } from './state-machine';

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
  ctx.mailer.send(mail(ctx, email, order, shop_name));
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
 * Puts every line's units back to the variant sold (in product, variant order, as orders take
 * them, so the two cannot deadlock); answers the products with a variant that was sold out before
 * (their waiters get mailed).
 */
async function restock(trx: Database, orderId: number): Promise<number[]> {
  const backInStock = new Set<number>();
  const lines = (await orderLines(trx, orderId)).sort((a, b) => (a.product_id ?? 0) - (b.product_id ?? 0) || (a.variant_id ?? 0) - (b.variant_id ?? 0));
  for (const line of lines) {
    if (line.product_id === null) continue;
    const before = await returnStock(trx, line.product_id, line.variant_id, Number(line.quantity));
    if (before === 0) backInStock.add(line.product_id);
  }
  return [...backInStock];
}

/**
 * Cancels an order before it ships: the units go back to stock, the discount use is given
 * back, a paid payment is refunded through its provider, and the customer is mailed.
 */
export async function cancelOrder(ctx: AppContext, orderId: number, actor: Actor): Promise<Order> {
  const { email, backInStock } = await ctx.db.transaction().execute(async (trx) => {
    const { order, to } = await move(ctx, trx, orderId, 'cancel');
    const now = nowIso();
    if (!(await updateOrderFrom(trx, orderId, order.status, { status: to, updated_at: now }))) throw conflict(M.changedMeanwhile);
    await recordEvent(trx, orderId, 'cancelled', `Order cancelled ${by(actor)}.`, actor);
    const back = await restock(trx, orderId);
    await recordEvent(trx, orderId, 'restocked', 'Items returned to stock.', SYSTEM);
    if (order.discount_id !== null) await releaseDiscountUse(trx, order.discount_id, orderId, now);
    if (isPaid(order) && Number(order.total) > Number(order.refunded_total)) await refundInTransaction(trx, order, undefined, SYSTEM);
    return { email: order.email, backInStock: back };
  });
  for (const productId of backInStock) await notifyBackInStock(ctx, productId);
  const order = await loadOrder(ctx.db, orderId);
  await notifyUser(ctx, order, email, cancellationMail);
  return order;
}
