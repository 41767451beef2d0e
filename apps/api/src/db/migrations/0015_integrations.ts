import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './helpers';

/**
 * Integrations (README, Integrations): API tokens for server-to-server clients, webhook endpoints with their
 * outbox of deliveries and each delivery attempt, and `products.changed_at` for change feeds
 * (stock taken or returned by orders; admin writes keep `modified_date`).
 */
export function integrationsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('api_tokens'), dialect)
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('prefix', 'varchar(16)', (c) => c.notNull())
        .addColumn('scopes', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('last_used_at', 'varchar(32)')
        .addColumn('revoked_at', 'varchar(32)')
        .execute();

      await withId(db.schema.createTable('webhook_endpoints'), dialect)
        .addColumn('url', 'varchar(2000)', (c) => c.notNull())
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('secret', 'varchar(100)', (c) => c.notNull())
        .addColumn('failing', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('webhook_deliveries'), dialect)
        .addColumn('endpoint_id', 'integer', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
        .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('event_type', 'varchar(64)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('last_response_code', 'integer')
        .addColumn('last_error', 'varchar(500)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('delivered_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('webhook_deliveries_endpoint').on('webhook_deliveries').columns(['endpoint_id', 'id']).execute();

      await withId(db.schema.createTable('webhook_attempts'), dialect)
        .addColumn('delivery_id', 'integer', (c) => c.notNull().references('webhook_deliveries.id').onDelete('cascade'))
        .addColumn('attempted_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('ok', 'integer', (c) => c.notNull())
        .addColumn('response_code', 'integer')
        .addColumn('error', 'varchar(500)')
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('webhook_attempts_delivery').on('webhook_attempts').columns(['delivery_id', 'id']).execute();

      await db.schema.alterTable('products').addColumn('changed_at', 'varchar(32)').execute();
      await db.schema.createIndex('orders_updated').on('orders').column('updated_at').execute();
      await db.schema.createIndex('users_updated').on('users').column('updated_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('users_updated').execute();
      await db.schema.dropIndex('orders_updated').execute();
      await db.schema.alterTable('products').dropColumn('changed_at').execute();
      await db.schema.dropTable('webhook_attempts').execute();
      await db.schema.dropTable('webhook_deliveries').execute();
      await db.schema.dropTable('webhook_endpoints').execute();
      await db.schema.dropTable('api_tokens').execute();
    },
  };
}
