import type { Kysely } from 'kysely';

/**
 * An order line's name and option labels in the order's language (ADR 030), frozen at placement
 * beside the base (English) ones the admin, the reports and the returns keep using; null where the
 * order is in the base language or the catalog had no translation.
 */
export function orderLineTextsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['lang_name', 'lang_color', 'lang_size']) {
        await db.schema.alterTable('order_lines').addColumn(column, 'text').execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const column of ['lang_name', 'lang_color', 'lang_size']) await db.schema.alterTable('order_lines').dropColumn(column).execute();
    },
  };
}
