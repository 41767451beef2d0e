import type { Database } from '../../db/database';
import { catalogChanged } from './catalog-changes';
import { renameInKeywords } from './product-writes';

/** Adds a category at the end of the menu; answers its id. */
export async function insertCategory(db: Database, values: { name: string; slug: string; description: string }): Promise<number> {
  const last = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.max('position').as('m'))
    .executeTakeFirst();
  const position = last?.m === null || last?.m === undefined ? 0 : Number(last.m) + 1;
  const row = await db
    .insertInto('categories')
    .values({ ...values, image: null, position })
    .returning('id')
    .executeTakeFirstOrThrow();
  await catalogChanged(db);
  return row.id;
}

/** Changes a category; a new name is also written into its products' search keywords (`current` is the row before). */
export async function updateCategory(
  db: Database,
  current: { id: number; name: string },
  set: { name?: string; slug?: string; description?: string },
): Promise<void> {
  await db.updateTable('categories').set(set).where('id', '=', current.id).execute();
  if (set.name !== undefined && set.name !== current.name) await renameInKeywords(db, 'category_id', current.id, current.name, set.name);
  await catalogChanged(db);
}

/** The menu order: each category's position is its index in `ids`. */
export async function setCategoryPositions(db: Database, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) await db.updateTable('categories').set({ position }).where('id', '=', id).execute();
  await catalogChanged(db);
}

/** Removes a category (the caller checked that no product is in it). */
export async function deleteCategory(db: Database, id: number): Promise<void> {
  await db.deleteFrom('categories').where('id', '=', id).execute();
  await catalogChanged(db);
}
