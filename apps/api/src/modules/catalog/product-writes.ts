import { sql } from 'kysely';
import { PRODUCT_LIMITS } from '@shopwright/shared/admin';
import type { Database, Dialect } from '../../db/database';
import { fieldError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { ProductsTable } from './catalog.table';
import { catalogChanged, productUpdated, stockMoved } from './catalog-changes';
import { insertOptions, insertProduct, type NewProduct } from './products.repo';
import { lockStock } from './stock.repo';
import { recordStockMovement, type MovementBy } from './stock-movements';
import { refreshProductTotals, sellableVariants, syncVariants } from './variants.repo';

/** The columns of a product that an edit sets; counters and "from" prices are the catalog's own. */
export type ProductColumns = Partial<
  Omit<
    ProductsTable,
    'id' | 'subscribers' | 'units_sold' | 'rating_average' | 'rating_count' | 'date_added' | 'price_varies' | 'tax_category' | 'kind'
  >
> & { tax_category?: string; kind?: 'physical' | 'gift_card' };

const updateColumns = (db: Database, id: number, set: ProductColumns) => db.updateTable('products').set(set).where('id', '=', id).execute();

/**
 * A new product with its options and variants (its stock spread over them), each variant's first
 * stock movement and `product.updated`, in the caller's transaction; answers its id.
 */
export async function createProduct(trx: Database, product: NewProduct, by: MovementBy): Promise<number> {
  const id = await insertProduct(trx, product);
  if (product.kind === 'gift_card') {
    await fillGiftCardStock(trx, id);
    await productUpdated(trx, id);
    return id;
  }
  for (const v of await sellableVariants(trx, [id])) {
    await recordStockMovement(trx, {
      product_id: id,
      variant_id: v.id,
      stock_before: 0,
      stock_after: Number(v.stock),
      reason: by.reason,
      actor_id: by.actorId,
    });
  }
  await productUpdated(trx, id);
  return id;
}

export interface ProductEdit {
  columns: ProductColumns;
  /** The new colours and sizes; undefined: unchanged. */
  colors?: Array<{ name: string; hex: string | null }>;
  sizes?: string[];
  /** A product-level stock edit, which only a product with one variant accepts. */
  stock?: MovementBy & { value: number };
}

const VARIANT_STOCK_PER_VARIANT = (n: number) => `This product has ${n} variants: set the stock of each variant instead.`;

/**
 * Sets the stock of a product's only variant. A product with several variants keeps per-variant
 * stock (its total is derived), so only the unchanged total is accepted (400 on `stock` otherwise).
 */
async function setSingleVariantStock(trx: Database, productId: number, stock: ProductEdit['stock'] & {}, total: number) {
  const variants = await sellableVariants(trx, [productId]);
  if (variants.length !== 1) {
    if (stock.value === total) return;
    throw fieldError('stock', VARIANT_STOCK_PER_VARIANT(variants.length));
  }
  const only = variants[0]!;
  await trx.updateTable('product_variants').set({ stock: stock.value, updated_at: nowIso() }).where('id', '=', only.id).execute();
  await recordStockMovement(trx, {
    product_id: productId,
    variant_id: only.id,
    stock_before: Number(only.stock),
    stock_after: stock.value,
    reason: stock.reason,
    note: stock.note,
    actor_id: stock.actorId,
  });
}

/**
 * An edit of a product in the caller's transaction: its columns, options (variants follow: new
 * combinations start with no stock, ones that left are retired or deleted) and stock, then
 * `product.updated` and `stock.low` when the total crossed the threshold. Answers the stock
 * before and after (read under the product row's lock); `product` is the row as the caller read it.
 */
export async function updateProduct(trx: Database, dialect: Dialect, product: { id: number; stock: number }, edit: ProductEdit) {
  const locked = await lockStock(trx, product.id, dialect === 'postgres');
  const stockBefore = locked?.stock ?? product.stock;
  await updateColumns(trx, product.id, edit.columns);
  if (edit.colors) await trx.deleteFrom('product_colors').where('product_id', '=', product.id).execute();
  if (edit.sizes) await trx.deleteFrom('product_sizes').where('product_id', '=', product.id).execute();
  await insertOptions(trx, product.id, edit.colors ?? [], edit.sizes ?? []);
  if (edit.stock) await setSingleVariantStock(trx, product.id, edit.stock, stockBefore);
  await syncVariants(trx, product.id);
  await fillGiftCardStock(trx, product.id);
  const stockAfter = (await lockStock(trx, product.id, false))?.stock ?? stockBefore;
  await productUpdated(trx, product.id);
  await stockMoved(trx, product.id, stockBefore, stockAfter);
  return { stockBefore, stockAfter };
}

/**
 * A gift card is never sold out and its stock is never counted (ADR 025): each of its variants,
 * new ones included, holds the largest stock, which orders do not take. No movement is recorded.
 */
async function fillGiftCardStock(trx: Database, productId: number): Promise<void> {
  const row = await trx.selectFrom('products').select('kind').where('id', '=', productId).executeTakeFirst();
  if (row?.kind !== 'gift_card') return;
  await trx
    .updateTable('product_variants')
    .set({ stock: PRODUCT_LIMITS.stock })
    .where('product_id', '=', productId)
    .where('retired_at', 'is', null)
    .execute();
  await refreshProductTotals(trx, [productId], { prices: false });
}

/** Records who changed a product last and when (its pictures changed, say). */
export async function touchProduct(db: Database, productId: number, actorId: number): Promise<void> {
  await updateColumns(db, productId, { modified_by: actorId, modified_date: nowIso() });
  await catalogChanged(db);
}

/** Removes a product for good: its options, variants and pictures go with it (foreign keys). */
export async function deleteProduct(db: Database, id: number): Promise<void> {
  await db.deleteFrom('products').where('id', '=', id).execute();
  await catalogChanged(db);
}

/**
 * Publishes or unpublishes the products whose flag differs, each with `product.updated`; answers
 * those changed with their stock, in id order.
 */
export async function setPublished(db: Database, ids: number[], published: boolean, actorId: number, now: string) {
  const changing = await db
    .selectFrom('products')
    .select(['id', 'stock'])
    .where('id', 'in', ids)
    .where('published', '=', published ? 0 : 1)
    .orderBy('id')
    .execute();
  if (changing.length === 0) return changing;
  await db
    .updateTable('products')
    .set({ published: published ? 1 : 0, modified_by: actorId, modified_date: now })
    .where(
      'id',
      'in',
      changing.map((r) => r.id),
    )
    .execute();
  for (const row of changing) await productUpdated(db, row.id);
  return changing;
}

/** A renamed category or brand: its products are found by the new name (their search keywords hold it). */
export async function renameInKeywords(db: Database, column: 'category_id' | 'brand_id', id: number, from: string, to: string) {
  await db
    .updateTable('products')
    .set({ search_keywords: sql<string>`replace(search_keywords, ${from}, ${to})` })
    .where(column, '=', id)
    .execute();
  await catalogChanged(db);
}
