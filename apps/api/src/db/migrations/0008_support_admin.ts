import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './helpers';

/** Replies and internal notes on support tickets, resolved error reports, sent newsletters. */
export function supportAdminMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('ticket_messages'), dialect)
        .addColumn('ticket_id', 'integer', (c) => c.notNull().references('support_tickets.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ticket_messages_ticket').on('ticket_messages').columns(['ticket_id', 'id']).execute();

      // No foreign key on resolved_by: SQLite cannot drop a column that has one (see down), and
      // accounts are anonymised, never removed, so the reference stays valid.
      await db.schema.alterTable('error_reports').addColumn('resolved_at', 'varchar(32)').execute();
      await db.schema.alterTable('error_reports').addColumn('resolved_by', 'integer').execute();
      await db.schema.createIndex('error_reports_resolved').on('error_reports').columns(['resolved_at', 'id']).execute();

      await withId(db.schema.createTable('newsletter_campaigns'), dialect)
        .addColumn('subject', 'varchar(150)', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('recipients', 'integer', (c) => c.notNull())
        .addColumn('sent_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('sent_at', 'varchar(32)', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('newsletter_campaigns').execute();
      await db.schema.dropIndex('error_reports_resolved').execute();
      await db.schema.alterTable('error_reports').dropColumn('resolved_by').execute();
      await db.schema.alterTable('error_reports').dropColumn('resolved_at').execute();
      await db.schema.dropTable('ticket_messages').execute();
    },
  };
}
