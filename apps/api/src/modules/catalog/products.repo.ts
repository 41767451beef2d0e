import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { StoredImage } from '../../lib/image-storage';
import { catalogChanged } from './catalog-changes';
import type { ProductKey } from './product-key';
import { imageOf } from './catalog.mappers';
import { listItems } from './products.list.repo';
import { syncVariants } from './variants.repo';

/**
 * A published product with its category and brand names, by id or slug; undefined when hidden.
 * In a non-primary market its prices there come along (`market_*`, ADR 027) in the same query;
 * in a language its translated texts (`t_*`, null where untranslated, ADR 030), and a slug may
 * be the translated one (which wins over another product's own slug).
 */
export function findVisibleProduct(db: Database, key: ProductKey, market?: string, lang?: string) {
  const query = db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .selectAll('p')
    .select(['c.name as category_name', 'c.slug as category_slug', 'b.name as brand_name', 'b.slug as brand_slug'])
    .$if(market !== undefined, (q) =>
      q
        .innerJoin('product_market_prices as mp', (on) => on.onRef('mp.product_id', '=', 'p.id').on('mp.market', '=', market!))
        .select([
          'mp.regular_price as market_regular_price',
          'mp.sale_price as market_sale_price',
          'mp.price_varies as market_price_varies',
          'mp.variants as market_variants',
        ]),
    )
    .$if(lang !== undefined, (q) =>
      q
        .leftJoin('product_translations as pt', (on) => on.onRef('pt.product_id', '=', 'p.id').on('pt.lang', '=', lang!))
        .leftJoin('category_translations as ct', (on) => on.onRef('ct.category_id', '=', 'c.id').on('ct.lang', '=', lang!))
        .leftJoin('brand_translations as bt', (on) => on.onRef('bt.brand_id', '=', 'b.id').on('bt.lang', '=', lang!))
        .select([
          'pt.name as t_name',
          'pt.slug as t_slug',
          'pt.description as t_description',
          'pt.features as t_features',
          'ct.name as t_category_name',
          'ct.slug as t_category_slug',
          'bt.name as t_brand_name',
        ]),
    )
    .where('p.published', '=', 1);
  if ('id' in key) return query.where('p.id', '=', key.id).executeTakeFirst();
  if (!lang) return query.where('p.slug', '=', key.slug).executeTakeFirst();
  const translated = db.selectFrom('product_translations').select('product_id').where('lang', '=', lang).where('slug', '=', key.slug);
  return query
    .where((eb) => eb.or([eb('p.slug', '=', key.slug), eb('p.id', 'in', translated)]))
    .orderBy(sql`case when p.slug = ${key.slug} then 1 else 0 end`)
    .limit(1)
    .executeTakeFirst();
}
export type VisibleProduct = NonNullable<Awaited<ReturnType<typeof findVisibleProduct>>>;

/** Id, name and stock of a published product, or undefined. */
export function findPublishedProduct(db: Database, key: ProductKey) {
  const query = db.selectFrom('products').select(['id', 'name', 'slug', 'stock', 'kind']).where('published', '=', 1);
  return ('id' in key ? query.where('id', '=', key.id) : query.where('slug', '=', key.slug)).executeTakeFirst();
}

export const productImages = (db: Database, productId: number) =>
  db.selectFrom('product_images').select(['alt', 'variants']).where('product_id', '=', productId).orderBy('position').execute();

