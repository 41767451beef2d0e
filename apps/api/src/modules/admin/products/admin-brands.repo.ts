import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { brandTranslations } from '../../catalog/translations.repo';

/** Brands by name, each with all its products (published or not). */
export async function listBrands(db: Database) {
  const translations = brandTranslations(db);
  const rows = await db
    .selectFrom('brands as b')
    .select(['b.id', 'b.name', 'b.slug'])
    .select((eb) =>
      eb
        .selectFrom('products as p')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('p.brand_id', '=', 'b.id')
        .as('product_count'),
    )
    .orderBy(sql`lower(b.name)`)
    .execute();
  const byId = await translations;
  return rows.map((r) => ({ ...r, product_count: Number(r.product_count ?? 0), translations: byId.get(r.id) ?? {} }));
}

export const findBrand = (db: Database, id: number) =>
  db.selectFrom('brands').select(['id', 'name', 'slug']).where('id', '=', id).executeTakeFirst();

/** Which of a name (in any case) and a slug another brand already has. */
export async function brandTaken(db: Database, name: string | undefined, slug: string | undefined, exceptId?: number) {
  const rows = await db
    .selectFrom('brands')
    .select(['name', 'slug'])
    .where((eb) => eb.or([eb(sql`lower(name)`, '=', (name ?? '').toLowerCase()), eb('slug', '=', slug ?? '')]))
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .execute();
  return {
    name: name !== undefined && rows.some((r) => r.name.toLowerCase() === name.toLowerCase()),
    slug: slug !== undefined && rows.some((r) => r.slug === slug),
  };
}
