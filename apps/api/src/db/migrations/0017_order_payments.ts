import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './helpers';

/**
 * Orders hold a list of payments, each through its provider (gift cards and store credit will be
 * more of them). Every order placed before gets its one payment, from its own columns and the
 * reference its ledger recorded.
 */
export function orderPaymentsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('order_payments'), dialect)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('method', 'varchar(16)', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(24)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('reference', 'varchar(255)')
        .addColumn('card_brand', 'varchar(20)')
        .addColumn('card_last4', 'varchar(4)')
        .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addCheckConstraint('order_payments_amounts', sql`amount >= 0 and refunded >= 0 and refunded <= amount`)
        .execute();
      await db.schema.createIndex('order_payments_order').on('order_payments').columns(['order_id', 'id']).execute();
      await sql`insert into order_payments (order_id, method, amount, status, reference, card_brand, card_last4, refunded, created_at, updated_at)
        select o.id, o.payment_method, o.total,
          case o.payment_status when 'paid' then 'paid' when 'refunded' then 'refunded' when 'partially_refunded' then 'partially_refunded'
            when 'failed' then 'cancelled' else case when o.status = 'cancelled' then 'cancelled' else 'pending' end end,
          coalesce(o.payment_reference, (select t.reference from payment_transactions t where t.order_id = o.id and t.kind in ('capture', 'authorize')
            and t.status in ('succeeded', 'pending') order by t.id desc limit 1)),
          o.card_brand, o.card_last4, o.refunded_total, o.placed_at, o.updated_at
        from orders o`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('order_payments').execute();
    },
  };
}
