import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './helpers';

/** The settings a shop had before zones (migration 0004's rows), or the defaults it ran on. */
async function legacySettings(db: Kysely<unknown>) {
  const rows = await sql<{ key: string; value: string }>`select key, value from settings`.execute(db);
  const stored = new Map(rows.rows.map((r) => [r.key, r.value]));
  const read = <T>(key: string, fallback: T, ok: (v: unknown) => boolean): T => {
    try {
      const raw = stored.get(key);
      const value = raw === undefined ? fallback : (JSON.parse(raw) as unknown);
      return ok(value) ? (value as T) : fallback;
    } catch {
      return fallback;
    }
  };
  const cents = (v: unknown) => Number.isInteger(v) && (v as number) >= 0;
  return {
    taxBp: read('tax_rate_bp', 825, cents),
    standard: read('shipping_standard_cents', 499, cents),
    express: read('shipping_express_cents', 1499, cents),
    freeFrom: read<number | null>('free_shipping_threshold_cents', 5000, (v) => v === null || cents(v)),
  };
}

/**
 * Taxes and shipping by destination: zones (countries, regions, postcodes), tax categories and
 * dated rates, shipping methods per zone with a rate table; products get a tax category and a
 * weight; orders freeze each line's rate and tax and the totals per rate. Today's shop is kept
 * as it was: a zone `everywhere`, one `standard` rate at the stored tax rate, Standard and
 * Express at the stored prices and free threshold, tax-exclusive prices; every order placed
 * before gets its one rate as its tax line.
 */
