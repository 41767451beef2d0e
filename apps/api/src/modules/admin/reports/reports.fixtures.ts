import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../../test/test-app';
import { cancelOrder } from '../../orders/order-transitions';
import { refund } from '../../orders/order-payments';
import { checkoutApi, orderBody, type Shopper } from '../../orders/orders.fixtures';

/** Test fixtures of the dashboard, reports and transactions tests: orders placed through `POST orders`. */
export interface Placed {
  id: number;
  number: string;
}

/** Puts the items in the shopper's cart and places the order (card unless told), as the storefront does. */
export async function placeOrder(
  t: TestApp,
  s: Shopper,
  items: Array<[productId: number, quantity: number]>,
  body: Record<string, unknown> = orderBody(),
): Promise<Placed> {
  const checkout = checkoutApi(t);
  for (const [productId, quantity] of items) await checkout.addToCart(s, productId, quantity);
  const res = await checkout.place(s, body, randomUUID());
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${res.text}`);
  return { id: res.body.id, number: res.body.number };
}

/** Moves an order (and its payment rows) to another moment, so that periods can be filled. */
export async function moveOrder(t: TestApp, orderId: number, at: string): Promise<void> {
  await t.ctx.db.updateTable('orders').set({ placed_at: at }).where('id', '=', orderId).execute();
  await t.ctx.db.updateTable('payment_transactions').set({ created_at: at }).where('order_id', '=', orderId).execute();
}

export const refundOrder = (t: TestApp, orderId: number, cents: number | undefined, adminId: number) =>
  refund(t.ctx, orderId, cents, { type: 'staff', id: adminId });
export const cancel = (t: TestApp, orderId: number, adminId: number) => cancelOrder(t.ctx, orderId, { type: 'staff', id: adminId });

/** Every order with its lines and its products' categories, straight from the tables: what the reports must add up. */
export async function storedOrders(t: TestApp) {
  const orders = await t.ctx.db.selectFrom('orders').selectAll().orderBy('id').execute();
  const lines = await t.ctx.db
    .selectFrom('order_lines as ol')
    .leftJoin('products as p', 'p.id', 'ol.product_id')
    .select(['ol.order_id', 'ol.product_id', 'ol.quantity', 'ol.line_total', 'p.category_id'])
    .execute();
  return orders.map((o) => ({
    ...o,
    total: Number(o.total),
    refunded_total: Number(o.refunded_total),
    lines: lines.filter((l) => l.order_id === o.id).map((l) => ({ ...l, quantity: Number(l.quantity), line_total: Number(l.line_total) })),
  }));
}
export type StoredOrder = Awaited<ReturnType<typeof storedOrders>>[number];

/** A line's part of what its order kept, rounded half up: the rule the reports document. */
export const keptOfLine = (o: StoredOrder, lineTotal: number) =>
  o.total === 0 ? 0 : Math.floor((lineTotal * (o.total - o.refunded_total) * 2 + o.total) / (2 * o.total));

export const cents = (amount: number) => Math.round(amount * 100);