/** Card-size URLs of the pictures of some products, in order: one query for a whole page. */
export async function pictureUrls(db: Database, productIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return out;
  const rows = await db
    .selectFrom('product_images')
    .select(['product_id', 'alt', 'variants'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .execute();
  for (const r of rows) {
    const url = imageOf(r.alt, r.variants)?.card.url;
    if (url) out.get(r.product_id)?.push(url);
  }
  return out;
}

export const productColors = (db: Database, productId: number) =>
  db.selectFrom('product_colors').select(['name', 'hex']).where('product_id', '=', productId).orderBy('position').execute();

export const productSizes = (db: Database, productId: number) =>
  db.selectFrom('product_sizes').select(['name']).where('product_id', '=', productId).orderBy('position').execute();

/** A product's colours or sizes with their names in `lang` (`label`, null where untranslated): one query, as without. */
export const optionsInLang = (db: Database, productId: number, kind: 'color' | 'size', lang: string) =>
  db
    .selectFrom(kind === 'color' ? 'product_colors as o' : ('product_sizes as o' as 'product_colors as o'))
    .leftJoin('product_option_translations as ot', (on) =>
      on.onRef('ot.product_id', '=', 'o.product_id').onRef('ot.key', '=', 'o.key').on('ot.kind', '=', kind).on('ot.lang', '=', lang),
    )
    .select(['o.name', 'o.key', kind === 'color' ? 'o.hex' : sql<string | null>`null`.as('hex'), 'ot.label'])
    .where('o.product_id', '=', productId)
    .orderBy('o.position')
    .execute();

/**
 * Other published products of the same category: of its best sellers, the same brand first.
 * Looking only at the top sellers keeps this an index read in categories of any size.
 */
export function relatedProducts(
  db: Database,
  product: { id: number; category_id: number; brand_id: number | null },
  limit = 8,
  market?: string,
  lang?: string,
) {
  const candidates = db
    .selectFrom('products')
    .select('id')
    .where('category_id', '=', product.category_id)
    .where('published', '=', 1)
    .where('id', '!=', product.id)
    .orderBy('units_sold', 'desc')
    .limit(limit * 6);
  return listItems(db, market, lang)
    .where('p.id', 'in', candidates)
    .orderBy(sql`case when p.brand_id = ${product.brand_id ?? -1} then 0 else 1 end`)
    .orderBy('p.units_sold', 'desc')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

export interface NewProduct {
  slug: string;
  name: string;
  category_id: number;
  brand_id: number | null;
  description: string;
  features: string[];
  /** Cents. */
  regular_price: number;
  sale_price: number;
  stock: number;
  published: boolean;
  units_sold?: number;
  date_added: string;
  modified_by?: number | null;
  search_keywords: string;
  colors?: Array<{ name: string; hex: string | null }>;
  sizes?: string[];
  /** Its tax category's code; default standard. */
  tax_category?: string;
  /** Grams; default none. */
  weight?: number | null;
  /** Default physical. */
  kind?: 'physical' | 'gift_card';
}

/** Words that should find a product besides its name and texts: brand, category, colours, author... */
export const searchKeywords = (parts: Array<string | null | undefined>): string => parts.filter(Boolean).join(' ');

/**
 * Inserts a product with its colours and sizes and one variant per colour x size (its stock
 * spread over them); returns its id. Run it in a transaction when the caller needs all or nothing.
 */
export async function insertProduct(db: Database, product: NewProduct): Promise<number> {
  const { colors = [], sizes = [], features, published, ...columns } = product;
  const { id } = await db
    .insertInto('products')
    .values({
      ...columns,
      base_price: columns.regular_price,
      base_sale_price: columns.sale_price,
      features: JSON.stringify(features),
      published: published ? 1 : 0,
      modified_date: product.date_added,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertOptions(db, id, colors, sizes);
  await syncVariants(db, id, { newStock: product.stock });
  await catalogChanged(db);
  return id;
}

export async function insertOptions(db: Database, productId: number, colors: Array<{ name: string; hex: string | null }>, sizes: string[]) {
  if (colors.length === 0 && sizes.length === 0) return;
  if (colors.length > 0) {
    const values = colors.map((c, position) => ({ product_id: productId, position, name: c.name, key: c.name.toLowerCase(), hex: c.hex }));
    await db.insertInto('product_colors').values(values).execute();
  }
  if (sizes.length > 0) {
    const values = sizes.map((name, position) => ({ product_id: productId, position, name, key: name.toLowerCase() }));
    await db.insertInto('product_sizes').values(values).execute();
  }
  await catalogChanged(db);
}

export async function insertProductImage(db: Database, productId: number, position: number, alt: string, image: StoredImage) {
  await db
    .insertInto('product_images')
    .values({ product_id: productId, position, alt, variants: JSON.stringify(image) })
    .execute();
  await catalogChanged(db);
}

/** Recomputes the rating average and count from the reviews: of one product, or of all. */
export async function refreshRatings(db: Database, productId?: number): Promise<void> {
  let query = db.updateTable('products').set((eb) => ({
    rating_count: eb
      .selectFrom('product_reviews as r')
      .select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('r.product_id', '=', 'products.id'),
    rating_average: sql<number>`coalesce((select cast(avg(r.rating) as double precision) from product_reviews r where r.product_id = products.id), 0)`,
  }));
  if (productId !== undefined) query = query.where('id', '=', productId);
  await query.execute();
  await catalogChanged(db);
}
