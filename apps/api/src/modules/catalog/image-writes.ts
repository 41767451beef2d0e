import type { Database } from '../../db/database';
import type { StoredImage } from '../../lib/image-storage';
import { touchProduct } from './product-writes';
import { insertProductImage } from './products.repo';

/** Adds a picture at `position` and records who changed the product. */
export async function addProductImage(db: Database, productId: number, position: number, alt: string, image: StoredImage, actorId: number) {
  await insertProductImage(db, productId, position, alt, image);
  await touchProduct(db, productId, actorId);
}

/** Removes a picture record (its files are the caller's) and records who changed the product. */
export async function removeProductImage(db: Database, productId: number, imageId: number, actorId: number): Promise<void> {
  await db.deleteFrom('product_images').where('id', '=', imageId).execute();
  await touchProduct(db, productId, actorId);
}

/**
 * Gives the pictures positions 0, 1, 2... in the order of `ids` and records who changed the
 * product. Positions are unique per product, so every picture first moves to a free negative
 * position, then to its place.
 */
export async function reorderProductImages(db: Database, productId: number, ids: number[], actorId: number): Promise<void> {
  for (const [i, id] of ids.entries()) {
    await db
      .updateTable('product_images')
      .set({ position: -1 - i })
      .where('id', '=', id)
      .where('product_id', '=', productId)
      .execute();
  }
  for (const [i, id] of ids.entries()) {
    await db.updateTable('product_images').set({ position: i }).where('id', '=', id).where('product_id', '=', productId).execute();
  }
  await touchProduct(db, productId, actorId);
}
