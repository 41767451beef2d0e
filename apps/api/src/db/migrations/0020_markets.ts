import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './helpers';

/** The shop's currency before markets (settings key `currency`, JSON), or USD. */
async function shopCurrency(db: Kysely<unknown>): Promise<string> {
  const rows = await sql<{ value: string }>`select value from settings where key = 'currency'`.execute(db);
  try {
    const value: unknown = rows.rows[0] ? JSON.parse(rows.rows[0].value) : 'USD';
    return typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? value : 'USD';
  } catch {
    return 'USD';
  }
}

/**
 * Markets (ADR 027): a currency, languages, a URL prefix, an exchange rate and a rounding per
 * group of countries; fixed prices per product (or variant) and currency; and each non-primary
 * market's prices worked out per product (kept by the catalog module), so a market's listing
 * filters and sorts by its own prices in SQL. Today's shop becomes the primary market `us`.
 */
export function marketsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('markets')
        .addColumn('code', 'varchar(20)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        // JSON array of BCP 47 tags; the first is the market's default language.
        .addColumn('languages', 'text', (c) => c.notNull())
        .addColumn('path', 'varchar(40)', (c) => c.notNull().unique())
        // Exact decimal text ("0.92", "151.37"): units of the market's currency per base unit.
        .addColumn('exchange_rate', 'varchar(24)', (c) => c.notNull())
        .addColumn('rounding', 'varchar(8)', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('market_countries')
        .addColumn('country', 'varchar(2)', (c) => c.primaryKey())
        .addColumn('market', 'varchar(20)', (c) => c.notNull().references('markets.code').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('market_countries_market').on('market_countries').column('market').execute();

      // Fixed prices: a variant's row beats its product's, and either beats a converted price.
      await withId(db.schema.createTable('product_prices'), dialect)
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('variant_id', 'integer', (c) => c.references('product_variants.id').onDelete('cascade'))
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        // Null: not on sale in this currency (sells at `price`).
        .addColumn('sale_price', 'integer')
        .addCheckConstraint('product_prices_amounts', sql`price >= 0 and (sale_price is null or (sale_price >= 0 and sale_price <= price))`)
        .execute();
      // One row per product, variant (none counts as one) and currency.
      await sql`create unique index product_prices_key on product_prices (product_id, coalesce(variant_id, 0), currency)`.execute(db);

      // Each non-primary market's "from" prices per product and its variants' prices (JSON), in the
      // market's minor units: what its listings filter, sort and show. Written by the catalog only.
      await db.schema
        .createTable('product_market_prices')
        .addColumn('market', 'varchar(20)', (c) => c.notNull().references('markets.code').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('regular_price', 'integer', (c) => c.notNull())
        .addColumn('sale_price', 'integer', (c) => c.notNull())
        .addColumn('price_varies', 'integer', (c) => c.notNull().defaultTo(0))
        // JSON [[variant id, price, sale price], …] of the sellable variants.
        .addColumn('variants', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_market_prices_pk', ['market', 'product_id'])
        .execute();
      await db.schema
        .createIndex('product_market_prices_sale')
        .on('product_market_prices')
        .columns(['market', 'sale_price', 'product_id'])
        .execute();
      await db.schema.createIndex('product_market_prices_product').on('product_market_prices').column('product_id').execute();

      const now = new Date().toISOString();
      const currency = await shopCurrency(db);
      await sql`insert into markets (code, name, currency, languages, path, exchange_rate, rounding, active, is_primary, position, created_at, updated_at)
        values ('us', 'United States', ${currency}, '["en"]', '/', '1', 'none', 1, 1, 0, ${now}, ${now})`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['product_market_prices', 'product_prices', 'market_countries', 'markets']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
