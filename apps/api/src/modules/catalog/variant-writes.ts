import type { Database } from '../../db/database';
import { catalogChanged, productUpdated, stockMoved } from './catalog-changes';
import { recordStockMovement, type MovementBy } from './stock-movements';
import { onlyStock, updateVariant, type VariantChange } from './variants.repo';

/** A variant's change: its columns, its own weight (grams, null: the product's; undefined: unchanged). */
export interface VariantEdit {
  productId: number;
  /** The variant as it was before (its stock is the movement's "before"). */
  variant: { id: number; stock: number };
  change: VariantChange;
  weight?: number | null;
}

/** The columns, the product's totals, the weight and the stock movement, in the caller's transaction. */
async function writeVariant(trx: Database, edit: VariantEdit, by: MovementBy): Promise<void> {
  const { productId, variant, change, weight } = edit;
  await updateVariant(trx, productId, variant.id, change);
  if (weight !== undefined) await trx.updateTable('product_variants').set({ weight }).where('id', '=', variant.id).execute();
  if (change.stock !== undefined) {
    await recordStockMovement(trx, {
      product_id: productId,
      variant_id: variant.id,
      stock_before: Number(variant.stock),
      stock_after: change.stock,
      reason: by.reason,
      note: by.note,
      actor_id: by.actorId,
    });
  }
}

/**
 * An admin's edit of one variant: written with its stock movement, then `stock.low` when its
 * stock crossed the threshold and `product.updated` (webhook outbox).
 */
export async function editVariant(trx: Database, edit: VariantEdit, by: MovementBy): Promise<void> {
  await writeVariant(trx, edit, by);
  if (edit.change.stock !== undefined)
    await stockMoved(trx, edit.productId, Number(edit.variant.stock), edit.change.stock, edit.variant.id);
  // A stock edit alone keeps the other products' cached answers (ADR 031): stockMoved told the caches.
  await productUpdated(trx, edit.productId, {
    onlyStock: edit.change.stock !== undefined && edit.weight === undefined && onlyStock(edit.change),
  });
}

/** A variant row of a product import: written with its stock movement (the import's product write sends `product.updated`). */
export async function importVariant(trx: Database, edit: VariantEdit, by: MovementBy): Promise<void> {
  await writeVariant(trx, edit, by);
  await catalogChanged(trx);
}
