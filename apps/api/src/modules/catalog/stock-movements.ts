import type { StockReason } from '@shopwright/shared/admin';
import type { Database } from '../../db/database';
import { nowIso } from '../../lib/time';

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

/** Who moved stock and why: recorded with the movement. */
export interface MovementBy {
  reason: StockReason;
  actorId: number;
  note?: string;
}

/**
 * Records one change of a product's stock; a "change" to the same value is not one. Called by the
 * catalog's stock writes in the transaction that changes the stock, so the history and the stock
 * never disagree. (The history is an admin page, never cached: nothing to announce.)
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
