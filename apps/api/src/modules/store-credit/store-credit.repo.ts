import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Database } from '../../db/database';
import type { StoreCreditMovementsTable } from './store-credit.table';

/**
 * The store credit tables' SQL (migration 0018). Balances only move through `addToBalance`,
 * a single conditional statement, so concurrent spends can never take a balance below zero.
 */

/**
 * Adds `amount` (signed minor units) to the customer's balance in `currency` and answers the
 * balance after, or null when a deduction would take it below zero (nothing changed then).
 */
export async function addToBalance(db: Database, userId: number, currency: string, amount: number, now: string): Promise<number | null> {
  if (amount > 0) {
    const row = await db
      .insertInto('store_credit_balances')
      .values({ user_id: userId, currency, balance: amount, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['user_id', 'currency']).doUpdateSet({ balance: sql`store_credit_balances.balance + ${amount}`, updated_at: now }),
      )
      .returning('balance')
      .executeTakeFirstOrThrow();
    return Number(row.balance);
  }
  const row = await db
    .updateTable('store_credit_balances')
    .set({ balance: sql`balance + ${amount}`, updated_at: now })
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .where('balance', '>=', -amount)
    .returning('balance')
    .executeTakeFirst();
  return row ? Number(row.balance) : null;
}

/** The customer's balance in `currency` (0 without a row). Every quote reads it, so it is compiled once (issue 29). */
export async function balanceOf(db: Database, userId: number, currency: string): Promise<number> {
  const [row] = await balanceRow(db, userId, currency);
  return row ? Number(row.balance) : 0;
}
const balanceRow = compiledOnce((db: Database, userId: number, currency: string) =>
  db.selectFrom('store_credit_balances').select('balance').where('user_id', '=', userId).where('currency', '=', currency),
);

export const balancesOf = (db: Database, userId: number) =>
  db.selectFrom('store_credit_balances').select(['currency', 'balance']).where('user_id', '=', userId).orderBy('currency').execute();

export async function insertMovement(db: Database, row: Omit<StoreCreditMovementsTable, 'id'>): Promise<number> {
  return (await db.insertInto('store_credit_movements').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** The movement written under a key, if any (a refund or an undo already done). */
export const movementByKey = (db: Database, key: string) =>
  db.selectFrom('store_credit_movements').select(['id', 'balance_after']).where('key', '=', key).executeTakeFirst();

export async function countMovements(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('store_credit_movements')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of the customer's ledger, newest first, with each order's number. */
export const movementsPage = (db: Database, userId: number, limit: number, offset: number) =>
  db
    .selectFrom('store_credit_movements as m')
    .leftJoin('orders as o', 'o.id', 'm.order_id')
    .select([
      'm.id',
      'm.currency',
      'm.amount',
      'm.balance_after',
      'm.kind',
      'm.reason',
      'm.order_id',
      'm.return_id',
      'm.created_at',
      'o.id as order_exists',
    ])
    .where('m.user_id', '=', userId)
    .orderBy('m.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const movementDetailsByKey = (db: Database, key: string) =>
  db.selectFrom('store_credit_movements').select(['user_id', 'currency', 'order_id']).where('key', '=', key).executeTakeFirst();
