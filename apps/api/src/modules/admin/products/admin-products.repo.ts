import { sql, type SqlBool } from 'kysely';
import { LOW_STOCK_THRESHOLD, type AdminProductSort, type StockFilter } from '@shopwright/shared/admin';
import type { Database } from '../../../db/database';
import { listItems } from '../../catalog/products.list.repo';
import type { TextSearch } from '../../catalog/search';
import { offsetOf, type PageRequest } from '../admin-pagination';

export interface AdminListFilters {
  search: TextSearch | null;
  /** A lower-cased search text also matched against the slug (`%` and `_` escaped). */
  slugPattern?: string;
  category?: string;
  brand?: string;
  published?: boolean;
  stock?: StockFilter;
  /** Changed at or after this time: by an admin (`modified_date`) or by orders taking stock (`changed_at`). */
  updatedSince?: string;
}

/** The sellable variants of the product `p`. */
const variantCount = sql<number>`(select count(*) from product_variants v where v.product_id = p.id and v.retired_at is null)`;

/** Every product (published or not) matching the admin list's filters. */
function matching(db: Database, f: AdminListFilters) {
  return db.selectFrom('products as p').where((eb) => {
    const all = [];
    if (f.search) {
      const slugMatch = f.slugPattern ? sql<SqlBool>`p.slug like ${f.slugPattern} escape '\\'` : sql<SqlBool>`1 = 0`;
      all.push(eb.or([f.search.where, slugMatch]));
    }
    if (f.category)
      all.push(eb('p.category_id', 'in', eb.selectFrom('categories').select('categories.id').where('categories.slug', '=', f.category)));
    if (f.brand) all.push(eb('p.brand_id', 'in', eb.selectFrom('brands').select('brands.id').where('brands.slug', '=', f.brand)));
    if (f.published !== undefined) all.push(eb('p.published', '=', f.published ? 1 : 0));
    if (f.stock === 'out') all.push(eb('p.stock', '=', 0));
    if (f.stock === 'in') all.push(eb('p.stock', '>', 0));
    if (f.stock === 'low') all.push(eb.and([eb('p.stock', '>', 0), eb('p.stock', '<=', LOW_STOCK_THRESHOLD)]));
    if (f.updatedSince) all.push(eb.or([eb('p.modified_date', '>=', f.updatedSince), eb('p.changed_at', '>=', f.updatedSince)]));
    return eb.and(all);
  });
}

export async function countProducts(db: Database, f: AdminListFilters): Promise<number> {
  const row = await matching(db, f)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the admin list: the list item's columns plus the admin's own. */
export async function productPage(db: Database, f: AdminListFilters, sort: AdminProductSort, page: PageRequest) {
  const ids = matching(db, f).select('p.id');
  let query = listItems(db)
    .select(['p.published', 'p.units_sold', 'p.modified_date', 'p.base_price', 'p.base_sale_price', variantCount.as('variant_count')])
    .where('p.id', 'in', ids);
  const desc = sort.startsWith('-');
  if (sort === 'newest') query = query.orderBy('p.date_added', 'desc');
  else if (sort === 'best-selling') query = query.orderBy('p.units_sold', 'desc');
  else if (sort.endsWith('name')) query = query.orderBy(sql`lower(p.name)`, desc ? 'desc' : 'asc');
  else if (sort.endsWith('price')) query = query.orderBy('p.sale_price', desc ? 'desc' : 'asc');
  else query = query.orderBy('p.stock', desc ? 'desc' : 'asc');
  return query.orderBy('p.id', 'desc').limit(page.page_size).offset(offsetOf(page)).execute();
}
export type AdminListRow = Awaited<ReturnType<typeof productPage>>[number];

/** A product (published or not) with its category, brand and the admin who last changed it. */
export function findProduct(db: Database, id: number) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('users as m', 'm.id', 'p.modified_by')
    .selectAll('p')
    .select(['c.name as category_name', 'c.slug as category_slug', 'b.name as brand_name', 'b.slug as brand_slug'])
    .select(['m.email as modifier_email', 'm.first_name as modifier_first_name', 'm.last_name as modifier_last_name'])
    .select(variantCount.as('variant_count'))
    .where('p.id', '=', id)
    .executeTakeFirst();
}
export type AdminProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

export const productImageRows = (db: Database, productId: number) =>
  db
    .selectFrom('product_images')
    .select(['id', 'alt', 'variants', 'position'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute();

export const findProductBySlug = (db: Database, slug: string) =>
  db.selectFrom('products').select(['id']).where('slug', '=', slug).executeTakeFirst();

export async function slugTaken(db: Database, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('products').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export const categoryBySlug = (db: Database, slug: string) =>
  db.selectFrom('categories').select(['id', 'name', 'slug']).where('slug', '=', slug).executeTakeFirst();
export const brandBySlug = (db: Database, slug: string) =>
  db.selectFrom('brands').select(['id', 'name', 'slug']).where('slug', '=', slug).executeTakeFirst();

/** Whether a tax category with this code exists (products name it by code, without a foreign key). */
export const taxCategoryExists = async (db: Database, code: string) =>
  (await db.selectFrom('tax_categories').select('code').where('code', '=', code).executeTakeFirst()) !== undefined;

/** Ids among `ids` that exist. */
export async function existingIds(db: Database, ids: number[]): Promise<number[]> {
  const rows = await db.selectFrom('products').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

/** Every product with its colours, sizes and sellable variants, in order (the CSV export). */
export const exportSource = (db: Database) =>
  Promise.all([
    db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .leftJoin('brands as b', 'b.id', 'p.brand_id')
      .select([
        'p.id',
        'p.slug',
        'p.name',
        'c.slug as category',
        'b.slug as brand',
        'p.description',
        'p.base_price',
        'p.base_sale_price',
        'p.published',
        'p.features',
        'p.tax_category',
        'p.weight',
      ])
      .orderBy('p.id')
      .execute(),
    db.selectFrom('product_colors').select(['product_id', 'name', 'hex']).orderBy('product_id').orderBy('position').execute(),
    db.selectFrom('product_sizes').select(['product_id', 'name']).orderBy('product_id').orderBy('position').execute(),
    db
      .selectFrom('product_variants')
      .select(['product_id', 'sku', 'color', 'size', 'stock', 'price', 'sale_price', 'barcode', 'weight'])
      .where('retired_at', 'is', null)
      .orderBy('product_id')
      .orderBy('position')
      .execute(),
  ]);

/** Categories, brands and tax category codes, to resolve an import's references. */
export const importReferences = (db: Database) =>
  Promise.all([
    db.selectFrom('categories').select(['id', 'name', 'slug']).execute(),
    db.selectFrom('brands').select(['id', 'name', 'slug']).execute(),
    db.selectFrom('tax_categories').select('code').execute(),
  ]);

/** The products' slugs of variants with these SKUs (upper-cased). */
export const productsOfSkus = (db: Database, skus: string[]) =>
  db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.sku', 'p.slug'])
    .where(sql`upper(v.sku)`, 'in', skus)
    .execute();

/** The sellable variants' option keys of products by slug. */
export const variantOptionsOf = (db: Database, slugs: string[]) =>
  db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['p.slug', 'v.color_key', 'v.size_key'])
    .where('p.slug', 'in', slugs)
    .where('v.retired_at', 'is', null)
    .execute();

export const productExists = async (db: Database, id: number) =>
  (await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** Whether a picture belongs to the product. */
export const productHasImage = async (db: Database, productId: number, imageId: number) =>
  (await db.selectFrom('product_images').select('id').where('id', '=', imageId).where('product_id', '=', productId).executeTakeFirst()) !==
  undefined;
