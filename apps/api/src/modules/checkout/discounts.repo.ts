import type { Database } from '../../db/database';
import type { NewDiscount } from './checkout.table';

/** A discount code by its upper-case code. */
export const findDiscount = (db: Database, code: string) =>
  db.selectFrom('discount_codes').selectAll().where('code', '=', code).executeTakeFirst();

export async function insertDiscount(db: Database, discount: NewDiscount): Promise<number> {
  const row = await db.insertInto('discount_codes').values(discount).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function countDiscounts(db: Database): Promise<number> {
  const row = await db
    .selectFrom('discount_codes')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Counts one use, only while the code is active and below its limit: the condition sits in the
 * update itself, so racing orders can never use a code more often than allowed.
 */
export async function claimDiscountUse(db: Database, discountId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('discount_codes')
    .set((eb) => ({ times_used: eb('times_used', '+', 1), updated_at: now }))
    .where('id', '=', discountId)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const recordDiscountUse = (db: Database, use: { discount_id: number; order_id: number; user_id: number; created_at: string }) =>
  db.insertInto('discount_usages').values(use).execute();

/** Gives back the use an order made (the order was cancelled). */
export async function releaseDiscountUse(db: Database, discountId: number, orderId: number, now: string): Promise<void> {
  const deleted = await db
    .deleteFrom('discount_usages')
    .where('discount_id', '=', discountId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) return;
  await db
    .updateTable('discount_codes')
    .set((eb) => ({ times_used: eb('times_used', '-', 1), updated_at: now }))
    .where('id', '=', discountId)
    .where('times_used', '>', 0)
    .execute();
}
