import type { Database } from '../../db/database';
import { firstImagePosition } from '../cart/cart.repo';

/**
 * The user's saved products that are published, newest first, with prices, stock and first image;
 * in `lang` (ADR 030) with the product's translated name and slug beside (`t_*`, null where untranslated).
 */
export const wishlistRows = (db: Database, userId: number, lang?: string) =>
  db
    .selectFrom('wishlist_items as wi')
    .innerJoin('products as p', 'p.id', 'wi.product_id')
    .leftJoin('product_images as pi', (join) => join.onRef('pi.product_id', '=', 'p.id').on('pi.position', '=', firstImagePosition))
    .select([
      'p.id',
      'p.name',
      'p.slug',
      'p.regular_price',
      'p.sale_price',
      'p.stock',
      'pi.alt as image_alt',
      'pi.variants as image_variants',
      'wi.created_at',
    ])
    .$if(lang !== undefined, (q) =>
      q
        .leftJoin('product_translations as pt', (on) => on.onRef('pt.product_id', '=', 'p.id').on('pt.lang', '=', lang!))
        .select(['pt.name as t_name', 'pt.slug as t_slug']),
    )
    .where('wi.user_id', '=', userId)
    .where('p.published', '=', 1)
    .orderBy('wi.id', 'desc')
    .execute();

/** Saves a product once; true when this call added it. */
export async function addItem(db: Database, userId: number, productId: number, now: string): Promise<boolean> {
  const row = await db
    .insertInto('wishlist_items')
    .values({ user_id: userId, product_id: productId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasItem(db: Database, userId: number, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('wishlist_items')
    .select('id')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row !== undefined;
}

export const removeItem = (db: Database, userId: number, productId: number) =>
  db.deleteFrom('wishlist_items').where('user_id', '=', userId).where('product_id', '=', productId).execute();

export const clearWishlist = (db: Database, userId: number) => db.deleteFrom('wishlist_items').where('user_id', '=', userId).execute();

/** Every saved product, published or not, for the user's data export. */
export const wishlistExportRows = (db: Database, userId: number) =>
  db
    .selectFrom('wishlist_items as wi')
    .innerJoin('products as p', 'p.id', 'wi.product_id')
    .select(['wi.product_id', 'p.name as product_name', 'wi.created_at as added_at'])
    .where('wi.user_id', '=', userId)
    .orderBy('wi.id')
    .execute();
