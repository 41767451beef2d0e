import { sql, type AliasedRawBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from '../../db/database';

const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;

/**
 * The words of a search text: runs of letters and digits, lower-cased. Everything else (quotes,
 * `*():-^`, SQL) separates words, so user text never reaches the search engines as syntax.
 */
export function searchTokens(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .normalize('NFC')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, MAX_TOKEN_LENGTH)))].slice(0, MAX_TOKENS);
}

export interface TextSearch {
  /** True for products matching every word (`p` is the products alias). */
  where: RawBuilder<SqlBool>;
  /** Relevance, higher is better; with `join` it reads the joined `s.rank`. */
  rank: RawBuilder<number>;
  /** SQLite ranks through a join on the FTS table; PostgreSQL needs none. */
  join?: AliasedRawBuilder<{ id: number; rank: number }, 's'>;
}

/**
 * Full-text search behind one function for both engines: SQLite FTS5 ranked by bm25, PostgreSQL
 * tsvector ranked by ts_rank. Each word must match; `prefix` also matches word beginnings
 * ("iph" finds iPhone): `last` for the word being typed, `all` for instant suggestions.
 */
export function productSearch(dialect: Dialect, tokens: string[], prefix: 'last' | 'all'): TextSearch {
  const isPrefix = (i: number) => prefix === 'all' || i === tokens.length - 1;
  if (dialect === 'postgres') {
    const query = tokens.map((t, i) => `'${t}'${isPrefix(i) ? ':*' : ''}`).join(' & ');
    const tsquery = sql`to_tsquery('english', ${query})`;
    return {
      where: sql<SqlBool>`p.search_vector @@ ${tsquery}`,
      rank: sql<number>`ts_rank(p.search_vector, ${tsquery})`,
    };
  }
  const match = tokens.map((t, i) => `"${t}"${isPrefix(i) ? '*' : ''}`).join(' ');
  return {
    where: sql<SqlBool>`p.id in (select rowid from products_fts where products_fts match ${match})`,
    rank: sql<number>`s.rank`,
    // Column weights: name, keywords (brand, category, colours), features, description.
    join: sql<{ id: number; rank: number }>`(select rowid as id, -bm25(products_fts, 10.0, 4.0, 2.0, 1.0) as rank
      from products_fts where products_fts match ${match})`.as('s'),
  };
}
