import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './helpers';

/** Internal notes staff keep on an order (never shown to the customer); filters of the admin's order list. */
export function orderNotesMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('order_notes'), dialect)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_notes_order').on('order_notes').columns(['order_id', 'id']).execute();
      await db.schema.createIndex('orders_admin_payment').on('orders').columns(['payment_method', 'payment_status', 'id']).execute();
      await db.schema.createIndex('orders_admin_placed').on('orders').column('placed_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('orders_admin_placed').execute();
      await db.schema.dropIndex('orders_admin_payment').execute();
      await db.schema.dropTable('order_notes').execute();
    },
  };
}
