import { sql, type Kysely } from 'kysely';

/**
 * Carts, quotes and orders in a market (ADR 029):
 * - `carts`: the market a shopper's cart is in (no row: the primary market), owned by the cart module;
 * - `orders.market`, `orders.exchange_rate` (the market's rate at placement, exact decimal text) and
 *   `orders.lang` (the language the shopper placed it in, for its mails); orders placed before
 *   markets are the primary market's at rate 1. For the reports, the rate again as integers:
 *   `rate_micros` (rate x 1,000,000, exact: rates have at most 6 decimals) and `base_scale`
 *   (10^(6 + base digits - order currency digits)), so SQL converts an amount to the base currency
 *   as (2 x amount x base_scale + rate_micros) / (2 x rate_micros): half up, in integers, on both engines;
 * - `discount_codes.amounts`: a fixed-amount code's amounts in other currencies, JSON
 *   `{"EUR": 500}` in each currency's minor units (`value` stays the base currency's amount);
 * - `gateway_calls.currency`: the currency the built-in card gateway charged or refunded in.
 */
export function marketOrdersMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('carts')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('market', 'varchar(20)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('orders').addColumn('market', 'varchar(20)').execute();
      await db.schema.alterTable('orders').addColumn('exchange_rate', 'varchar(24)').execute();
      await db.schema.alterTable('orders').addColumn('lang', 'varchar(16)').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('rate_micros', 'bigint', (c) => c.notNull().defaultTo(1_000_000))
        .execute();
      await db.schema
        .alterTable('orders')
        .addColumn('base_scale', 'bigint', (c) => c.notNull().defaultTo(1_000_000))
        .execute();
      await sql`update orders set market = coalesce((select code from markets where is_primary = 1), 'us'), exchange_rate = '1'`.execute(
        db,
      );
      await db.schema.createIndex('orders_market').on('orders').columns(['market', 'placed_at']).execute();
      await db.schema.alterTable('discount_codes').addColumn('amounts', 'text').execute();
      await db.schema.alterTable('gateway_calls').addColumn('currency', 'varchar(3)').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('gateway_calls').dropColumn('currency').execute();
      await db.schema.alterTable('discount_codes').dropColumn('amounts').execute();
      await db.schema.dropIndex('orders_market').execute();
      for (const column of ['base_scale', 'rate_micros', 'lang', 'exchange_rate', 'market'])
        await db.schema.alterTable('orders').dropColumn(column).execute();
      await db.schema.dropTable('carts').execute();
    },
  };
}
