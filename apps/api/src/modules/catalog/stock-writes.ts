import { compiledOnce } from '../../db/compiled-once';
import type { Database } from '../../db/database';
import { nowIso } from '../../lib/time';
import { catalogChanged, stockChanged, stockMoved } from './catalog-changes';

/**
 * Stock taken by orders and given back: the catalog's writes that orders call, in the order's own
 * transaction. Callers take and return several variants in (product, variant) order, so racing
 * orders lock rows in the same order and cannot deadlock.
 */

/**
 * Takes `quantity` units of a variant and counts them sold, only if that many are left and the
 * variant and product are still for sale. The conditions sit in the updates, so racing buyers can
 * never take the stock below zero: null means "not enough" (the caller rolls back), otherwise the
 * variant's units left. The product's total (products.stock, the sum of its variants) goes down
 * in the same transaction, and `stock.low` is written when the variant crosses the threshold.
 */
export async function takeStock(db: Database, productId: number, variantId: number, quantity: number): Promise<number | null> {
  const [variant] = await takeVariantUnits(db, productId, variantId, quantity);
  if (!variant) return null;
  const product = await takeProductUnits(db, productId, quantity, nowIso());
  if (product.length !== 1) {
    await catalogChanged(db);
    return null;
  }
  const remaining = Number(variant.stock);
  await stockMoved(db, productId, remaining + quantity, remaining, variantId, { sale: true });
  return remaining;
}
// Every order line runs these two (compiledOnce, issue 29).
const takeVariantUnits = compiledOnce((db: Database, productId: number, variantId: number, quantity: number) =>
  db
    .updateTable('product_variants')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', variantId)
    .where('product_id', '=', productId)
    .where('stock', '>=', quantity)
    .where('retired_at', 'is', null)
    .returning('stock'),
);
const takeProductUnits = compiledOnce((db: Database, productId: number, quantity: number, now: string) =>
  db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', quantity), units_sold: eb('units_sold', '+', quantity), changed_at: now }))
    .where('id', '=', productId)
    .where('published', '=', 1)
    .returning('id'),
);

/**
 * Puts units back to the variant sold (a cancelled order) and answers the variant's stock before,
 * or null if it is gone. A retired variant gets its units back but they do not count in the total.
 */
export async function returnStock(db: Database, productId: number, variantId: number | null, quantity: number): Promise<number | null> {
  const row =
    variantId === null
      ? undefined
      : await db
          .updateTable('product_variants')
          .set((eb) => ({ stock: eb('stock', '+', quantity) }))
          .where('id', '=', variantId)
          .returning(['stock', 'retired_at'])
          .executeTakeFirst();
  const counted = row !== undefined && row.retired_at === null;
  await db
    .updateTable('products')
    .set((eb) => ({
      stock: counted ? eb('stock', '+', quantity) : eb.ref('stock'),
      units_sold: eb('units_sold', '-', quantity),
      changed_at: nowIso(),
    }))
    .where('id', '=', productId)
    .execute();
  // Units back to a sellable variant that had none bring it (and maybe the product) back in stock.
  await stockChanged(db, { product: productId, flipped: counted && Number(row.stock) === quantity, sale: true });
  return row ? Number(row.stock) - quantity : null;
}

/** A variant's stock and whether it and its product are still for sale (what a refused take reports). */
export const variantStock = (db: Database, variantId: number) =>
  db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.stock', 'v.retired_at', 'p.published'])
    .where('v.id', '=', variantId)
    .executeTakeFirst();
