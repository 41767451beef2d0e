import { sql, type ExpressionBuilder } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Database, Dialect } from '../../db/database';
import type { DB } from '../../db/schema';
import type { ProductsTable } from '../catalog/catalog.table';
import type { NewCartItem } from './cart.table';

/**
 * Serialises one shopper's cart and wishlist changes, so that the stock check after a change
 * sees every line of the product. SQLite runs one transaction at a time already.
 */
export async function lockOwner(db: Database, dialect: Dialect, userId: number): Promise<void> {
  if (dialect === 'postgres') await lockUserRow(db, userId);
}
const lockUserRow = compiledOnce((db: Database, userId: number) =>
  db.selectFrom('users').select('id').where('id', '=', userId).forUpdate(),
);

/** A product, published or not (removing one from the cart or wishlist needs no more); undefined if none. */
export const findProduct = (db: Database, id: number) => db.selectFrom('products').select(['id']).where('id', '=', id).executeTakeFirst();

export interface ProductOption {
  name: string;
  key: string;
}

/** A product's colours and sizes, in the shop's order. */
export async function productOptions(db: Database, productId: number): Promise<{ colors: ProductOption[]; sizes: ProductOption[] }> {
  const [colors, sizes] = await Promise.all([colorsOf(db, productId), sizesOf(db, productId)]);
  return { colors, sizes };
}
const colorsOf = compiledOnce((db: Database, productId: number) =>
  db.selectFrom('product_colors').select(['name', 'key']).where('product_id', '=', productId).orderBy('position'),
);
const sizesOf = compiledOnce((db: Database, productId: number) =>
  db.selectFrom('product_sizes').select(['name', 'key']).where('product_id', '=', productId).orderBy('position'),
);

/** A published product as a cart line needs it (as catalog's `findPublishedProduct`), with its colours and sizes in the shop's order. */
export interface ShoppableProduct {
  product: { id: number; name: string; slug: string; stock: number; kind: string };
  colors: ProductOption[];
  sizes: ProductOption[];
}

/**
 * A published product and its colours and sizes in one statement (issue 29: `products/add-to-cart`
 * read them in three); undefined when there is no such published product.
 */
export async function shoppableWithOptions(db: Database, productId: number): Promise<ShoppableProduct | undefined> {
  const rows = await productAndOptions(db, productId);
  const first = rows[0];
  if (!first) return undefined;
  const out: ShoppableProduct = {
    product: { id: first.id, name: first.name, slug: first.slug, stock: first.stock, kind: first.kind },
    colors: [],
    sizes: [],
  };
  for (const row of rows) {
    if (row.option_kind === null || row.option_name === null || row.option_key === null) continue;
    (row.option_kind === 'color' ? out.colors : out.sizes).push({ name: row.option_name, key: row.option_key });
  }
  return out;
}
const productAndOptions = compiledOnce((db: Database, productId: number) =>
  db
    .selectFrom('products as p')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('product_colors')
          .select([sql<string>`'color'`.as('kind'), 'product_id', 'name', 'key', 'position'])
          .where('product_id', '=', productId)
          .unionAll(
            eb
              .selectFrom('product_sizes')
              .select([sql<string>`'size'`.as('kind'), 'product_id', 'name', 'key', 'position'])
              .where('product_id', '=', productId),
          )
          .as('o'),
      (join) => join.onRef('o.product_id', '=', 'p.id'),
    )
    .select(['p.id', 'p.name', 'p.slug', 'p.stock', 'p.kind', 'o.kind as option_kind', 'o.name as option_name', 'o.key as option_key'])
    .where('p.id', '=', productId)
    .where('p.published', '=', 1)
    .orderBy('o.kind')
    .orderBy('o.position'),
);

/** A product's variant by its colour and size keys ('' for none), as catalog's `variantByKeys`. */
export const variantOfKeys = async (db: Database, productId: number, colorKey: string, sizeKey: string) =>
  (await variantByKeysOnce(db, productId, colorKey, sizeKey))[0];
const variantByKeysOnce = compiledOnce((db: Database, productId: number, colorKey: string, sizeKey: string) =>
  db
    .selectFrom('product_variants')
    .select(['id', 'sku', 'color', 'size', 'color_key', 'size_key', 'stock', 'retired_at'])
    .where('product_id', '=', productId)
    .where('color_key', '=', colorKey)
    .where('size_key', '=', sizeKey),
);

