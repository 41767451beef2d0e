import { sql, type SqlBool, type Updateable } from 'kysely';
import type { DiscountStatus } from '@shopwright/shared/admin';
import type { Database } from '../../../db/database';
import type { DiscountCodesTable } from '../../checkout/checkout.table';
import { offsetOf, type PageRequest } from '../admin-pagination';

export interface DiscountFilter {
  q?: string;
  status?: DiscountStatus;
}

/**
 * A code's status at `now` (ISO text, compared as text like every stored moment), in the order
 * checkout refuses codes; shared by the list, its filter and the detail so they always agree.
 */
const statusAt = (now: string) => sql<DiscountStatus>`case
  when active <> 1 then 'inactive'
  when starts_at is not null and starts_at > ${now} then 'scheduled'
  when ends_at is not null and ends_at <= ${now} then 'expired'
  when usage_limit is not null and times_used >= usage_limit then 'used_up'
  else 'active' end`;

/** Codes hold only A-Z, 0-9, `-` and `_`; `_` (and `%`) typed in a search are literal, not wildcards. */
const codePattern = (q: string) => `%${q.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function discounts(db: Database, filter: DiscountFilter, now: string) {
  let query = db.selectFrom('discount_codes');
  if (filter.q) query = query.where(sql<SqlBool>`upper(code) like ${codePattern(filter.q)} escape '\\'`);
  if (filter.status) query = query.where(statusAt(now), '=', filter.status);
  return query;
}

const COLUMNS = [
  'id',
  'code',
  'kind',
  'value',
  'min_subtotal',
  'starts_at',
  'ends_at',
  'usage_limit',
  'amounts',
  'times_used',
  'active',
  'created_at',
  'updated_at',
] as const;

/** Newest first. */
export const listDiscounts = (db: Database, filter: DiscountFilter, page: PageRequest, now: string) =>
  discounts(db, filter, now)
    .select([...COLUMNS, statusAt(now).as('status')])
    .orderBy('id', 'desc')
    .limit(page.page_size)
    .offset(offsetOf(page))
    .execute();
export type DiscountListRow = Awaited<ReturnType<typeof listDiscounts>>[number];

export async function countDiscounts(db: Database, filter: DiscountFilter, now: string): Promise<number> {
  const row = await discounts(db, filter, now)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findDiscount = (db: Database, id: number, now: string) =>
  db
    .selectFrom('discount_codes')
    .select([...COLUMNS, statusAt(now).as('status')])
    .where('id', '=', id)
    .executeTakeFirst();

/** Another code with the same letters, whatever their case. */
export async function codeTaken(db: Database, code: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('discount_codes')
    .select('id')
    .where(sql<string>`upper(code)`, '=', code.toUpperCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Whether any order (cancelled ones too) carries the code. */
export async function hasOrders(db: Database, id: number): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id').where('discount_id', '=', id).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Writes an edit. A new usage limit is only written while the code has not been used more often
 * (an order may claim a use meanwhile): false when it has.
 */
export async function updateDiscount(db: Database, id: number, changes: Updateable<DiscountCodesTable>): Promise<boolean> {
  let query = db.updateTable('discount_codes').set(changes).where('id', '=', id);
  if (typeof changes.usage_limit === 'number') query = query.where('times_used', '<=', changes.usage_limit);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Switches a code on or off; false when it already was. */
export async function setActive(db: Database, id: number, active: boolean, now: string): Promise<boolean> {
  const result = await db
    .updateTable('discount_codes')
    .set({ active: active ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .where('active', '=', active ? 0 : 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The money the code took off the orders that use it now, in cents. */
export async function totalDiscounted(db: Database, id: number): Promise<number> {
  const row = await db
    .selectFrom('discount_usages')
    .innerJoin('orders', 'orders.id', 'discount_usages.order_id')
    .select((eb) => eb.fn.sum<number | string | null>('orders.discount_total').as('total'))
    .where('discount_usages.discount_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

/** The orders that used a code, newest use first, with their customer while the account exists. */
export const listUsages = (db: Database, id: number, page: PageRequest) =>
  db
    .selectFrom('discount_usages')
    .innerJoin('orders', 'orders.id', 'discount_usages.order_id')
    .leftJoin('users', 'users.id', 'discount_usages.user_id')
    .select([
      'discount_usages.id',
      'discount_usages.order_id',
      'discount_usages.user_id',
      'discount_usages.created_at',
      'orders.discount_total',
      'orders.total',
      'orders.status',
      'users.email',
      'users.first_name',
      'users.last_name',
    ])
    .where('discount_usages.discount_id', '=', id)
    .orderBy('discount_usages.id', 'desc')
    .limit(page.page_size)
    .offset(offsetOf(page))
    .execute();

export async function countUsages(db: Database, id: number): Promise<number> {
  const row = await db
    .selectFrom('discount_usages')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('discount_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
