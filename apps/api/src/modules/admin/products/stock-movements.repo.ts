import type { StockReason } from '@shopwright/shared/admin';
import type { Database } from '../../../db/database';
import { nowIso } from '../../../lib/time';
import { offsetOf, type PageRequest } from '../admin-pagination';

export interface StockChange {
  product_id: number;
  variant_id?: number | null;
  stock_before: number;
  stock_after: number;
  reason: StockReason;
  note?: string | null;
  actor_id?: number | null;
  order_id?: number | null;
}

/**
 * Records one change of a product's stock; a "change" to the same value is not one. Call it in
 * the transaction that changes the stock, so the history and the stock never disagree.
 */
export async function recordStockMovement(db: Database, change: StockChange): Promise<void> {
  if (change.stock_before === change.stock_after) return;
  await db
    .insertInto('stock_movements')
    .values({
      product_id: change.product_id,
      variant_id: change.variant_id ?? null,
      stock_before: change.stock_before,
      stock_after: change.stock_after,
      reason: change.reason,
      note: change.note ?? null,
      actor_id: change.actor_id ?? null,
      order_id: change.order_id ?? null,
      created_at: nowIso(),
    })
    .execute();
}

/** A product's stock history (every variant's), newest first, with the acting admin and the variant. */
export function movementPage(db: Database, productId: number, page: PageRequest) {
  return db
    .selectFrom('stock_movements as s')
    .leftJoin('users as u', 'u.id', 's.actor_id')
    .leftJoin('product_variants as v', 'v.id', 's.variant_id')
    .select(['v.id as variant_id', 'v.sku', 'v.color', 'v.size'])
    .select(['s.id', 's.stock_before', 's.stock_after', 's.reason', 's.note', 's.order_id', 's.actor_id', 's.created_at'])
    .select(['u.email as actor_email', 'u.first_name as actor_first_name', 'u.last_name as actor_last_name'])
    .where('s.product_id', '=', productId)
    .orderBy('s.id', 'desc')
    .limit(page.page_size)
    .offset(offsetOf(page))
    .execute();
}

export async function countMovements(db: Database, productId: number): Promise<number> {
  const row = await db
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
