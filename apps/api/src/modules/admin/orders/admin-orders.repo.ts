import { sql, type SqlBool } from 'kysely';
import type { AdminOrderSort } from '@shopwright/shared/admin';
import type { OrderStatus, PaymentStatus } from '@shopwright/shared/orders';
import type { Database } from '../../../db/database';
import { offsetOf, type PageRequest } from '../admin-pagination';
import { inBase } from '../reports/sales.repo';
import type { NewOrderNote } from './order-notes.table';

export interface OrderFilter {
  status?: OrderStatus;
  payment_status?: PaymentStatus;
  payment_method?: 'card' | 'pay_later' | 'stripe';
  /** Placed at or after `since`, before `until` (stored timestamps). */
  since?: string;
  until?: string;
  customerId?: number;
  /** Part of the account's or the order's e-mail, any case. */
  customerEmail?: string;
  /** Digits the order number (`SW-1000xx` without its prefix) contains. */
  numberDigits?: string;
  /** Changed at or after this time (`updated_since` of pollers). */
  updatedSince?: string;
  /** Leaves cancelled orders out (pay later: they wait for nothing). */
  openOnly?: boolean;
}

/** `%` and `_` typed in a search are literal characters, not wildcards. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matching(db: Database, f: OrderFilter) {
  return db
    .selectFrom('orders as o')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .where((eb) => {
      const all = [];
      if (f.status) all.push(eb('o.status', '=', f.status));
      if (f.openOnly) all.push(eb('o.status', '<>', 'cancelled'));
      if (f.payment_status) all.push(eb('o.payment_status', '=', f.payment_status));
      if (f.payment_method) all.push(eb('o.payment_method', '=', f.payment_method));
      if (f.since) all.push(eb('o.placed_at', '>=', f.since));
      if (f.until) all.push(eb('o.placed_at', '<', f.until));
      if (f.updatedSince) all.push(eb('o.updated_at', '>=', f.updatedSince));
      if (f.customerId !== undefined) all.push(eb('o.user_id', '=', f.customerId));
      if (f.customerEmail) {
        const pattern = likePattern(f.customerEmail);
        all.push(sql<SqlBool>`(lower(u.email) like ${pattern} escape '\\' or lower(o.email) like ${pattern} escape '\\')`);
      }
      if (f.numberDigits) all.push(sql<SqlBool>`cast(o.id + 100000 as varchar(20)) like ${`%${f.numberDigits}%`}`);
      return eb.and(all);
    });
}

const SORTS: Record<AdminOrderSort, { column: 'o.id' | 'o.total'; direction: 'asc' | 'desc' }> = {
  '-placed_at': { column: 'o.id', direction: 'desc' },
  placed_at: { column: 'o.id', direction: 'asc' },
  '-total': { column: 'o.total', direction: 'desc' },
  total: { column: 'o.total', direction: 'asc' },
};

/** One page of matching orders with their customer and unit count; ids break ties (they follow the time of placing). */
export function listOrders(db: Database, f: OrderFilter, sort: AdminOrderSort, page: PageRequest) {
  const { column, direction } = SORTS[sort];
  return matching(db, f)
    .select([
      'o.id',
      'o.status',
      'o.payment_status',
      'o.payment_method',
      'o.currency',
      'o.total',
      'o.refunded_total',
      'o.market',
      // The total in the base currency by the reports' rule (ADR 029), beside the one charged.
      inBase(sql.ref('o.total')).as('total_base'),
      'o.placed_at',
      'o.user_id',
      'o.email as order_email',
      'u.email',
      'u.first_name',
      'u.last_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('order_lines as l')
        .select((e) => e.fn.sum<number>('l.quantity').as('n'))
        .whereRef('l.order_id', '=', 'o.id')
        .as('item_count'),
    )
    .orderBy(column, direction)
    .orderBy('o.id', direction)
    .limit(page.page_size)
    .offset(offsetOf(page))
    .execute();
}
export type OrderListRow = Awaited<ReturnType<typeof listOrders>>[number];

/** How many orders match and what they total (cents). */
export async function orderTotals(db: Database, f: OrderFilter): Promise<{ count: number; total: number }> {
  const row = await matching(db, f)
    .select([sql<number>`count(*)`.as('n'), sql<number>`sum(o.total)`.as('total')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), total: Number(row.total ?? 0) };
}

/** The account that placed the order. */
export const orderCustomer = (db: Database, userId: number) =>
  db.selectFrom('users').select(['id', 'email', 'first_name', 'last_name', 'deleted_at']).where('id', '=', userId).executeTakeFirst();

/** The latest reminder sent for each of the orders. */
export async function lastReminders(db: Database, orderIds: number[], type: string): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_events')
    .select(['order_id', (eb) => eb.fn.max('created_at').as('at')])
    .where('order_id', 'in', orderIds)
    .where('type', '=', type)
    .groupBy('order_id')
    .execute();
  return new Map(rows.map((r) => [r.order_id, String(r.at)]));
}

/** The order's notes, oldest first, with each author while the account exists. */
export const listNotes = (db: Database, orderId: number) =>
  db
    .selectFrom('order_notes as n')
    .leftJoin('users as u', 'u.id', 'n.author_id')
    .select(['n.id', 'n.body', 'n.created_at', 'n.author_id', 'u.email', 'u.first_name', 'u.last_name'])
    .where('n.order_id', '=', orderId)
    .orderBy('n.id')
    .execute();

export async function insertNote(db: Database, note: NewOrderNote): Promise<number> {
  const row = await db.insertInto('order_notes').values(note).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
