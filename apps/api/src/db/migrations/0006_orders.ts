import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './helpers';

async function createDiscounts(db: Kysely<unknown>, dialect: Dialect) {
  await withId(db.schema.createTable('discount_codes'), dialect)
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    // Basis points for a percentage (1000 = 10 %), cents for a fixed amount.
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('min_subtotal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'varchar(32)')
    .addColumn('ends_at', 'varchar(32)')
    .addColumn('usage_limit', 'integer')
    .addColumn('times_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addCheckConstraint('discount_codes_kind', sql`kind in ('percentage', 'fixed')`)
    .addCheckConstraint('discount_codes_value', sql`value > 0 and (kind <> 'percentage' or value <= 10000)`)
    .addCheckConstraint('discount_codes_usage', sql`times_used >= 0 and (usage_limit is null or times_used <= usage_limit)`)
    .execute();
}

async function createOrders(db: Kysely<unknown>, dialect: Dialect) {
  await withId(db.schema.createTable('orders'), dialect)
    // Accounts are never deleted, only anonymised, so an order always has its user row.
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('email', 'varchar(254)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('payment_status', 'varchar(24)', (c) => c.notNull())
    .addColumn('payment_method', 'varchar(16)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('discount_total', 'integer', (c) => c.notNull())
    .addColumn('discount_code', 'varchar(32)')
    .addColumn('discount_id', 'integer', (c) => c.references('discount_codes.id').onDelete('set null'))
    .addColumn('shipping_method', 'varchar(16)', (c) => c.notNull())
    .addColumn('shipping_total', 'integer', (c) => c.notNull())
    .addColumn('tax_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('tax_total', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('refunded_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_address', 'text', (c) => c.notNull())
    .addColumn('billing_address', 'text', (c) => c.notNull())
    .addColumn('card_brand', 'varchar(20)')
    .addColumn('card_last4', 'varchar(4)')
    .addColumn('carrier', 'varchar(60)')
    .addColumn('tracking_number', 'varchar(80)')
    .addColumn('placed_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addCheckConstraint(
      'orders_amounts',
      sql`subtotal >= 0 and discount_total >= 0 and shipping_total >= 0 and tax_total >= 0 and total >= 0`,
    )
    .addCheckConstraint('orders_refund', sql`refunded_total >= 0 and refunded_total <= total`)
    .execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('orders_status').on('orders').columns(['status', 'id']).execute();

  await withId(db.schema.createTable('order_lines'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('slug', 'varchar(160)')
    .addColumn('image', 'varchar(255)')
    .addColumn('color', 'varchar(40)')
    .addColumn('size', 'varchar(40)')
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('line_total', 'integer', (c) => c.notNull())
    .addCheckConstraint('order_lines_quantity', sql`quantity > 0`)
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();
  await db.schema.createIndex('order_lines_product').on('order_lines').column('product_id').execute();

  await withId(db.schema.createTable('order_events'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('message', 'varchar(500)', (c) => c.notNull())
    .addColumn('actor_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('data', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'id']).execute();

  await withId(db.schema.createTable('discount_usages'), dialect)
    .addColumn('discount_id', 'integer', (c) => c.notNull().references('discount_codes.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('discount_usages_once', ['discount_id', 'order_id'])
    .execute();
}

async function createPayments(db: Kysely<unknown>, dialect: Dialect) {
  // A payment attempt that was refused has no order; it is kept for the admin's transactions list.
  await withId(db.schema.createTable('payment_transactions'), dialect)
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(24)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('reference', 'varchar(64)')
    .addColumn('card_brand', 'varchar(20)')
    .addColumn('card_last4', 'varchar(4)')
    .addColumn('failure_reason', 'varchar(255)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_transactions_order').on('payment_transactions').columns(['order_id', 'id']).execute();
  await db.schema.createIndex('payment_transactions_recent').on('payment_transactions').column('created_at').execute();

  // The key row is inserted first, on its own: the unique pair stops a second order for one key.
  await withId(db.schema.createTable('idempotency_keys'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'varchar(255)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('idempotency_keys_once', ['user_id', 'key'])
    .execute();
}

/** Discount codes, orders with their lines, events and discount uses, payments and idempotency keys. */
export function ordersMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await createDiscounts(db, dialect);
      await createOrders(db, dialect);
      await createPayments(db, dialect);
    },
    async down(db: Kysely<unknown>) {
      for (const t of [
        'idempotency_keys',
        'payment_transactions',
        'discount_usages',
        'order_events',
        'order_lines',
        'orders',
        'discount_codes',
      ]) {
        await db.schema.dropTable(t).execute();
      }
    },
  };
}
