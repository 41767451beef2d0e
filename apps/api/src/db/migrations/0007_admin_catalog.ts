import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './helpers';

/** The stock history of each product: every change with who, when, before, after and why. */
export function adminCatalogMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('stock_movements'), dialect)
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('stock_before', 'integer', (c) => c.notNull())
        .addColumn('stock_after', 'integer', (c) => c.notNull())
        .addColumn('reason', 'varchar(20)', (c) => c.notNull())
        .addColumn('note', 'varchar(200)')
        .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('stock_movements_product').on('stock_movements').columns(['product_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('stock_movements').execute();
    },
  };
}
