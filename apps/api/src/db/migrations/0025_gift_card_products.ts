import type { Kysely } from 'kysely';

/**
 * Gift cards sold as products (issue 28, ADR 025):
 * - `products.kind`: 'physical' (every product until now) or 'gift_card' (digital: no stock
 *   taken, no weight, no shipping, not taxed at sale);
 * - `cart_items.gift_card` and `order_lines.gift_card`: the recipient of a gift-card line as JSON
 *   (`{"recipient_name", "recipient_email", "message", "send_on"}`), null for other lines;
 * - `gift_cards.order_line_id` and `gift_cards.unit`: the order line (and which of its units) a
 *   sold card was issued for; the code is derived from them, so its hash makes issuance happen
 *   once whatever retries (the unique `code_hash`).
 */
export function giftCardProductsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('products')
        .addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('physical'))
        .execute();
      await db.schema.alterTable('cart_items').addColumn('gift_card', 'text').execute();
      await db.schema.alterTable('order_lines').addColumn('gift_card', 'text').execute();
      await db.schema
        .alterTable('gift_cards')
        .addColumn('order_line_id', 'integer', (c) => c.references('order_lines.id').onDelete('set null'))
        .execute();
      await db.schema.alterTable('gift_cards').addColumn('unit', 'integer').execute();
      await db.schema.createIndex('gift_cards_order_line').on('gift_cards').columns(['order_line_id', 'unit']).execute();
      // The delivery job's look-up: sold cards not mailed yet.
      await db.schema.createIndex('gift_cards_unsent').on('gift_cards').columns(['sent_at', 'send_on']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('gift_cards_unsent').execute();
      await db.schema.dropIndex('gift_cards_order_line').execute();
      await db.schema.alterTable('gift_cards').dropColumn('unit').execute();
      await db.schema.alterTable('gift_cards').dropColumn('order_line_id').execute();
      await db.schema.alterTable('order_lines').dropColumn('gift_card').execute();
      await db.schema.alterTable('cart_items').dropColumn('gift_card').execute();
      await db.schema.alterTable('products').dropColumn('kind').execute();
    },
  };
}