/** The position of the first image of the product `p`. */
export const firstImagePosition = (eb: ExpressionBuilder<DB & { p: ProductsTable }, 'p'>) =>
  eb
    .selectFrom('product_images as first')
    .select((e) => e.fn.min('first.position').as('position'))
    .whereRef('first.product_id', '=', 'p.id');

/**
 * The user's lines with the product's current name and first image and the VARIANT's prices,
 * stock and SKU (its own picture first); oldest first. A line whose variant is gone or retired
 * reads as unpublished (`published` null), so it leaves the cart with a notice. In a language
 * (ADR 030) the product's name and slug and the options' labels there come along (`t_*`, null
 * where untranslated) through left joins: the same one query.
 */
const cartLinesQuery = (db: Database, userId: number, lang?: string) =>
  db
    .selectFrom('cart_items as ci')
    .leftJoin('products as p', 'p.id', 'ci.product_id')
    .leftJoin('product_variants as v', (join) => join.onRef('v.id', '=', 'ci.variant_id').on('v.retired_at', 'is', null))
    .leftJoin('product_images as pi', (join) => join.onRef('pi.product_id', '=', 'p.id').on('pi.position', '=', firstImagePosition))
    .leftJoin('product_images as vi', 'vi.id', 'v.image_id')
    .select([
      'ci.id',
      'ci.product_id',
      'ci.product_name',
      'ci.color',
      'ci.size',
      'ci.quantity',
      'ci.variant_id',
      'ci.gift_card',
      'p.kind',
      'p.name',
      'p.slug',
      'v.sku',
      'v.stock',
      'p.tax_category',
      sql<number | null>`coalesce(v.weight, p.weight)`.as('weight'),
      sql<number>`coalesce(v.price, p.base_price)`.as('regular_price'),
      sql<number>`coalesce(v.sale_price, p.base_sale_price)`.as('sale_price'),
      sql<number | null>`case when v.id is null then null else p.published end`.as('published'),
      sql<string | null>`coalesce(vi.alt, pi.alt)`.as('image_alt'),
      sql<string | null>`coalesce(vi.variants, pi.variants)`.as('image_variants'),
    ])
    .$if(lang !== undefined, (q) =>
      q
        .leftJoin('product_translations as pt', (on) => on.onRef('pt.product_id', '=', 'ci.product_id').on('pt.lang', '=', lang!))
        .leftJoin('product_option_translations as tc', (on) =>
          on
            .onRef('tc.product_id', '=', 'ci.product_id')
            .onRef('tc.key', '=', 'ci.color_key')
            .on('tc.kind', '=', 'color')
            .on('tc.lang', '=', lang!),
        )
        .leftJoin('product_option_translations as ts', (on) =>
          on
            .onRef('ts.product_id', '=', 'ci.product_id')
            .onRef('ts.key', '=', 'ci.size_key')
            .on('ts.kind', '=', 'size')
            .on('ts.lang', '=', lang!),
        )
        .select(['pt.name as t_name', 'pt.slug as t_slug', 'tc.label as t_color', 'ts.label as t_size']),
    )
    .where('ci.user_id', '=', userId)
    .orderBy('ci.id');
export const cartLines = compiledOnce(cartLinesQuery);
export type CartLineRow = Awaited<ReturnType<typeof cartLines>>[number];

/**
 * `cartLines` with what a change of the cart needs besides, in the same statement (issue 29): the
 * market the cart is in (`cart_market`, null: the primary one), each line's colour and size keys,
 * and its variant's product, colour and size (null when the variant is gone or retired).
 */
export const cartLinesForChange = compiledOnce((db: Database, userId: number, lang?: string) =>
  cartLinesQuery(db, userId, lang)
    .leftJoin('carts as c', 'c.user_id', 'ci.user_id')
    .select([
      'c.market as cart_market',
      'ci.color_key',
      'ci.size_key',
      'v.product_id as variant_product_id',
      'v.color as variant_color',
      'v.size as variant_size',
    ]),
);
export type CartChangeRow = Awaited<ReturnType<typeof cartLinesForChange>>[number];

