import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './helpers';

/**
 * Payments outside the order's transaction (ADR 006): an order remembers that its provider call
 * has no recorded outcome yet (`settling`) and, for Stripe, its Checkout Session; the built-in
 * gateway keeps a durable record of its calls by idempotency key (so a sweep can ask it what
 * happened); Stripe webhook events are handled once per event id.
 */
export function paymentsAsyncMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('orders')
        .addColumn('settling', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('orders').addColumn('payment_reference', 'varchar(255)').execute();
      await db.schema.alterTable('orders').addColumn('payment_session', 'varchar(255)').execute();
      await db.schema.alterTable('orders').addColumn('payment_redirect_url', 'text').execute();
      await db.schema.alterTable('orders').addColumn('payment_expires_at', 'varchar(32)').execute();
      await db.schema.createIndex('orders_settling').on('orders').columns(['settling', 'placed_at']).execute();
      await db.schema.createIndex('orders_awaiting').on('orders').columns(['payment_status', 'payment_expires_at']).execute();
      await db.schema.alterTable('idempotency_keys').addColumn('order_id', 'integer').execute();

      await withId(db.schema.createTable('gateway_calls'), dialect)
        .addColumn('key', 'varchar(120)', (c) => c.notNull().unique())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('reference', 'varchar(64)')
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('failure_reason', 'varchar(64)')
        .addColumn('card_brand', 'varchar(20)')
        .addColumn('card_last4', 'varchar(4)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('stripe_events')
        .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('type', 'varchar(100)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('stripe_events').execute();
      await db.schema.dropTable('gateway_calls').execute();
      await db.schema.dropIndex('orders_awaiting').execute();
      await db.schema.dropIndex('orders_settling').execute();
      await db.schema.alterTable('idempotency_keys').dropColumn('order_id').execute();
      for (const column of ['payment_expires_at', 'payment_redirect_url', 'payment_session', 'payment_reference', 'settling']) {
        await db.schema.alterTable('orders').dropColumn(column).execute();
      }
    },
  };
}
