import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './helpers';

/**
 * Returns and exchanges (issue 28): a return of a delivered order, its lines (what each order
 * line paid frozen with it, so a later change of the order cannot move a refund) and its timeline.
 * Amounts are cents. `settling_since` marks a refund or credit under way (claimed in one
 * transaction, the provider called outside it, then recorded), so two staff clicks cannot both pay.
 */
export function returnsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('returns'), dialect)
        .addColumn('number', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('reason', 'varchar(24)', (c) => c.notNull())
        .addColumn('comment', 'text')
        .addColumn('staff_message', 'text')
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('refund_shipping', 'integer')
        .addColumn('shipping_amount', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('credited_amount', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('exchange_due', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('exchange_paid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('exchange_tracking', 'varchar(80)')
        .addColumn('settling_since', 'varchar(32)')
        .addColumn('request_key', 'varchar(64)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addCheckConstraint(
          'returns_amounts',
          sql`shipping_amount >= 0 and refunded_amount >= 0 and credited_amount >= 0 and exchange_due >= 0`,
        )
        .execute();
      await db.schema.createIndex('returns_order').on('returns').columns(['order_id', 'id']).execute();
      await db.schema.createIndex('returns_user').on('returns').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('returns_status').on('returns').columns(['status', 'created_at']).execute();
      // A double submit of the same request (same order, same body) finds the first return.
      await db.schema.createIndex('returns_request_key').on('returns').columns(['order_id', 'request_key']).unique().execute();

      await withId(db.schema.createTable('return_lines'), dialect)
        .addColumn('return_id', 'integer', (c) => c.notNull().references('returns.id').onDelete('cascade'))
        .addColumn('order_line_id', 'integer', (c) => c.notNull().references('order_lines.id').onDelete('cascade'))
        .addColumn('product_id', 'integer')
        .addColumn('variant_id', 'integer')
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('sku', 'varchar(80)')
        .addColumn('color', 'varchar(60)')
        .addColumn('size', 'varchar(60)')
        .addColumn('image', 'text')
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('received_quantity', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('restocked_quantity', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('resolution', 'varchar(16)', (c) => c.notNull())
        .addColumn('exchange_variant_id', 'integer')
        .addColumn('exchange_sku', 'varchar(80)')
        .addColumn('exchange_color', 'varchar(60)')
        .addColumn('exchange_size', 'varchar(60)')
        .addColumn('exchange_difference', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('exchange_reserved', 'integer', (c) => c.notNull().defaultTo(0))
        // Frozen from the order line: its units, what it paid after its discount share (tax included) and its tax and rate.
        .addColumn('line_quantity', 'integer', (c) => c.notNull())
        .addColumn('line_paid', 'integer', (c) => c.notNull())
        .addColumn('line_tax', 'integer', (c) => c.notNull())
        .addColumn('tax_rate_millis', 'integer')
        // What this line refunded or credited (tax included) and the tax in it.
        .addColumn('settled_amount', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('settled_tax', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('settled_quantity', 'integer', (c) => c.notNull().defaultTo(0))
        .addCheckConstraint(
          'return_lines_quantities',
          sql`quantity > 0 and received_quantity >= 0 and received_quantity <= quantity and restocked_quantity >= 0 and restocked_quantity <= received_quantity and settled_quantity <= received_quantity`,
        )
        .execute();
      await db.schema.createIndex('return_lines_return').on('return_lines').columns(['return_id', 'id']).execute();
      await db.schema.createIndex('return_lines_order_line').on('return_lines').column('order_line_id').execute();

      await withId(db.schema.createTable('return_events'), dialect)
        .addColumn('return_id', 'integer', (c) => c.notNull().references('returns.id').onDelete('cascade'))
        .addColumn('type', 'varchar(32)', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('actor_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('actor_id', 'integer')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('return_events_return').on('return_events').columns(['return_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('return_events').execute();
      await db.schema.dropTable('return_lines').execute();
      await db.schema.dropTable('returns').execute();
    },
  };
}
