import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './helpers';

/**
 * Gift cards and store credit (issue 28, ADR 025). A card keeps only the HMAC of its code and
 * its last 4; its balance can never go below zero (a CHECK beside the conditional updates that
 * spend it). Every change of a card or a credit balance is a movement in its ledger; `key` makes
 * a movement happen once (a refund retried, a placement undone twice). Store credit is a
 * balance per customer and currency. Ledger rows of payments say which of the order's payments
 * they belong to (`payment_id`), now that an order can have several.
 */
export function giftCardsStoreCreditMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('gift_cards'), dialect)
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('last4', 'varchar(4)', (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('initial_balance', 'integer', (c) => c.notNull())
        .addColumn('balance', 'integer', (c) => c.notNull())
        // A day (YYYY-MM-DD, UTC): the last day the card pays; null: it never expires.
        .addColumn('expires_on', 'varchar(10)')
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('note', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('recipient_email', 'varchar(254)')
        .addColumn('recipient_name', 'varchar(100)')
        .addColumn('recipient_message', 'varchar(1000)')
        .addColumn('send_on', 'varchar(10)')
        .addColumn('sent_at', 'varchar(32)')
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addCheckConstraint('gift_cards_balance', sql`balance >= 0 and initial_balance > 0`)
        .execute();
      await db.schema.createIndex('gift_cards_last4').on('gift_cards').columns(['last4', 'id']).execute();
      await db.schema.createIndex('gift_cards_recent').on('gift_cards').column('created_at').execute();

      await withId(db.schema.createTable('gift_card_movements'), dialect)
        .addColumn('gift_card_id', 'integer', (c) => c.notNull().references('gift_cards.id').onDelete('cascade'))
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('balance_after', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        // A provisional order deleted after a refused payment keeps its hold and release in the card's history.
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
        .addColumn('actor_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('key', 'varchar(100)', (c) => c.unique())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addCheckConstraint('gift_card_movements_balance', sql`balance_after >= 0`)
        .execute();
      await db.schema.createIndex('gift_card_movements_card').on('gift_card_movements').columns(['gift_card_id', 'id']).execute();

      await db.schema
        .createTable('store_credit_balances')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('balance', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('store_credit_balances_pk', ['user_id', 'currency'])
        .addCheckConstraint('store_credit_balances_balance', sql`balance >= 0`)
        .execute();

      await withId(db.schema.createTable('store_credit_movements'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('balance_after', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('reason', 'varchar(200)', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
        // The returns module's table comes in a later migration: a plain id, no foreign key.
        .addColumn('return_id', 'integer')
        .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('key', 'varchar(100)', (c) => c.unique())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addCheckConstraint('store_credit_movements_balance', sql`balance_after >= 0 and amount <> 0`)
        .execute();
      await db.schema.createIndex('store_credit_movements_user').on('store_credit_movements').columns(['user_id', 'id']).execute();

      await db.schema
        .alterTable('payment_transactions')
        .addColumn('payment_id', 'integer', (c) => c.references('order_payments.id').onDelete('set null'))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('payment_transactions').dropColumn('payment_id').execute();
      await db.schema.dropTable('store_credit_movements').execute();
      await db.schema.dropTable('store_credit_balances').execute();
      await db.schema.dropTable('gift_card_movements').execute();
      await db.schema.dropTable('gift_cards').execute();
    },
  };
}
