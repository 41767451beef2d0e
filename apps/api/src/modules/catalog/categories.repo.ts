import { sql } from 'kysely';
import type { Brand, Category } from '@shopwright/shared/catalog';
import type { Database } from '../../db/database';
import { imageOf } from './catalog.mappers';

/**
 * Categories in menu order, each with its number of published products; in `lang` (ADR 030)
 * their name, slug and description where translated (a left join: the same one query).
 */
export async function listCategories(db: Database, lang?: string): Promise<Category[]> {
  const text = (column: 'name' | 'slug' | 'description') =>
    lang
      ? sql<string>`coalesce(${sql.ref(`ct.${column}`)}, ${sql.ref(`c.${column}`)})`.as(column)
      : sql.ref<string>(`c.${column}`).as(column);
  const rows = await db
    .selectFrom('categories as c')
    .$if(lang !== undefined, (q) =>
      q.leftJoin('category_translations as ct', (on) => on.onRef('ct.category_id', '=', 'c.id').on('ct.lang', '=', lang!)),
    )
    .select(['c.id', text('name'), text('slug'), text('description'), 'c.image', 'c.image_variants', 'c.position'])
    .select((eb) =>
      eb
        .selectFrom('products as p')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('p.category_id', '=', 'c.id')
        .where('p.published', '=', 1)
        .as('product_count'),
    )
    .orderBy('c.position')
    .orderBy('c.name')
    .execute();
  return rows.map(({ image_variants, ...r }) => {
    const cover = imageOf(r.name, image_variants);
    return { ...r, image: cover?.card.url ?? r.image, cover, product_count: Number(r.product_count ?? 0) };
  });
}

/** Brands by name, each with its number of published products. */
export async function listBrands(db: Database): Promise<Brand[]> {
  const rows = await db
    .selectFrom('brands as b')
    .select(['b.id', 'b.name', 'b.slug'])
    .select((eb) =>
      eb
        .selectFrom('products as p')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('p.brand_id', '=', 'b.id')
        .where('p.published', '=', 1)
        .as('product_count'),
    )
    .orderBy('b.name')
    .execute();
  return rows.map((r) => ({ ...r, product_count: Number(r.product_count ?? 0) }));
}
