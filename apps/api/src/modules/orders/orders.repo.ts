import type { Insertable, Updateable } from 'kysely';
import type { OrderStatus } from '@shopwright/shared/orders';
import type { Database, Dialect } from '../../db/database';
import { compiledOnce, firstRow } from '../../db/compiled-once';
import type {
  NewOrder,
  NewOrderLine,
  OrderEventRow,
  OrderEventsTable,
  OrderLineRow,
  OrderRow,
  OrdersTable,
  OrderTaxesTable,
  OrderTaxRow,
} from './orders.table';

/** Rows as a select ordered by id reads them (the order RETURNING gives rows in is not promised). */
const byId = <R extends { id: number }>(rows: R[]): R[] => rows.sort((a, b) => a.id - b.id);

/** Inserts the order and answers its row as stored (defaults included), as `findOrder` would read it. */
export const insertOrder = async (db: Database, order: NewOrder): Promise<OrderRow> => firstRow(await insertOrderRow(db, order));
// The placement's statements are built once per shape (compiledOnce, issue 29).
const insertOrderRow = compiledOnce((db: Database, order: NewOrder) => db.insertInto('orders').values(order).returningAll());

/** The order's lines in one statement, answered as stored, by id. */
export async function insertLines(db: Database, lines: NewOrderLine[]): Promise<OrderLineRow[]> {
  return lines.length > 0 ? byId(await insertLineRows(db, lines)) : [];
}
const insertLineRows = compiledOnce((db: Database, lines: NewOrderLine[]) => db.insertInto('order_lines').values(lines).returningAll());

/** The order's totals per tax rate, frozen at placement; answered as stored, by id. */
export async function insertOrderTaxes(db: Database, rows: Insertable<OrderTaxesTable>[]): Promise<OrderTaxRow[]> {
  return rows.length > 0 ? byId(await insertTaxRows(db, rows)) : [];
}
const insertTaxRows = compiledOnce((db: Database, rows: Insertable<OrderTaxesTable>[]) =>
  db.insertInto('order_taxes').values(rows).returningAll(),
);

export const orderTaxes = (db: Database, orderId: number) =>
  db.selectFrom('order_taxes').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

/** An order of this user only: other users' orders do not exist for them. */
export const findOwnOrder = (db: Database, userId: number, id: number) =>
  db.selectFrom('orders').selectAll().where('id', '=', id).where('user_id', '=', userId).where('settling', '=', 0).executeTakeFirst();

export const findOrder = (db: Database, id: number) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();

/** The order row, locked for the rest of the transaction where the engine can (SQLite runs one at a time). */
export const lockOrder = (db: Database, dialect: Dialect, id: number) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();

export const orderLines = (db: Database, orderId: number) =>
  db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

export const orderEvents = (db: Database, orderId: number) =>
  db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

