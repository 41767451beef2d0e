import type { Database } from '../../db/database';

/** Published products for the sitemap, with the time they last changed. */
export const sitemapProducts = (db: Database) =>
  db.selectFrom('products').select(['id', 'modified_date']).where('published', '=', 1).orderBy('id').execute();

export const sitemapCategories = (db: Database) => db.selectFrom('categories').select(['slug']).orderBy('position').orderBy('name').execute();

/** One purchasable item of the product feed, whatever it is sold as (product now, variant later). */
export interface FeedSourceRow {
  /** The feed's g:id: unique per purchasable item. */
  item_id: string;
  /** The feed's item_group_id: the product the item belongs to. */
  group_id: string;
  product_id: number;
  name: string;
  description: string;
  brand: string | null;
  regular_price: number;
  sale_price: number;
  stock: number;
  image_variants: string | null;
}

/**
 * Every purchasable item of the shop, for the product feed. While products have no variants,
 * each published product is one item (its id both the item and the group); once variants land
 * this is the one function to switch to one row per variant.
 */
export async function purchasableItems(db: Database): Promise<FeedSourceRow[]> {
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['p.id', 'p.name', 'p.description', 'b.name as brand', 'p.regular_price', 'p.sale_price', 'p.stock'])
    .select((eb) =>
      eb.selectFrom('product_images as i').select('i.variants').whereRef('i.product_id', '=', 'p.id').orderBy('i.position').limit(1).as('image_variants'),
    )
    .where('p.published', '=', 1)
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({
    item_id: String(r.id),
    group_id: String(r.id),
    product_id: r.id,
    name: r.name,
    description: r.description,
    brand: r.brand,
    regular_price: Number(r.regular_price),
    sale_price: Number(r.sale_price),
    stock: Number(r.stock),
    image_variants: r.image_variants,
  }));
}
