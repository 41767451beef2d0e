import { sql } from 'kysely';
import type { ReturnStatus } from '@shopwright/shared/returns';
import type { Database, Dialect } from '../../db/database';
import type { NewReturnLine, ReturnEventsTable, ReturnRow, ReturnsTable } from './returns.table';
import type { Insertable, Updateable } from 'kysely';

/** The returns module's SQL: its own tables, and the reads of orders and variants it needs. */

/** Statuses whose lines count against what an order line can still return. */
export const HOLDING: ReturnStatus[] = ['requested', 'approved', 'received', 'refunded', 'credited', 'exchanged'];

export const findReturn = (db: Database, id: number) => db.selectFrom('returns').selectAll().where('id', '=', id).executeTakeFirst();

export const findReturnByNumber = (db: Database, number: string) =>
  db.selectFrom('returns').selectAll().where('number', '=', number).executeTakeFirst();

/** The return's row, locked until the transaction ends (SQLite's BEGIN IMMEDIATE already serialises writers). */
export const lockReturn = (db: Database, dialect: Dialect, id: number) =>
  db
    .selectFrom('returns')
    .selectAll()
    .where('id', '=', id)
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();

export const findByRequestKey = (db: Database, orderId: number, key: string) =>
  db.selectFrom('returns').selectAll().where('order_id', '=', orderId).where('request_key', '=', key).executeTakeFirst();

