import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { nowIso } from '../../lib/time';
import { catalogChanged, stockChanged } from './catalog-changes';
import { repriceProducts } from './market-prices';
import { combinations, optionKey, skuFor, spreadStock, type OptionName } from './variant-plan';

/**
 * Variant reads and writes of the catalog module (the one owner of product_variants). Whoever
 * changes a variant's stock or price calls refreshProductTotals in the same transaction, so
 * products.stock (sum) and products.regular_price / sale_price (the "from" prices) stay true,
 * and the change is announced (catalog-changes.ts).
 */

/** A variant's effective prices: its own, else the product's base prices (cents). */
export const effectivePrice = sql<number>`coalesce(v.price, p.base_price)`;
export const effectiveSalePrice = sql<number>`coalesce(v.sale_price, p.base_sale_price)`;

/** The sellable variants of some products with their effective prices and picture, in position order. */
export const sellableVariants = (db: Database, productIds: number[]) =>
  db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .leftJoin('product_images as i', 'i.id', 'v.image_id')
    .select(['v.id', 'v.product_id', 'v.sku', 'v.color', 'v.size', 'v.stock', 'i.alt as image_alt', 'i.variants as image_variants'])
    .select([effectivePrice.as('price'), effectiveSalePrice.as('sale_price')])
    .where('v.product_id', 'in', productIds.length > 0 ? productIds : [0])
    .where('v.retired_at', 'is', null)
    .orderBy('v.product_id')
    .orderBy('v.position')
    .orderBy('v.id')
    .execute();
export type SellableVariant = Awaited<ReturnType<typeof sellableVariants>>[number];

/** Every variant of a product (retired too) with the columns the admin shows. */
export const allVariants = (db: Database, productId: number) =>
  db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .leftJoin('product_images as i', 'i.id', 'v.image_id')
    .selectAll('v')
    .select(['i.alt as image_alt', 'i.variants as image_variants', 'p.base_price', 'p.base_sale_price'])
    .where('v.product_id', '=', productId)
    .orderBy('v.retired_at', (ob) => ob.asc().nullsFirst())
    .orderBy('v.position')
    .orderBy('v.id')
    .execute();
export type AdminVariantRow = Awaited<ReturnType<typeof allVariants>>[number];

/** The sellable variant of a product with these option keys ('' for none), or undefined. */
export const variantByKeys = (db: Database, productId: number, colorKey: string, sizeKey: string) =>
  db
    .selectFrom('product_variants')
    .select(['id', 'sku', 'color', 'size', 'color_key', 'size_key', 'stock', 'retired_at'])
    .where('product_id', '=', productId)
    .where('color_key', '=', colorKey)
    .where('size_key', '=', sizeKey)
    .executeTakeFirst();

export const variantById = (db: Database, id: number) =>
  db
    .selectFrom('product_variants')
    .select(['id', 'product_id', 'sku', 'color', 'size', 'stock', 'retired_at'])
    .where('id', '=', id)
    .executeTakeFirst();

export const skuOwner = (db: Database, sku: string) =>
  db
    .selectFrom('product_variants')
    .select(['id', 'product_id'])
    .where(sql`lower(sku)`, '=', sku.toLowerCase())
    .executeTakeFirst();

/** Every SKU in the shop, for generating new ones without collisions (upper-cased). */
async function takenSkus(db: Database, prefix: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('product_variants')
    .select('sku')
    .where(sql`upper(sku)`, 'like', `${prefix.toUpperCase().slice(0, 20)}%`)
    .execute();
  return new Set(rows.map((r) => r.sku.toUpperCase()));
}

/**
 * Sets products.stock to the sum of the sellable variants and regular_price / sale_price to those
 * of the cheapest one (the "from" price), for some products, reprices them in the markets and
 * announces the catalog change, unless only stock moved (`prices: false`): then the caller
 * announces the stock change (`stockChanged` / `stockMoved`, ADR 031), which keeps the other
 * products' cached answers. Call in the writing transaction: every variant write below ends here.
 */
