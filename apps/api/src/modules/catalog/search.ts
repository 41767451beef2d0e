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
 * PostgreSQL text search configurations by primary language subtag (the same table as migration
 * 0021's generated column); other languages use `simple`.
 */
const PG_CONFIGS: Record<string, string> = {
  da: 'danish',
  de: 'german',
  en: 'english',
  es: 'spanish',
  fi: 'finnish',
  fr: 'french',
  hu: 'hungarian',
  it: 'italian',
  nb: 'norwegian',
  nl: 'dutch',
  nn: 'norwegian',
  no: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sv: 'swedish',
  tr: 'turkish',
};
const primaryTag = (lang: string) => lang.toLowerCase().split('-')[0] ?? '';
export const pgSearchConfig = (lang: string): string => PG_CONFIGS[primaryTag(lang)] ?? 'simple';
/** Written without spaces between words: SQLite indexes these with trigrams (migration 0021). */
export const isCjk = (lang: string): boolean => ['ja', 'zh', 'ko'].includes(primaryTag(lang));

/**
 * Full-text search behind one function for both engines: SQLite FTS5 ranked by bm25, PostgreSQL
 * tsvector ranked by ts_rank. Each word must match; `prefix` also matches word beginnings
 * ("iph" finds iPhone): `last` for the word being typed, `all` for instant suggestions.
 * With `lang` (a language other than the base one, ADR 030) a product also matches through its
 * translation in that language: PostgreSQL stems with that language's configuration, SQLite
 * searches the translations' own FTS5 index (trigrams for Japanese, Chinese and Korean).
 */
export function productSearch(dialect: Dialect, tokens: string[], prefix: 'last' | 'all', lang?: string): TextSearch {
  const isPrefix = (i: number) => prefix === 'all' || i === tokens.length - 1;
  if (dialect === 'postgres') {
    const query = tokens.map((t, i) => `'${t}'${isPrefix(i) ? ':*' : ''}`).join(' & ');
    const tsquery = sql`to_tsquery('english', ${query})`;
    if (!lang) {
      return {
        where: sql<SqlBool>`p.search_vector @@ ${tsquery}`,
        rank: sql<number>`ts_rank(p.search_vector, ${tsquery})`,
      };
    }
    if (isCjk(lang)) {
      // `simple` keeps a run of kana or kanji as one word, so words inside it are found as substrings.
      const found = substringMatches(dialect, tokens, lang);
      return {
        where: sql<SqlBool>`(p.search_vector @@ ${tsquery} or p.id in (select product_id from (${found}) m))`,
        rank: sql<number>`greatest(ts_rank(p.search_vector, ${tsquery}), coalesce((select max(rank) from (${found}) m where m.product_id = p.id), 0))`,
      };
    }
    const translated = sql`to_tsquery(${pgSearchConfig(lang)}::regconfig, ${query})`;
    return {
      where: sql<SqlBool>`(p.search_vector @@ ${tsquery} or p.id in (select t.product_id from product_translations t
        where t.lang = ${lang} and t.search_vector @@ ${translated}))`,
      rank: sql<number>`greatest(ts_rank(p.search_vector, ${tsquery}), coalesce((select ts_rank(t.search_vector, ${translated})
        from product_translations t where t.product_id = p.id and t.lang = ${lang}), 0))`,
    };
  }
  const match = tokens.map((t, i) => `"${t}"${isPrefix(i) ? '*' : ''}`).join(' ');
  if (!lang) {
    return {
      where: sql<SqlBool>`p.id in (select rowid from products_fts where products_fts match ${match})`,
      rank: sql<number>`s.rank`,
      // Column weights: name, keywords (brand, category, colours), features, description.
      join: sql<{ id: number; rank: number }>`(select rowid as id, -bm25(products_fts, 10.0, 4.0, 2.0, 1.0) as rank
      from products_fts where products_fts match ${match})`.as('s'),
    };
  }
  const translated = translatedMatches(tokens, match, lang);
  return {
    where: sql<SqlBool>`(p.id in (select rowid from products_fts where products_fts match ${match})
      or p.id in (select product_id from (${translated})))`,
    rank: sql<number>`s.rank`,
    join: sql<{ id: number; rank: number }>`(select id, max(rank) as rank from (
      select rowid as id, -bm25(products_fts, 10.0, 4.0, 2.0, 1.0) as rank from products_fts where products_fts match ${match}
      union all select product_id as id, rank from (${translated})) group by id)`.as('s'),
  };
}

/**
 * SQLite: `(product_id, rank)` of the translations in `lang` that match. Trigrams need three
 * characters, so a CJK search with a shorter word (靴, 時計) compares the texts with LIKE instead.
 */
function translatedMatches(tokens: string[], match: string, lang: string) {
  if (!isCjk(lang)) {
    return sql`select t.product_id, -bm25(product_translations_fts, 10.0, 2.0, 1.0) as rank
      from product_translations_fts join product_translations t on t.id = product_translations_fts.rowid
      where product_translations_fts match ${match} and t.lang = ${lang}`;
  }
  if (tokens.every((t) => [...t].length >= 3)) {
    const phrases = tokens.map((t) => `"${t}"`).join(' ');
    return sql`select t.product_id, -bm25(product_translations_cjk, 10.0, 2.0, 1.0) as rank
      from product_translations_cjk join product_translations t on t.id = product_translations_cjk.rowid
      where product_translations_cjk match ${phrases} and t.lang = ${lang}`;
  }
  return substringMatches('sqlite', tokens, lang);
}

/** `(product_id, rank)` of the translations in `lang` holding every word as a substring; in the name ranks higher. */
function substringMatches(dialect: Dialect, tokens: string[], lang: string) {
  const position = sql.raw(dialect === 'postgres' ? 'strpos' : 'instr');
  const has = (column: string, tok: string) => sql<SqlBool>`${position}(lower(coalesce(${sql.ref(`t.${column}`)}, '')), ${tok}) > 0`;
  const each = tokens.map((tok) => sql`(${has('name', tok)} or ${has('description', tok)} or ${has('features', tok)})`);
  const inName = sql.join(
    tokens.map((tok) => has('name', tok)),
    sql` and `,
  );
  return sql`select t.product_id, case when ${inName} then 2.0 else 1.0 end as rank
    from product_translations t where t.lang = ${lang} and ${sql.join(each, sql` and `)}`;
}
