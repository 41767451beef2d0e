import { expressionBuilder, sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { ProductSort } from '@shopwright/shared/catalog';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { ListRow } from './catalog.mappers';
import type { ProductsTable } from './catalog.table';
import type { TextSearch } from './search';

export interface ListFilters {
  categories: string[];
  brands: string[];
  search: TextSearch | null;
  /** Cents. */
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  /** Lower-cased colour and size names. */
  color?: string;
  size?: string;
  /**
   * A non-primary market's code (ADR 027): prices (filters, sort, the price facet and the items)
   * are that market's, read from product_market_prices joined as `mp`.
   */
  market?: string;
  /**
   * A language other than the base one (ADR 030): names, slugs, category and brand names in it
   * where translated (left joins), and category slugs filter in it too.
   */
  lang?: string;
}

/** The sale price the listing filters and sorts on: the market's, or the product's own. */
const salePrice = (f: { market?: string }) => sql.ref<number>(f.market ? 'mp.sale_price' : 'p.sale_price');

/** `products as p`, with the market's prices joined as `mp` when the listing is in a market. */
function fromProducts(db: Database, f: { market?: string }) {
  const market = f.market;
  // The join adds no column to the rows (they are read through salePrice), so `$if` keeps their type.
  return db
    .selectFrom('products as p')
    .$if(market !== undefined, (q) =>
      q.innerJoin('product_market_prices as mp', (on) => on.onRef('mp.product_id', '=', 'p.id').on('mp.market', '=', market!)),
    );
}

type Facet = 'category' | 'brand' | 'price';
type Scope = DB & { p: ProductsTable };

/**
 * What a shopper may see, narrowed by the filters (all but `except`, for that facet's counts).
 * Colour and size filters are `exists` probes for a page (it stops at the page's last row) and
 * `in` lists for counts (which read every match), the faster form for each in SQLite.
 */
function visible(f: ListFilters, except?: Facet, forPage = false): Expression<SqlBool> {
  const eb = expressionBuilder<Scope, 'p'>();
  const all: Expression<SqlBool>[] = [eb('p.published', '=', 1)];
  if (f.categories.length > 0 && except !== 'category') {
    const own = eb.selectFrom('categories').select('categories.id').where('categories.slug', 'in', f.categories);
    // In a language, a category is named by its translated slug too (the one its links there carry).
    const translated = (lang: string) =>
      eb
        .selectFrom('category_translations as ct')
        .select('ct.category_id as id')
        .where('ct.lang', '=', lang)
        .where('ct.slug', 'in', f.categories);
    all.push(eb('p.category_id', 'in', f.lang ? own.union(translated(f.lang)) : own));
  }
  if (f.brands.length > 0 && except !== 'brand') {
    all.push(eb('p.brand_id', 'in', eb.selectFrom('brands').select('brands.id').where('brands.slug', 'in', f.brands)));
  }
  if (except !== 'price') all.push(...priceConditions(f));
  if (f.inStock !== undefined) all.push(eb('p.stock', f.inStock ? '>' : '=', 0));
  if (f.inStock && (f.color || f.size)) {
    // In stock in THIS colour / size: one sellable variant must match both and have units.
    all.push(hasStockedVariant(f.color, f.size, forPage));
  } else {
    if (f.color) all.push(hasOption('product_colors', f.color, forPage));
    if (f.size) all.push(hasOption('product_sizes', f.size, forPage));
  }
  if (f.search) all.push(f.search.where);
  return eb.and(all);
}

function hasOption(table: 'product_colors' | 'product_sizes', key: string, probe: boolean): Expression<SqlBool> {
  const eb = expressionBuilder<Scope, 'p'>();
  const owners = eb
    .selectFrom(`${table} as o` as 'product_colors as o')
    .select('o.product_id')
    .where('o.key', '=', key);
  return probe ? eb.exists(owners.whereRef('o.product_id', '=', 'p.id')) : eb('p.id', 'in', owners);
}

function hasStockedVariant(color: string | undefined, size: string | undefined, probe: boolean): Expression<SqlBool> {
  const eb = expressionBuilder<Scope, 'p'>();
  let owners = eb.selectFrom('product_variants as v').select('v.product_id').where('v.stock', '>', 0).where('v.retired_at', 'is', null);
  if (color) owners = owners.where('v.color_key', '=', color);
  if (size) owners = owners.where('v.size_key', '=', size);
  return probe ? eb.exists(owners.whereRef('v.product_id', '=', 'p.id')) : eb('p.id', 'in', owners);
}

function priceConditions(f: ListFilters): Expression<SqlBool>[] {
  const eb = expressionBuilder<Scope, 'p'>();
  const all: Expression<SqlBool>[] = [];
  if (f.minPrice !== undefined) all.push(eb(salePrice(f), '>=', f.minPrice));
  if (f.maxPrice !== undefined) all.push(eb(salePrice(f), '<=', f.maxPrice));
  return all;
}

/** One query for the result count (all filters) and the price range (all but the price filter). */
export async function countAndPriceRange(db: Database, f: ListFilters) {
  const price = priceConditions(f);
  const eb = expressionBuilder<Scope, 'p'>();
  const counted = price.length > 0 ? sql<number>`count(case when ${eb.and(price)} then 1 end)` : sql<number>`count(*)`;
  const row = await fromProducts(db, f)
    .where(visible(f, 'price'))
    .select([counted.as('count'), (e) => e.fn.min(salePrice(f)).as('min'), (e) => e.fn.max(salePrice(f)).as('max')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), min: row.min === null ? null : Number(row.min), max: row.max === null ? null : Number(row.max) };
}

/** A translated text in the view's language where there is one, else the base text. */
const inLang = (lang: string | undefined, translated: string, base: string) =>
  lang ? sql<string>`coalesce(${sql.ref(translated)}, ${sql.ref(base)})` : sql<string>`${sql.ref(base)}`;

export async function categoryFacet(db: Database, f: ListFilters) {
  const lang = f.lang;
  const rows = await fromProducts(db, f)
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .$if(lang !== undefined, (q) =>
      q.leftJoin('category_translations as ct', (on) => on.onRef('ct.category_id', '=', 'c.id').on('ct.lang', '=', lang!)),
    )
    .where(visible(f, 'category'))
    .select([
      inLang(lang, 'ct.name', 'c.name').as('name'),
      inLang(lang, 'ct.slug', 'c.slug').as('slug'),
      (e) => e.fn.countAll().as('count'),
    ])
    .groupBy(['c.id', 'c.name', 'c.slug', 'c.position'])
    .$if(lang !== undefined, (q) => q.groupBy([sql.ref('ct.name'), sql.ref('ct.slug')]))
    .orderBy('c.position')
    .execute();
  return rows.map((r) => ({ name: r.name, slug: r.slug, count: Number(r.count) }));
}

export async function brandFacet(db: Database, f: ListFilters) {
  const lang = f.lang;
  const rows = await fromProducts(db, f)
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .$if(lang !== undefined, (q) =>
      q.leftJoin('brand_translations as bt', (on) => on.onRef('bt.brand_id', '=', 'b.id').on('bt.lang', '=', lang!)),
    )
    .where(visible(f, 'brand'))
    .select([inLang(lang, 'bt.name', 'b.name').as('name'), 'b.slug', (e) => e.fn.countAll().as('count')])
    .groupBy(['b.id', 'b.name', 'b.slug'])
    .$if(lang !== undefined, (q) => q.groupBy(sql.ref('bt.name')))
    .orderBy('count', 'desc')
    .orderBy(lang ? sql`coalesce(bt.name, b.name)` : sql.ref('b.name'))
    .limit(50)
    .execute();
  return rows.map((r) => ({ name: r.name, slug: r.slug, count: Number(r.count) }));
}

/** Colour or size names of the matching products with their counts, most common first. */
export async function optionCounts(db: Database, f: ListFilters, facet: 'color' | 'size') {
  // Both tables share the columns used here, so one typed query serves both.
  const table = (facet === 'color' ? 'product_colors as o' : 'product_sizes as o') as 'product_colors as o';
  const rows = await db
    .selectFrom('products as p')
    .innerJoin(table, 'o.product_id', 'p.id')
    .where(visible(f))
    .select(['o.key', (e) => e.fn.min('o.name').as('name'), (e) => e.fn.countAll().as('count')])
    .groupBy('o.key')
    .orderBy('count', 'desc')
    .orderBy('o.key')
    .limit(40)
    .execute();
  return rows.map((r) => ({ name: String(r.name), count: Number(r.count) }));
}

/**
 * Products with their category, brand and first image: the columns of a list item (prices in the
 * market's, if any; texts in `lang` where translated, through left joins: no query more).
 */
export function listItems(db: Database, market?: string, lang?: string) {
  const prices = market ? 'mp' : 'p';
  // Scalar subqueries, not a join: the engines then read the picture for the rows returned only.
  const firstImage = (column: 'alt' | 'variants') =>
    sql<string | null>`(select i.${sql.ref(column)} from product_images i where i.product_id = p.id order by i.position limit 1)`;
  return fromProducts(db, { market })
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .$if(lang !== undefined, (q) =>
      q
        .leftJoin('product_translations as pt', (on) => on.onRef('pt.product_id', '=', 'p.id').on('pt.lang', '=', lang!))
        .leftJoin('category_translations as ct', (on) => on.onRef('ct.category_id', '=', 'c.id').on('ct.lang', '=', lang!))
        .leftJoin('brand_translations as bt', (on) => on.onRef('bt.brand_id', '=', 'b.id').on('bt.lang', '=', lang!)),
    )
    .select([
      'p.id',
      lang ? inLang(lang, 'pt.slug', 'p.slug').as('slug') : 'p.slug',
      lang ? inLang(lang, 'pt.name', 'p.name').as('name') : 'p.name',
      sql.ref<number>(`${prices}.regular_price`).as('regular_price'),
      sql.ref<number>(`${prices}.sale_price`).as('sale_price'),
      'p.stock',
      'p.rating_average',
      'p.rating_count',
      'p.date_added',
      sql.ref<number>(`${prices}.price_varies`).as('price_varies'),
      lang ? inLang(lang, 'ct.name', 'c.name').as('category_name') : 'c.name as category_name',
      lang ? inLang(lang, 'ct.slug', 'c.slug').as('category_slug') : 'c.slug as category_slug',
      lang ? sql<string | null>`coalesce(bt.name, b.name)`.as('brand_name') : 'b.name as brand_name',
      'b.slug as brand_slug',
      firstImage('alt').as('image_alt'),
      firstImage('variants').as('image_variants'),
    ]);
}

/** Sorts a listing query (ties broken by id, so pages never overlap). Not for relevance. */
function inOrder<Q extends SelectQueryBuilder<Scope, 'p', object>>(query: Q, sort: Exclude<ProductSort, 'relevance'>, f: ListFilters): Q {
  const q = query as SelectQueryBuilder<Scope, 'p', object>;
  const ordered =
    sort === 'newest'
      ? q.orderBy('p.date_added', 'desc')
      : sort === 'price-low'
        ? q.orderBy(salePrice(f), 'asc')
        : sort === 'price-high'
          ? q.orderBy(salePrice(f), 'desc')
          : sort === 'rating'
            ? q.orderBy('p.rating_average', 'desc').orderBy('p.rating_count', 'desc')
            : q.orderBy('p.units_sold', 'desc');
  return ordered.orderBy('p.id', sort === 'price-low' ? 'asc' : 'desc') as Q;
}

/** One page of matching products in the requested order (ties broken by id, so pages never overlap). */
export async function productPage(db: Database, f: ListFilters, sort: ProductSort, page: number, pageSize: number): Promise<ListRow[]> {
  const offset = (page - 1) * pageSize;
  if (sort === 'relevance' && f.search) {
    // With the ranking join (SQLite) in place the search condition would run the same full-text query twice.
    const join = f.search.join;
    let query = listItems(db, f.market, f.lang).where(visible(join ? { ...f, search: null } : f, undefined, true));
    // The join adds no column to the rows (the rank is read through f.search.rank), so `$if` keeps their type.
    if (join) query = query.$if(true, (q) => q.innerJoin(join, (on) => on.onRef('s.id', '=', 'p.id')));
    return query
      .orderBy(f.search.rank, 'desc')
      .orderBy('p.units_sold', 'desc')
      .orderBy('p.id', 'desc')
      .limit(pageSize)
      .offset(offset)
      .execute();
  }
  const by = sort === 'relevance' ? 'popular' : sort;
  // The page's ids first, found on the indexes alone; then the list columns (category, brand,
  // first picture) for those rows only. In one ordered query PostgreSQL worked out the pictures
  // of every row the offset skips as well: page 400 of 100,000 products took 75 ms, now a few.
  const ids = inOrder(
    fromProducts(db, f)
      .select('p.id')
      .where(visible(f, undefined, true)),
    by,
    f,
  )
    .limit(pageSize)
    .offset(offset);
  return inOrder(listItems(db, f.market, f.lang).where('p.id', 'in', ids), by, f).execute();
}
