import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './helpers';

/** Cart lines and wishlist entries of signed-in shoppers. */
export function cartMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('cart_items'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        // Set null rather than cascade: the line of a deleted product stays until the shopper is told.
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('product_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('color', 'varchar(40)')
        .addColumn('size', 'varchar(40)')
        // '' for "none": the unique line key must be non-null, or every insert would be a new line.
        .addColumn('color_key', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('size_key', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addUniqueConstraint('cart_items_line', ['user_id', 'product_id', 'color_key', 'size_key'])
        .addCheckConstraint('cart_items_quantity', sql`quantity > 0`)
        .execute();
      await db.schema.createIndex('cart_items_product').on('cart_items').column('product_id').execute();

      await withId(db.schema.createTable('wishlist_items'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addUniqueConstraint('wishlist_items_once', ['user_id', 'product_id'])
        .execute();
      await db.schema.createIndex('wishlist_items_product').on('wishlist_items').column('product_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('wishlist_items').execute();
      await db.schema.dropTable('cart_items').execute();
    },
  };
}
