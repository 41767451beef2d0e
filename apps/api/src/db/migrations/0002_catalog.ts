import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './helpers';

/** Full-text search: an FTS5 index kept in step by triggers (SQLite), a weighted tsvector (PostgreSQL). */
async function createSearch(db: Kysely<unknown>, dialect: Dialect) {
  if (dialect === 'postgres') {
    await sql`alter table products add column search_vector tsvector generated always as (
      setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', search_keywords), 'B') ||
      setweight(to_tsvector('english', features), 'C') || setweight(to_tsvector('english', description), 'D')) stored`.execute(db);
    await sql`create index products_search on products using gin (search_vector)`.execute(db);
    return;
  }
  const cols = sql.raw('name, search_keywords, features, description');
  const newValues = sql.raw('new.id, new.name, new.search_keywords, new.features, new.description');
  const oldValues = sql.raw("'delete', old.id, old.name, old.search_keywords, old.features, old.description");
  await sql`create virtual table products_fts using fts5(${cols}, content='products', content_rowid='id',
    tokenize='porter unicode61 remove_diacritics 2', prefix='2 3')`.execute(db);
  await sql`create trigger products_fts_insert after insert on products begin
    insert into products_fts(rowid, ${cols}) values (${newValues}); end`.execute(db);
  await sql`create trigger products_fts_delete after delete on products begin
    insert into products_fts(products_fts, rowid, ${cols}) values (${oldValues}); end`.execute(db);
  await sql`create trigger products_fts_update after update of name, search_keywords, features, description on products begin
    insert into products_fts(products_fts, rowid, ${cols}) values (${oldValues});
    insert into products_fts(rowid, ${cols}) values (${newValues}); end`.execute(db);
}

async function createProducts(db: Kysely<unknown>, dialect: Dialect) {
  await withId(db.schema.createTable('products'), dialect)
    .addColumn('slug', 'varchar(160)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('restrict'))
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id').onDelete('set null'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('regular_price', 'integer', (c) => c.notNull())
    .addColumn('sale_price', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('subscribers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('units_sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_average', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_keywords', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('date_added', 'varchar(32)', (c) => c.notNull())
    .addColumn('modified_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('modified_date', 'varchar(32)', (c) => c.notNull())
    .addCheckConstraint('products_prices', sql`regular_price >= 0 and sale_price >= 0 and sale_price <= regular_price`)
    .addCheckConstraint('products_stock', sql`stock >= 0`)
    .execute();
  // One index per filter and sort; `published` leads because shoppers only ever see published rows.
  const indexes: Array<[string, string[]]> = [
    ['products_popular', ['published', 'units_sold', 'id']],
    ['products_newest', ['published', 'date_added']],
    ['products_price', ['published', 'sale_price']],
    ['products_rating', ['published', 'rating_average', 'rating_count']],
    ['products_category', ['category_id', 'published', 'units_sold']],
    ['products_brand', ['brand_id', 'published', 'category_id', 'sale_price', 'stock']],
    ['products_stock', ['published', 'stock']],
    // With products_brand, covers the facet counts (category, brand, price, stock): no table reads.
    ['products_facets', ['published', 'category_id', 'brand_id', 'sale_price', 'stock']],
  ];
  for (const [name, columns] of indexes) await db.schema.createIndex(name).on('products').columns(columns).execute();
}

async function createProductParts(db: Kysely<unknown>, dialect: Dialect) {
  await withId(db.schema.createTable('product_images'), dialect)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('alt', 'varchar(200)', (c) => c.notNull())
    .addColumn('variants', 'text', (c) => c.notNull())
    .addUniqueConstraint('product_images_position', ['product_id', 'position'])
    .execute();
  for (const table of ['product_colors', 'product_sizes'] as const) {
    let create = db.schema
      .createTable(table)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name', 'varchar(40)', (c) => c.notNull())
      .addColumn('key', 'varchar(40)', (c) => c.notNull());
    if (table === 'product_colors') create = create.addColumn('hex', 'varchar(7)');
    await create.addPrimaryKeyConstraint(`${table}_pk`, ['product_id', 'key']).execute();
    await db.schema.createIndex(`${table}_key`).on(table).columns(['key', 'product_id']).execute();
  }
}

async function createEngagement(db: Kysely<unknown>, dialect: Dialect) {
  await withId(db.schema.createTable('product_reviews'), dialect)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('product_reviews_one_per_user', ['product_id', 'user_id'])
    .addCheckConstraint('product_reviews_rating', sql`rating between 1 and 5`)
    .execute();
  await db.schema.createIndex('product_reviews_recent').on('product_reviews').columns(['product_id', 'created_at']).execute();

  await withId(db.schema.createTable('stock_subscriptions'), dialect)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('notified_at', 'varchar(32)')
    .addUniqueConstraint('stock_subscriptions_once', ['product_id', 'email'])
    .execute();
  await db.schema.createIndex('stock_subscriptions_pending').on('stock_subscriptions').columns(['product_id', 'notified_at']).execute();
}

/** Brands, products with their images, colours and sizes, reviews, back-in-stock requests and search. */
export function catalogMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('categories').addColumn('image_variants', 'text').execute();
      await withId(db.schema.createTable('brands'), dialect)
        .addColumn('name', 'varchar(80)', (c) => c.notNull().unique())
        .addColumn('slug', 'varchar(80)', (c) => c.notNull().unique())
        .execute();
      await createProducts(db, dialect);
      await createProductParts(db, dialect);
      await createEngagement(db, dialect);
      await createSearch(db, dialect);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') await sql`drop table if exists products_fts`.execute(db);
      for (const t of [
        'stock_subscriptions',
        'product_reviews',
        'product_sizes',
        'product_colors',
        'product_images',
        'products',
        'brands',
      ]) {
        await db.schema.dropTable(t).execute();
      }
      await db.schema.alterTable('categories').dropColumn('image_variants').execute();
    },
  };
}
