import type { Kysely } from 'kysely';

/**
 * Operations and security: when each user's password last changed (access tokens
 * issued before it are refused), and the delivery state of every mail in the outbox (queued,
 * sent, failed with the error, retried with back-off by the mail-delivery job).
 */
export function operationsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('password_changed_at', 'varchar(32)').execute();
      // Mails from before this migration: whether SMTP took them is unknown; they were stored.
      await db.schema
        .alterTable('mail_outbox')
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('stored'))
        .execute();
      await db.schema
        .alterTable('mail_outbox')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('mail_outbox').addColumn('last_error', 'text').execute();
      await db.schema.alterTable('mail_outbox').addColumn('next_attempt_at', 'varchar(32)').execute();
      await db.schema.alterTable('mail_outbox').addColumn('sent_at', 'varchar(32)').execute();
      /** Extra headers as JSON (List-Unsubscribe). */
      await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
      /** Mails carrying a secret link (password reset): their bodies are purged once it cannot be used. */
      await db.schema.alterTable('mail_outbox').addColumn('secret_expires_at', 'varchar(32)').execute();
      await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('mail_outbox_secret').on('mail_outbox').column('secret_expires_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('mail_outbox_secret').execute();
      await db.schema.dropIndex('mail_outbox_due').execute();
      for (const column of ['secret_expires_at', 'headers', 'sent_at', 'next_attempt_at', 'last_error', 'attempts', 'status']) {
        await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
      }
      await db.schema.alterTable('users').dropColumn('password_changed_at').execute();
    },
  };
}
