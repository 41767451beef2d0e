import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** Published products for the sitemap, with the time they last changed. */
export const sitemapProducts = (db: Database) =>
  db.selectFrom('products').select(['id', 'modified_date']).where('published', '=', 1).orderBy('id').execute();

export const sitemapCategories = (db: Database) =>
  db.selectFrom('categories').select(['id', 'slug']).orderBy('position').orderBy('name').execute();

/** One purchasable item of the product feed: a variant (a colour x size, or a product's only variant). */
export interface FeedSourceRow {
  /** The feed's g:id: the variant's SKU, unique shop-wide. */
  item_id: string;
  variant_id: number;
  /** The feed's item_group_id: the product the variant belongs to. */
  group_id: string;
  product_id: number;
  name: string;
  description: string;
  brand: string | null;
  color: string | null;
  size: string | null;
  /** The variant's barcode (GTIN), when the shop keeps one. */
  gtin: string | null;
  regular_price: number;
  sale_price: number;
  stock: number;
  image_variants: string | null;
  tax_category: string;
  /** Grams (the variant's, else the product's); null: unknown. */
  weight: number | null;
  /** The colour and size in a market feed's language, where translated (ADR 030). */
  color_label?: string | null;
  size_label?: string | null;
}

/**
 * Every purchasable item of the shop, for the product feed: one row per sellable variant of a
 * published product (retired variants left out), with the variant's own price and picture where
 * it has them, else the product's.
 */
export async function purchasableItems(db: Database): Promise<FeedSourceRow[]> {
  const rows = await db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('product_images as vi', 'vi.id', 'v.image_id')
    .select([
      'p.id',
      'v.id as variant_id',
      'p.name',
      'p.description',
      'b.name as brand',
      'p.base_price',
      'p.base_sale_price',
      'v.sku',
      'v.color',
      'v.size',
      'v.barcode',
      'v.stock',
      'v.price',
      'v.sale_price',
      'vi.variants as own_image',
      'p.tax_category',
      sql<number | null>`coalesce(v.weight, p.weight)`.as('weight'),
    ])
    .select((eb) =>
      eb
        .selectFrom('product_images as i')
        .select('i.variants')
        .whereRef('i.product_id', '=', 'p.id')
        .orderBy('i.position')
        .limit(1)
        .as('first_image'),
    )
    .where('p.published', '=', 1)
    .where('v.retired_at', 'is', null)
    .orderBy('p.id')
    .orderBy('v.position')
    .orderBy('v.id')
    .execute();
  return rows.map((r) => {
    const regular = r.price === null ? Number(r.base_price) : Number(r.price);
    return {
      item_id: r.sku,
      variant_id: r.variant_id,
      group_id: String(r.id),
      product_id: r.id,
      name: r.name,
      description: r.description,
      brand: r.brand,
      color: r.color,
      size: r.size,
      gtin: r.barcode,
      regular_price: regular,
      sale_price: r.sale_price === null ? (r.price === null ? Number(r.base_sale_price) : regular) : Number(r.sale_price),
      stock: Number(r.stock),
      image_variants: r.own_image ?? r.first_image,
      tax_category: r.tax_category,
      weight: r.weight === null ? null : Number(r.weight),
    };
  });
}

/**
 * What a market's feed needs besides the items (ADR 030): the products' texts and option labels
 * in its language, brand names there, and (a non-primary market) the variants' prices there.
 */
export async function feedInMarket(db: Database, lang: string | undefined, market: string | undefined) {
  const [texts, labels, brands, prices] = await Promise.all([
    lang ? db.selectFrom('product_translations').select(['product_id', 'name', 'description']).where('lang', '=', lang).execute() : [],
    lang
      ? db.selectFrom('product_option_translations').select(['product_id', 'kind', 'key', 'label']).where('lang', '=', lang).execute()
      : [],
    lang
      ? db
          .selectFrom('brand_translations as bt')
          .innerJoin('brands as b', 'b.id', 'bt.brand_id')
          .select(['b.name as base', 'bt.name'])
          .where('bt.lang', '=', lang)
          .execute()
      : [],
    market ? db.selectFrom('product_market_prices').select(['product_id', 'variants']).where('market', '=', market).execute() : [],
  ]);
  const variantPrices = new Map<number, { price: number; sale: number }>();
  for (const row of prices) {
    try {
      for (const [id, price, sale] of JSON.parse(row.variants) as Array<[number, number, number]>) variantPrices.set(id, { price, sale });
    } catch {
      // Written by the catalog's market-prices.ts only; a damaged value leaves its variants out of the feed.
    }
  }
  return {
    texts: new Map(texts.map((t) => [t.product_id, t])),
    labels: new Map(labels.map((l) => [`${l.product_id}|${l.kind}|${l.key}`, l.label])),
    brands: new Map(brands.map((b) => [b.base, b.name])),
    variantPrices,
  };
}