export async function insertReturn(db: Database, row: Insertable<ReturnsTable>): Promise<number> {
  const inserted = await db.insertInto('returns').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export const updateReturn = (db: Database, id: number, changes: Updateable<ReturnsTable>) =>
  db.updateTable('returns').set(changes).where('id', '=', id).execute();

export const insertLines = (db: Database, rows: NewReturnLine[]) => db.insertInto('return_lines').values(rows).execute();

export const returnLines = (db: Database, returnId: number) =>
  db.selectFrom('return_lines').selectAll().where('return_id', '=', returnId).orderBy('id').execute();

export const updateLine = (db: Database, id: number, changes: Updateable<import('./returns.table').ReturnLinesTable>) =>
  db.updateTable('return_lines').set(changes).where('id', '=', id).execute();

/**
 * Receives `quantity` more units of a line only if that many are still expected: the condition
 * sits in the update, so two receipts racing cannot receive more than was asked.
 */
export async function receiveUnits(db: Database, lineId: number, quantity: number, restock: boolean): Promise<boolean> {
  const result = await db
    .updateTable('return_lines')
    .set((eb) => ({
      received_quantity: eb('received_quantity', '+', quantity),
      restocked_quantity: restock ? eb('restocked_quantity', '+', quantity) : eb.ref('restocked_quantity'),
    }))
    .where('id', '=', lineId)
    .where(sql<boolean>`received_quantity + ${quantity} <= quantity`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const insertEvent = (db: Database, row: Insertable<ReturnEventsTable>) => db.insertInto('return_events').values(row).execute();

export const returnEvents = (db: Database, returnId: number) =>
  db.selectFrom('return_events').selectAll().where('return_id', '=', returnId).orderBy('id').execute();

/** Units of each line of the order that returns still holding them claim (open or settled ones). */
export async function claimedByLine(db: Database, orderId: number, exceptReturnId?: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('return_lines as l')
    .innerJoin('returns as r', 'r.id', 'l.return_id')
    .select(['l.order_line_id', sql<number>`sum(l.quantity)`.as('units')])
    .where('r.order_id', '=', orderId)
    .where('r.status', 'in', HOLDING)
    .$if(exceptReturnId !== undefined, (q) => q.where('r.id', '!=', exceptReturnId!))
    .groupBy('l.order_line_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.order_line_id), Number(r.units)]));
}

/** Per order line, the units settled (refunded or credited) and the money and tax paid out for them, by every return of the order. */
export async function settledByLine(
  db: Database,
  orderId: number,
): Promise<Map<number, { quantity: number; amount: number; tax: number }>> {
  const rows = await db
    .selectFrom('return_lines as l')
    .innerJoin('returns as r', 'r.id', 'l.return_id')
    .select([
      'l.order_line_id',
      sql<number>`sum(l.settled_quantity)`.as('quantity'),
      sql<number>`sum(l.settled_amount)`.as('amount'),
      sql<number>`sum(l.settled_tax)`.as('tax'),
    ])
    .where('r.order_id', '=', orderId)
    .where('l.resolution', '!=', 'exchange')
    .groupBy('l.order_line_id')
    .execute();
  return new Map(
    rows.map((r) => [Number(r.order_line_id), { quantity: Number(r.quantity), amount: Number(r.amount), tax: Number(r.tax) }]),
  );
}

/** Shipping already paid back by the order's returns. */
export async function shippingRefunded(db: Database, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('returns')
    .select(sql<number>`coalesce(sum(shipping_amount), 0)`.as('total'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export const orderReturns = (db: Database, orderId: number) =>
  db.selectFrom('returns').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').execute();

/** Units per return (for lists). */
export async function itemCounts(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('return_lines')
    .select(['return_id', sql<number>`sum(quantity)`.as('units')])
    .where('return_id', 'in', ids)
    .groupBy('return_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.return_id), Number(r.units)]));
}

export interface ReturnFilter {
  userId?: number;
  status?: ReturnStatus;
  since?: string;
  until?: string;
  returnId?: number;
  orderId?: number;
}

const filtered = (db: Database, f: ReturnFilter) =>
  db
    .selectFrom('returns as r')
    .$if(f.userId !== undefined, (q) => q.where('r.user_id', '=', f.userId!))
    .$if(f.status !== undefined, (q) => q.where('r.status', '=', f.status!))
    .$if(f.since !== undefined, (q) => q.where('r.created_at', '>=', f.since!))
    .$if(f.until !== undefined, (q) => q.where('r.created_at', '<', f.until!))
    .$if(f.returnId !== undefined, (q) => q.where('r.id', '=', f.returnId!))
    .$if(f.orderId !== undefined, (q) => q.where('r.order_id', '=', f.orderId!));

export async function listReturns(
  db: Database,
  f: ReturnFilter,
  page: { page: number; page_size: number },
): Promise<{ rows: Array<ReturnRow & { email: string | null; first_name: string | null; last_name: string | null }>; count: number }> {
  const [rows, total] = await Promise.all([
    filtered(db, f)
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .selectAll('r')
      .select(['u.email', 'u.first_name', 'u.last_name'])
      .orderBy('r.id', 'desc')
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size)
      .execute(),
    filtered(db, f)
      .select(sql<number>`count(*)`.as('count'))
      .executeTakeFirst(),
  ]);
  return { rows, count: Number(total?.count ?? 0) };
}

export async function countsByStatus(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('returns')
    .select(['status', sql<number>`count(*)`.as('count')])
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.count)]));
}

/** When the order was delivered: its latest `delivered` timeline event. */
export async function deliveredAt(db: Database, orderId: number): Promise<string | null> {
  const row = await db
    .selectFrom('order_events')
    .select('created_at')
    .where('order_id', '=', orderId)
    .where('type', '=', 'delivered')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.created_at ?? null;
}

/** A variant with its product's state and its selling price (its own sale price, else the product's). */
export const variantsOf = (db: Database, productId: number) =>
  db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select([
      'v.id',
      'v.product_id',
      'v.sku',
      'v.color',
      'v.size',
      'v.stock',
      'v.retired_at',
      'p.published',
      sql<number>`coalesce(v.sale_price, p.base_sale_price)`.as('price'),
    ])
    .where('v.product_id', '=', productId)
    .orderBy('v.position')
    .orderBy('v.id')
    .execute();

export const variantById = (db: Database, variantId: number) =>
  db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select([
      'v.id',
      'v.product_id',
      'v.sku',
      'v.color',
      'v.size',
      'v.stock',
      'v.retired_at',
      'p.published',
      sql<number>`coalesce(v.sale_price, p.base_sale_price)`.as('price'),
    ])
    .where('v.id', '=', variantId)
    .executeTakeFirst();

export const customerOf = (db: Database, userId: number) =>
  db.selectFrom('users').select(['id', 'email', 'first_name', 'last_name', 'deleted_at']).where('id', '=', userId).executeTakeFirst();
