import type { Category } from '@shopwright/shared/catalog';
import type { Database } from '../../db/database';

export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await db.selectFrom('categories').select(['id', 'name', 'slug', 'description', 'image', 'position']).orderBy('position').orderBy('name').execute();
  return rows.map((r) => ({ ...r, product_count: 0 }));
}