/** Changes an order only if it is still in `from`: a change made in between makes this a no-op (false). */
export async function updateOrderFrom(db: Database, id: number, from: OrderStatus, patch: Updateable<OrdersTable>): Promise<boolean> {
  const result = await db.updateTable('orders').set(patch).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const updateOrder = (db: Database, id: number, patch: Updateable<OrdersTable>) =>
  db.updateTable('orders').set(patch).where('id', '=', id).execute();

/** One page of the user's orders, newest first, with their unit count and first line's image. */
export const listOrders = (db: Database, userId: number, offset: number, limit: number) =>
  db
    .selectFrom('orders as o')
    .select(['o.id', 'o.status', 'o.payment_status', 'o.payment_method', 'o.currency', 'o.total', 'o.placed_at'])
    .select((eb) => [
      eb
        .selectFrom('order_lines as l')
        .select((e) => e.fn.sum<number>('l.quantity').as('n'))
        .whereRef('l.order_id', '=', 'o.id')
        .as('item_count'),
      eb.selectFrom('order_lines as l').select('l.image').whereRef('l.order_id', '=', 'o.id').orderBy('l.id').limit(1).as('image'),
    ])
    .where('o.user_id', '=', userId)
    .where('o.settling', '=', 0)
    .orderBy('o.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();

export async function countOrders(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('settling', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Removes the ordered cart lines (only those: a line added meanwhile stays in the cart). */
export async function deleteCartLines(db: Database, userId: number, lineIds: number[]): Promise<void> {
  if (lineIds.length > 0) await deleteLines(db, userId, lineIds);
}
const deleteLines = compiledOnce((db: Database, userId: number, lineIds: number[]) =>
  db.deleteFrom('cart_items').where('user_id', '=', userId).where('id', 'in', lineIds),
);

/** Orders still `settling` since before `before`: placements whose provider answer was never recorded. */
export const staleSettlingOrders = (db: Database, before: string, limit: number) =>
  db.selectFrom('orders').selectAll().where('settling', '=', 1).where('placed_at', '<', before).orderBy('id').limit(limit).execute();

/** Stripe orders still awaiting payment whose Checkout Session expired at `now` (the webhook never came). */
export const expiredStripeReservations = (db: Database, now: string, limit: number) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('payment_method', '=', 'stripe')
    .where('status', '=', 'pending')
    .where('payment_status', '=', 'awaiting_payment')
    .where('settling', '=', 0)
    .where('payment_session', 'is not', null)
    .where('payment_expires_at', '<', now)
    .orderBy('id')
    .limit(limit)
    .execute();

/** Takes an order out of `settling` with the patch unless someone else already did: its row as changed, undefined then. */
export const claimSettling = async (db: Database, orderId: number, patch: Updateable<OrdersTable>): Promise<OrderRow | undefined> =>
  (await claimSettlingRow(db, orderId, patch))[0];
const claimSettlingRow = compiledOnce((db: Database, orderId: number, patch: Updateable<OrdersTable>) =>
  db
    .updateTable('orders')
    .set({ ...patch, settling: 0 })
    .where('id', '=', orderId)
    .where('settling', '=', 1)
    .returningAll(),
);

/** Deletes a provisional order (still `settling`) and unlinks the Idempotency-Key that wrote it. */
export async function deleteSettlingOrder(db: Database, orderId: number): Promise<void> {
  await db.updateTable('idempotency_keys').set({ order_id: null }).where('order_id', '=', orderId).execute();
  await db.deleteFrom('orders').where('id', '=', orderId).where('settling', '=', 1).execute();
}

/** The Stripe order a PaymentIntent paid. */
export const orderByPaymentReference = (db: Database, reference: string) =>
  db.selectFrom('orders').select('id').where('payment_method', '=', 'stripe').where('payment_reference', '=', reference).executeTakeFirst();

/** A user's order ids, oldest first (the data export). */
export const userOrderIds = (db: Database, userId: number) =>
  db.selectFrom('orders').select('id').where('user_id', '=', userId).orderBy('id').execute();

/** A user's orders' addresses (anonymised when the account is deleted). */
export const userOrderAddresses = (db: Database, userId: number) =>
  db.selectFrom('orders').select(['id', 'shipping_address', 'billing_address']).where('user_id', '=', userId).execute();

export const deleteUserIdempotencyKeys = (db: Database, userId: number) =>
  db.deleteFrom('idempotency_keys').where('user_id', '=', userId).execute();

/** Inserts timeline entries in one statement; answers them as stored, by id. */
export const insertEvents = async (db: Database, rows: Insertable<OrderEventsTable>[]): Promise<OrderEventRow[]> =>
  byId(await insertEventRows(db, rows));
const insertEventRows = compiledOnce((db: Database, rows: Insertable<OrderEventsTable>[]) =>
  db.insertInto('order_events').values(rows).returningAll(),
);

/** Counts (or, negative, gives back) a refund's net and tax against one of the order's tax lines. */
export const adjustTaxRefund = (db: Database, orderTaxId: number, net: number, tax: number) =>
  db
    .updateTable('order_taxes')
    .set((eb) => ({ refunded_net: eb('refunded_net', '+', net), refunded_tax: eb('refunded_tax', '+', tax) }))
    .where('id', '=', orderTaxId)
    .execute();