export async function refreshProductTotals(db: Database, productIds: number[], opts: { prices?: boolean } = {}): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  const regular = sql`coalesce(v.price, products.base_price)`;
  const sale = sql`coalesce(v.sale_price, products.base_sale_price)`;
  const cheapest = (value: typeof sale) =>
    sql`(select ${value} from product_variants v where v.product_id = products.id and v.retired_at is null order by ${sale}, ${regular}, v.position limit 1)`;
  await sql`update products set
      stock = coalesce((select sum(v.stock) from product_variants v where v.product_id = products.id and v.retired_at is null), 0),
      regular_price = coalesce(${cheapest(regular)}, base_price),
      sale_price = coalesce(${cheapest(sale)}, base_sale_price),
      price_varies = case when (select count(distinct ${sale}) from product_variants v where v.product_id = products.id and v.retired_at is null) > 1 then 1 else 0 end
    where id in (${sql.join(ids)})`.execute(db);
  // The markets' prices follow the base prices and the sellable variants, not the stock (ADR 027).
  if (opts.prices === false) return;
  await repriceProducts(db, ids);
  await catalogChanged(db);
}

/**
 * Makes a product's variants match its colours and sizes: new combinations are created (stock
 * `newStock` spread over them, 0 by default), combinations that left are deleted, or retired
 * when orders name them, and ones that come back are sellable again. Then the totals are refreshed.
 */
