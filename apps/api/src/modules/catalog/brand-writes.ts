import type { Database } from '../../db/database';
import { catalogChanged } from './catalog-changes';
import { renameInKeywords } from './product-writes';

/** Adds a brand; answers its id. */
export async function insertBrand(db: Database, values: { name: string; slug: string }): Promise<number> {
  const { id } = await db.insertInto('brands').values(values).returning('id').executeTakeFirstOrThrow();
  await catalogChanged(db);
  return id;
}

/** Changes a brand; a new name is also written into its products' search keywords (`current` is the row before). */
export async function updateBrand(
  db: Database,
  current: { id: number; name: string },
  set: { name?: string; slug?: string },
): Promise<void> {
  await db.updateTable('brands').set(set).where('id', '=', current.id).execute();
  if (set.name !== undefined && set.name !== current.name) await renameInKeywords(db, 'brand_id', current.id, current.name, set.name);
  await catalogChanged(db);
}

/** Removes a brand (the caller checked that no product has it). */
export async function deleteBrand(db: Database, id: number): Promise<void> {
  await db.deleteFrom('brands').where('id', '=', id).execute();
  await catalogChanged(db);
}
