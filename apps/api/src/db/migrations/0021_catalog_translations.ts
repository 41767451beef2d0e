import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './helpers';

/**
 * PostgreSQL text search configurations by primary language subtag; any other language is indexed
 * with `simple` (lower-cased words, no stemming: Japanese, Chinese, Korean …). Frozen here: a
 * migration must not change with the code (search.ts keeps its own copy for the queries).
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

/** Languages written without spaces between words: SQLite indexes them with the trigram tokenizer. */
const CJK = "(lower(substr(%.lang, 1, 2)) in ('ja', 'zh', 'ko'))";

async function createPostgresSearch(db: Kysely<unknown>) {
  const cases = Object.entries(PG_CONFIGS)
    .map(([lang, config]) => `when '${lang}' then '${config}'::regconfig`)
    .join(' ');
  // A constant configuration per language keeps the expression immutable, as a generated column needs.
  const config = sql.raw(`(case split_part(lower(lang), '-', 1) ${cases} else 'simple'::regconfig end)`);
  await sql`alter table product_translations add column search_vector tsvector generated always as (
    setweight(to_tsvector(${config}, coalesce(name, '')), 'A') || setweight(to_tsvector(${config}, coalesce(features, '')), 'C') ||
    setweight(to_tsvector(${config}, coalesce(description, '')), 'D')) stored`.execute(db);
  await sql`create index product_translations_search on product_translations using gin (search_vector)`.execute(db);
}

/** Two FTS5 indexes over the translations, kept in step by triggers: words (unicode61) and, for CJK, trigrams. */
async function createSqliteSearch(db: Kysely<unknown>) {
  const cols = sql.raw('name, features, description');
  const tables = [
    {
      name: 'product_translations_fts',
      tokenize: "'unicode61 remove_diacritics 2', prefix='2 3'",
      when: (row: string) => `not ${CJK.replace('%', row)}`,
    },
    { name: 'product_translations_cjk', tokenize: "'trigram'", when: (row: string) => CJK.replace('%', row) },
  ];
  for (const t of tables) {
    const fts = sql.raw(t.name);
    await sql`create virtual table ${fts} using fts5(${cols}, content='product_translations', content_rowid='id', tokenize=${sql.raw(t.tokenize)})`.execute(
      db,
    );
    const add = sql.raw(
      `insert into ${t.name}(rowid, name, features, description) values (new.id, new.name, new.features, new.description);`,
    );
    const remove = sql.raw(
      `insert into ${t.name}(${t.name}, rowid, name, features, description) values ('delete', old.id, old.name, old.features, old.description);`,
    );
    await sql`create trigger ${sql.raw(`${t.name}_insert`)} after insert on product_translations when ${sql.raw(t.when('new'))} begin ${add} end`.execute(
      db,
    );
    await sql`create trigger ${sql.raw(`${t.name}_delete`)} after delete on product_translations when ${sql.raw(t.when('old'))} begin ${remove} end`.execute(
      db,
    );
    await sql`create trigger ${sql.raw(`${t.name}_update_old`)} after update on product_translations when ${sql.raw(t.when('old'))} begin ${remove} end`.execute(
      db,
    );
    await sql`create trigger ${sql.raw(`${t.name}_update_new`)} after update on product_translations when ${sql.raw(t.when('new'))} begin ${add} end`.execute(
      db,
    );
  }
}

/**
 * Translations of catalog content (issue 27, ADR 030): per product, category and brand and
 * language, each field nullable (a missing field falls back to the base text); option labels
 * (colour and size names) per product; full-text search over the translations in each language.
 */
export function catalogTranslationsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('product_translations'), dialect)
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('lang', 'varchar(35)', (c) => c.notNull())
        .addColumn('name', 'varchar(200)')
        .addColumn('slug', 'varchar(160)')
        .addColumn('description', 'text')
        // JSON array of strings, like products.features.
        .addColumn('features', 'text')
        .addUniqueConstraint('product_translations_key', ['product_id', 'lang'])
        // A product page is found by its slug in a language (several null slugs are allowed).
        .addUniqueConstraint('product_translations_slug', ['lang', 'slug'])
        .execute();

      await db.schema
        .createTable('category_translations')
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
        .addColumn('lang', 'varchar(35)', (c) => c.notNull())
        .addColumn('name', 'varchar(80)')
        .addColumn('slug', 'varchar(80)')
        .addColumn('description', 'text')
        .addPrimaryKeyConstraint('category_translations_pk', ['category_id', 'lang'])
        .addUniqueConstraint('category_translations_slug', ['lang', 'slug'])
        .execute();

      await db.schema
        .createTable('brand_translations')
        .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
        .addColumn('lang', 'varchar(35)', (c) => c.notNull())
        .addColumn('name', 'varchar(80)', (c) => c.notNull())
        .addPrimaryKeyConstraint('brand_translations_pk', ['brand_id', 'lang'])
        .execute();

      // Colour and size names of a product in a language, by the option's key (its lower-cased name).
      await db.schema
        .createTable('product_option_translations')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('key', 'varchar(40)', (c) => c.notNull())
        .addColumn('lang', 'varchar(35)', (c) => c.notNull())
        .addColumn('label', 'varchar(40)', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_option_translations_pk', ['product_id', 'kind', 'key', 'lang'])
        .addCheckConstraint('product_option_translations_kind', sql`kind in ('color', 'size')`)
        .execute();

      if (dialect === 'postgres') await createPostgresSearch(db);
      else await createSqliteSearch(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        await sql`drop table if exists product_translations_fts`.execute(db);
        await sql`drop table if exists product_translations_cjk`.execute(db);
      }
      for (const t of ['product_option_translations', 'brand_translations', 'category_translations', 'product_translations']) {
        await db.schema.dropTable(t).execute();
      }
    },
  };
}
