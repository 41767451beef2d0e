import { sql, type SqlBool } from 'kysely';
import type { Database } from '../../db/database';
import { listItems } from './products.list.repo';
import type { TextSearch } from './search';

const SUGGESTED_PRODUCTS = 6;
const SUGGESTED_NAMES = 4;

/** The best few published products for a prefix search. */
export function suggestedProducts(db: Database, search: TextSearch, market?: string, lang?: string) {
  const { join } = search;
  let query = listItems(db, market, lang).where('p.published', '=', 1);
  // The join adds no column to the rows (the rank is read through search.rank), so `$if` keeps their type.
  query = join ? query.$if(true, (q) => q.innerJoin(join, (on) => on.onRef('s.id', '=', 'p.id'))) : query.where(search.where);
  return query.orderBy(search.rank, 'desc').orderBy('p.units_sold', 'desc').orderBy('p.id').limit(SUGGESTED_PRODUCTS).execute();
}

/**
 * Categories or brands whose name has a word starting with each token. Tokens hold only
 * letters and digits (see searchTokens), so they cannot act as LIKE wildcards. In a language
 * (ADR 030) the translated name is matched and answered where there is one.
 */
export function namesMatching(db: Database, table: 'categories' | 'brands', tokens: string[], lang?: string) {
  const name = lang ? sql<string>`coalesce(t.name, x.name)` : sql<string>`name`;
  const conditions = tokens.map(
    (t) => sql<SqlBool>`(lower(${name}) like ${`${t}%`} or lower(${name}) like ${`% ${t}%`} or lower(${name}) like ${`%-${t}%`})`,
  );
  if (!lang) {
    return db
      .selectFrom(table)
      .select(['name', 'slug'])
      .where((eb) => eb.and(conditions))
      .orderBy('name')
      .limit(SUGGESTED_NAMES)
      .execute();
  }
  // Categories have translated slugs too; brands keep theirs.
  const slug = table === 'categories' ? sql<string>`coalesce(t.slug, x.slug)` : sql<string>`x.slug`;
  const joined =
    table === 'categories'
      ? sql`categories x left join category_translations t on t.category_id = x.id and t.lang = ${lang}`
      : sql`brands x left join brand_translations t on t.brand_id = x.id and t.lang = ${lang}`;
  const query = sql<{ name: string; slug: string }>`select ${name} as name, ${slug} as slug from ${joined}
    where ${sql.join(conditions, sql` and `)} order by 1 limit ${SUGGESTED_NAMES}`;
  return query.execute(db).then((r) => r.rows);
}
