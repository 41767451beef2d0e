import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { categoryTranslations } from '../../catalog/translations.repo';

/** Categories in menu order, each with all its products (published or not) and its translations. */
export async function listCategories(db: Database) {
  const translations = categoryTranslations(db);
  const rows = await db
    .selectFrom('categories as c')
    .select(['c.id', 'c.name', 'c.slug', 'c.description', 'c.position'])
    .select((eb) =>
      eb
        .selectFrom('products as p')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('p.category_id', '=', 'c.id')
        .as('product_count'),
    )
    .orderBy('c.position')
    .orderBy('c.name')
    .execute();
  const byId = await translations;
  return rows.map((r) => ({ ...r, product_count: Number(r.product_count ?? 0), translations: byId.get(r.id) ?? {} }));
}

export const findCategory = (db: Database, id: number) =>
  db.selectFrom('categories').select(['id', 'name', 'slug', 'description', 'position']).where('id', '=', id).executeTakeFirst();

/** Which of a name (in any case) and a slug another category already has. */
export async function categoryTaken(db: Database, name: string | undefined, slug: string | undefined, exceptId?: number) {
  const rows = await db
    .selectFrom('categories')
    .select(['name', 'slug'])
    .where((eb) => eb.or([eb(sql`lower(name)`, '=', (name ?? '').toLowerCase()), eb('slug', '=', slug ?? '')]))
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .execute();
  return {
    name: name !== undefined && rows.some((r) => r.name.toLowerCase() === name.toLowerCase()),
    slug: slug !== undefined && rows.some((r) => r.slug === slug),
  };
}

export const allCategoryIds = async (db: Database) => (await db.selectFrom('categories').select('id').execute()).map((r) => r.id);

export async function productsIn(db: Database, column: 'category_id' | 'brand_id', id: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(column, '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
