import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** Published products for the sitemap, with the time they last changed. */
export const sitemapProducts = (db: Database) =>
  db.selectFrom('products').select(['id', 'modified_date']).where('published', '=', 1).orderBy('id').execute();

export const sitemapCategories = (db: Database) =>
  db.selectFrom('categories').select(['slug']).orderBy('position').orderBy('name').execute();

/** One purchasable item of the product feed: a variant (a colour x size, or a product's only variant). */
export interface FeedSourceRow {
  /** The feed's g:id: the variant's SKU, unique shop-wide. */
  item_id: string;
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
