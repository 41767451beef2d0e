import { ORDER_MESSAGES as M, type Order, type OrderPage } from '@shopwright/shared/orders';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import { activeUser } from '../users/users.service';
import { loadOrder } from './load-order';
import { idFromNumber } from './order-number';
import { cancelOrder } from './order-transitions';
import { toSummary } from './orders.mappers';
import * as repo from './orders.repo';

/** How a path names an order: its id or its number. */
export type OrderKey = { id: number } | { number: string };

const idOf = (key: OrderKey) => ('id' in key ? key.id : idFromNumber(key.number));

/** The id of the user's own order; another user's order is "not found", exactly like a missing one. */
async function ownOrderId(db: Database, userId: number, key: OrderKey): Promise<number> {
  const id = idOf(key);
  const row = id === null ? undefined : await repo.findOwnOrder(db, userId, id);
  if (!row) throw notFound(M.orderNotFound);
  return row.id;
}

/** `GET orders`: the shopper's orders, newest first. */
export async function listOwnOrders(ctx: AppContext, userId: number, page: { page: number; page_size: number }): Promise<OrderPage> {
  await activeUser(ctx.db, userId);
  const offset = (page.page - 1) * page.page_size;
  const [rows, count] = await Promise.all([repo.listOrders(ctx.db, userId, offset, page.page_size), repo.countOrders(ctx.db, userId)]);
  return {
    count,
    next: offset + rows.length < count ? page.page + 1 : null,
    previous: page.page > 1 ? Math.min(page.page - 1, Math.max(1, Math.ceil(count / page.page_size))) : null,
    results: rows.map(toSummary),
  };
}

/** `GET orders/{id}`. */
export async function getOwnOrder(ctx: AppContext, userId: number, key: OrderKey): Promise<Order> {
  await activeUser(ctx.db, userId);
  return loadOrder(ctx.db, await ownOrderId(ctx.db, userId, key));
}

/** `POST orders/{id}/cancel`: the shopper cancels before the order ships. */
export async function cancelOwnOrder(ctx: AppContext, userId: number, key: OrderKey): Promise<Order> {
  await activeUser(ctx.db, userId);
  const id = await ownOrderId(ctx.db, userId, key);
  return cancelOrder(ctx, id, { type: 'customer', id: userId });
}