export function taxesShippingMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('zones'), dialect)
        .addColumn('code', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('zone_members'), dialect)
        .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('country', 'varchar(2)', (c) => c.notNull())
        .addColumn('region', 'varchar(3)')
        .addColumn('postcode', 'varchar(13)')
        .execute();
      await db.schema.createIndex('zone_members_zone').on('zone_members').columns(['zone_id', 'position']).execute();

      await db.schema
        .createTable('tax_categories')
        .addColumn('code', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('tax_rates'), dialect)
        .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id').onDelete('restrict'))
        .addColumn('category', 'varchar(40)', (c) => c.notNull().references('tax_categories.code').onDelete('restrict'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        // Thousandths of a percent: 8.25 % is 8250.
        .addColumn('rate_millis', 'integer', (c) => c.notNull())
        .addColumn('starts_on', 'varchar(10)')
        .addColumn('ends_on', 'varchar(10)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addCheckConstraint('tax_rates_rate', sql`rate_millis >= 0 and rate_millis <= 100000`)
        .execute();
      await db.schema.createIndex('tax_rates_zone').on('tax_rates').columns(['zone_id', 'category']).execute();

      await withId(db.schema.createTable('shipping_methods'), dialect)
        .addColumn('code', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('estimate', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id').onDelete('restrict'))
        .addColumn('tax_category', 'varchar(40)', (c) => c.notNull().references('tax_categories.code').onDelete('restrict'))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('free_from', 'integer')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('shipping_rates'), dialect)
        .addColumn('method_id', 'integer', (c) => c.notNull().references('shipping_methods.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('min_subtotal', 'integer')
        .addColumn('max_subtotal', 'integer')
        .addColumn('min_weight', 'integer')
        .addColumn('max_weight', 'integer')
        .addCheckConstraint('shipping_rates_price', sql`price >= 0`)
        .execute();
      await db.schema.createIndex('shipping_rates_method').on('shipping_rates').columns(['method_id', 'position']).execute();

      await db.schema
        .alterTable('products')
        .addColumn('tax_category', 'varchar(40)', (c) => c.notNull().defaultTo('standard'))
        .execute();
      await db.schema.alterTable('products').addColumn('weight', 'integer').execute();
      await db.schema.alterTable('product_variants').addColumn('weight', 'integer').execute();
      await db.schema.alterTable('addresses').addColumn('company', 'varchar(100)').execute();
      await db.schema.alterTable('addresses').addColumn('vat_id', 'varchar(20)').execute();

      // Orders freeze what they charged: the price mode, each line's rate and tax, the totals per rate.
      await db.schema
        .alterTable('orders')
        .addColumn('prices_include_tax', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('orders')
        .addColumn('shipping_tax', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('orders').addColumn('shipping_name', 'varchar(100)').execute();
      await db.schema.alterTable('orders').addColumn('tax_country', 'varchar(2)').execute();
      await db.schema.alterTable('orders').addColumn('tax_note', 'varchar(300)').execute();
      await db.schema.alterTable('orders').addColumn('buyer_vat_id', 'varchar(20)').execute();
      await db.schema.alterTable('orders').addColumn('shop_vat_id', 'varchar(20)').execute();
      if (dialect === 'postgres') await sql`alter table orders alter column shipping_method type varchar(40)`.execute(db);
      await db.schema.alterTable('order_lines').addColumn('tax_category', 'varchar(40)').execute();
      await db.schema.alterTable('order_lines').addColumn('tax_rate_millis', 'integer').execute();
      await db.schema
        .alterTable('order_lines')
        .addColumn('tax', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('order_lines')
        .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await withId(db.schema.createTable('order_taxes'), dialect)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('rate_millis', 'integer', (c) => c.notNull())
        .addColumn('net', 'integer', (c) => c.notNull())
        .addColumn('tax', 'integer', (c) => c.notNull())
        .addColumn('refunded_net', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('refunded_tax', 'integer', (c) => c.notNull().defaultTo(0))
        .addCheckConstraint(
          'order_taxes_refund',
          sql`refunded_net >= 0 and refunded_tax >= 0 and refunded_net <= net and refunded_tax <= tax`,
        )
        .execute();
      await db.schema.createIndex('order_taxes_order').on('order_taxes').column('order_id').execute();
      // A refund's split into net and tax (per rate in tax_split, JSON), for the ledger and its CSV.
      await db.schema.alterTable('payment_transactions').addColumn('net_amount', 'integer').execute();
      await db.schema.alterTable('payment_transactions').addColumn('tax_amount', 'integer').execute();
      await db.schema.alterTable('payment_transactions').addColumn('tax_split', 'text').execute();

      const now = new Date().toISOString();
      const legacy = await legacySettings(db);
      await sql`insert into zones (code, name, priority, created_at, updated_at) values ('everywhere', 'Everywhere', 0, ${now}, ${now})`.execute(
        db,
      );
      const zone = (await sql<{ id: number }>`select id from zones where code = 'everywhere'`.execute(db)).rows[0]!.id;
      await sql`insert into zone_members (zone_id, position, country) values (${zone}, 0, '*')`.execute(db);
      await sql`insert into tax_categories (code, name, created_at) values ('standard', 'Standard', ${now})`.execute(db);
      await sql`insert into tax_rates (zone_id, category, name, rate_millis, created_at, updated_at)
        values (${zone}, 'standard', 'Tax', ${legacy.taxBp * 10}, ${now}, ${now})`.execute(db);
      const methods = [
        { code: 'standard', name: 'Standard', estimate: '3-5 business days', price: legacy.standard, free: legacy.freeFrom },
        { code: 'express', name: 'Express', estimate: '1-2 business days', price: legacy.express, free: null },
      ];
      for (const m of methods) {
        await sql`insert into shipping_methods (code, name, estimate, zone_id, tax_category, active, free_from, created_at, updated_at)
          values (${m.code}, ${m.name}, ${m.estimate}, ${zone}, 'standard', 1, ${m.free}, ${now}, ${now})`.execute(db);
        const id = (await sql<{ id: number }>`select id from shipping_methods where code = ${m.code}`.execute(db)).rows[0]!.id;
        await sql`insert into shipping_rates (method_id, position, price) values (${id}, 0, ${m.price})`.execute(db);
      }
      await sql`delete from settings where key in ('tax_rate_bp', 'shipping_standard_cents', 'shipping_express_cents', 'free_shipping_threshold_cents')`.execute(
        db,
      );

      // Orders placed before: one rate on goods and shipping together.
      await sql`insert into order_taxes (order_id, name, rate_millis, net, tax, refunded_net, refunded_tax)
        select id, 'Tax', tax_rate_bp * 10, subtotal - discount_total + shipping_total, tax_total,
          case when total = 0 then 0 else refunded_total - (refunded_total * tax_total * 2 + total) / (2 * total) end,
          case when total = 0 then 0 else (refunded_total * tax_total * 2 + total) / (2 * total) end
        from orders where tax_total > 0 or subtotal - discount_total + shipping_total > 0`.execute(db);
      await sql`update order_lines set tax_category = 'standard'`.execute(db);
      await sql`update orders set tax_country = 'US', shipping_name = case shipping_method when 'express' then 'Express' else 'Standard' end`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['order_taxes', 'shipping_rates', 'shipping_methods', 'tax_rates', 'tax_categories', 'zone_members', 'zones']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