/** Adds units to a line, creating it if needed, in one statement (two racing adds sum up). */
export async function addToLine(db: Database, line: NewCartItem): Promise<void> {
  await upsertLine(
    db,
    line.user_id,
    line.product_id ?? null,
    line.product_name,
    line.variant_id ?? null,
    line.color ?? null,
    line.color_key ?? '',
    line.size ?? null,
    line.size_key ?? '',
    line.quantity,
    line.created_at,
    line.updated_at,
  );
}
const upsertLine = compiledOnce(
  (
    db: Database,
    userId: number,
    productId: number | null,
    productName: string,
    variantId: number | null,
    color: string | null,
    colorKey: string,
    size: string | null,
    sizeKey: string,
    quantity: number,
    createdAt: string,
    updatedAt: string,
  ) =>
    db
      .insertInto('cart_items')
      .values({
        user_id: userId,
        product_id: productId,
        product_name: productName,
        variant_id: variantId,
        color,
        color_key: colorKey,
        size,
        size_key: sizeKey,
        quantity,
        created_at: createdAt,
        updated_at: updatedAt,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'product_id', 'color_key', 'size_key']).doUpdateSet((eb) => ({
          quantity: eb('cart_items.quantity', '+', eb.ref('excluded.quantity')),
          product_name: eb.ref('excluded.product_name'),
          variant_id: eb.ref('excluded.variant_id'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      ),
);

/** The user's lines of one product, oldest first. */
export const productLines = (db: Database, userId: number, productId: number) =>
  db
    .selectFrom('cart_items')
    .select(['id', 'color_key', 'size_key', 'quantity', 'variant_id', 'gift_card'])
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .orderBy('id')
    .execute();

export const setQuantity = compiledOnce((db: Database, userId: number, lineId: number, quantity: number, now: string) =>
  db.updateTable('cart_items').set({ quantity, updated_at: now }).where('id', '=', lineId).where('user_id', '=', userId),
);

/** Lowers a line only if it still holds `from` units: a change made in between wins. */
export const lowerLine = (db: Database, userId: number, lineId: number, from: number, to: number, now: string) =>
  db
    .updateTable('cart_items')
    .set({ quantity: to, updated_at: now })
    .where('id', '=', lineId)
    .where('user_id', '=', userId)
    .where('quantity', '=', from)
    .execute();

export async function deleteLines(db: Database, userId: number, lineIds: number[]): Promise<void> {
  if (lineIds.length > 0) await db.deleteFrom('cart_items').where('user_id', '=', userId).where('id', 'in', lineIds).execute();
}

/** Deletes a product's lines; a given colour or size key narrows them to that variant. */
export function deleteProductLines(db: Database, userId: number, productId: number, keys: { color?: string; size?: string }) {
  let query = db.deleteFrom('cart_items').where('user_id', '=', userId).where('product_id', '=', productId);
  if (keys.color !== undefined) query = query.where('color_key', '=', keys.color);
  if (keys.size !== undefined) query = query.where('size_key', '=', keys.size);
  return query.execute();
}

export const clearCart = (db: Database, userId: number) => db.deleteFrom('cart_items').where('user_id', '=', userId).execute();

/** The raw lines for the user's data export. */
export const cartExportRows = (db: Database, userId: number) =>
  db
    .selectFrom('cart_items')
    .select(['product_id', 'product_name', 'color', 'size', 'quantity', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

/** The market the user's cart is in (ADR 029); undefined: the primary market. */
export async function cartMarket(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await marketOf(db, userId);
  return row?.market;
}
const marketOf = compiledOnce((db: Database, userId: number) => db.selectFrom('carts').select('market').where('user_id', '=', userId));

/** Puts the user's cart in a market (its lines are priced there from now on); null: the primary market. */
export async function setCartMarket(db: Database, userId: number, market: string | null, now: string): Promise<void> {
  await (market === null ? dropMarket(db, userId) : keepMarket(db, userId, market, now));
}
const dropMarket = compiledOnce((db: Database, userId: number) => db.deleteFrom('carts').where('user_id', '=', userId));
const keepMarket = compiledOnce((db: Database, userId: number, market: string, now: string) =>
  db
    .insertInto('carts')
    .values({ user_id: userId, market, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ market, updated_at: now })),
);