export async function syncVariants(db: Database, productId: number, opts: { newStock?: number } = {}): Promise<void> {
  const product = await db.selectFrom('products').select(['slug']).where('id', '=', productId).executeTakeFirstOrThrow();
  const [colors, sizes, existing] = await Promise.all([
    db.selectFrom('product_colors').select('name').where('product_id', '=', productId).orderBy('position').execute(),
    db.selectFrom('product_sizes').select('name').where('product_id', '=', productId).orderBy('position').execute(),
    db.selectFrom('product_variants').select(['id', 'color_key', 'size_key', 'retired_at']).where('product_id', '=', productId).execute(),
  ]);
  const planned = combinations(colors as OptionName[], sizes as OptionName[]);
  const keyOf = (v: { color_key: string; size_key: string }) => `${v.color_key}\u0000${v.size_key}`;
  const wanted = new Map(planned.map((v) => [keyOf(v), v]));
  const have = new Map(existing.map((v) => [keyOf(v), v]));
  const now = nowIso();
  const fresh = planned.filter((v) => !have.has(keyOf(v)));
  if (fresh.length > 0) {
    const taken = await takenSkus(db, product.slug.slice(0, 8));
    const stock = spreadStock(opts.newStock ?? 0, fresh.length);
    await db
      .insertInto('product_variants')
      .values(
        fresh.map((v, i) => ({
          product_id: productId,
          sku: skuFor(product.slug, v.color, v.size, taken),
          ...v,
          stock: stock[i]!,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  for (const v of planned) {
    const row = have.get(keyOf(v));
    if (row)
      await db
        .updateTable('product_variants')
        .set({ position: v.position, color: v.color, size: v.size, retired_at: null, updated_at: now })
        .where('id', '=', row.id)
        .execute();
  }
  const gone = existing.filter((v) => !wanted.has(keyOf(v)) && v.retired_at === null).map((v) => v.id);
  if (gone.length > 0) {
    const sold = await db.selectFrom('order_lines').select('variant_id').distinct().where('variant_id', 'in', gone).execute();
    const keep = new Set(sold.map((r) => r.variant_id));
    const retire = gone.filter((id) => keep.has(id));
    const remove = gone.filter((id) => !keep.has(id));
    if (retire.length > 0)
      await db.updateTable('product_variants').set({ retired_at: now, updated_at: now }).where('id', 'in', retire).execute();
    if (remove.length > 0) await db.deleteFrom('product_variants').where('id', 'in', remove).execute();
  }
  await refreshProductTotals(db, [productId]);
}

/** Bulk variants for freshly inserted products (the large benchmark catalog): SKUs unique against `taken`. */
export async function insertVariantsFor(
  db: Database,
  items: Array<{ id: number; slug: string; stock: number; colors: string[]; sizes: string[] }>,
  taken: Set<string>,
) {
  const now = nowIso();
  const rows = items.flatMap((p) => {
    const planned = combinations(
      p.colors.map((name) => ({ name })),
      p.sizes.map((name) => ({ name })),
    );
    const stock = spreadStock(p.stock, planned.length);
    return planned.map((v, i) => ({
      product_id: p.id,
      sku: skuFor(p.slug, v.color, v.size, taken),
      ...v,
      stock: stock[i]!,
      created_at: now,
      updated_at: now,
    }));
  });
  for (let i = 0; i < rows.length; i += 400)
    await db
      .insertInto('product_variants')
      .values(rows.slice(i, i + 400))
      .execute();
  await catalogChanged(db);
}

export const allSkus = async (db: Database) =>
  new Set((await db.selectFrom('product_variants').select('sku').execute()).map((r) => r.sku.toUpperCase()));

export { optionKey };

/** Sets one variant's stock and the product's total (in the caller's transaction); answers the stock before. */
export async function setVariantStock(db: Database, variantId: number, stock: number): Promise<number | undefined> {
  const before = await variantById(db, variantId);
  if (!before) return undefined;
  await db.updateTable('product_variants').set({ stock, updated_at: nowIso() }).where('id', '=', variantId).execute();
  await refreshProductTotals(db, [before.product_id], { prices: false });
  await stockChanged(db, { product: before.product_id, flipped: Number(before.stock) > 0 !== stock > 0 });
  return before.stock;
}

/** Spreads a total over a product's sellable variants (the first ones one more), keeping products.stock the sum. */
export async function setProductStock(db: Database, productId: number, total: number): Promise<void> {
  const variants = await db
    .selectFrom('product_variants')
    .select('id')
    .where('product_id', '=', productId)
    .where('retired_at', 'is', null)
    .orderBy('position')
    .execute();
  const shares = spreadStock(total, Math.max(1, variants.length));
  for (const [i, v] of variants.entries())
    await db.updateTable('product_variants').set({ stock: shares[i]!, updated_at: nowIso() }).where('id', '=', v.id).execute();
  await refreshProductTotals(db, [productId], { prices: false });
  await stockChanged(db, { product: productId, flipped: true });
}

/** Sets the product's own prices (cents), which variants without their own follow, and the "from" prices. */
export async function setBasePrices(db: Database, productId: number, prices: { regular: number; sale: number }): Promise<void> {
  await db.updateTable('products').set({ base_price: prices.regular, base_sale_price: prices.sale }).where('id', '=', productId).execute();
  await refreshProductTotals(db, [productId]);
}

export interface VariantChange {
  sku?: string;
  price?: number | null;
  sale_price?: number | null;
  stock?: number;
  barcode?: string | null;
  image_id?: number | null;
}

/**
 * Writes a variant's columns and refreshes the product's totals (in the caller's transaction).
 * A change of its stock alone is announced by the caller (`stockMoved`, which knows the stock before).
 */
export async function updateVariant(db: Database, productId: number, variantId: number, change: VariantChange): Promise<void> {
  await db
    .updateTable('product_variants')
    .set({ ...change, updated_at: nowIso() })
    .where('id', '=', variantId)
    .where('product_id', '=', productId)
    .execute();
  await refreshProductTotals(db, [productId], { prices: !onlyStock(change) });
}

/** True when a change writes nothing but the stock. */
export const onlyStock = (change: VariantChange): boolean => Object.keys(change).every((key) => key === 'stock');

/** A variant of this product, locked for the rest of the transaction where the engine can. */
export const lockVariant = (db: Database, productId: number, variantId: number, lock: boolean) =>
  db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .selectAll('v')
    .select(['p.base_price', 'p.base_sale_price', 'p.published'])
    .where('v.id', '=', variantId)
    .where('v.product_id', '=', productId)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();

/**
 * Gives the variants of each colour without a picture the product picture at that colour's
 * position (the demo seed draws one picture per colour, in colour order).
 */
export async function linkColourPictures(db: Database, productId: number): Promise<void> {
  const [colors, images] = await Promise.all([
    db.selectFrom('product_colors').select(['key', 'position']).where('product_id', '=', productId).orderBy('position').execute(),
    db.selectFrom('product_images').select(['id', 'position']).where('product_id', '=', productId).orderBy('position').execute(),
  ]);
  for (const [i, color] of colors.entries()) {
    const image = images[i];
    if (!image) break;
    await db
      .updateTable('product_variants')
      .set({ image_id: image.id })
      .where('product_id', '=', productId)
      .where('color_key', '=', color.key)
      .where('image_id', 'is', null)
      .execute();
  }
  await catalogChanged(db);
}
