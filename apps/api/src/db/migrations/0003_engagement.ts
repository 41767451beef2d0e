import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './helpers';

/** Account data (addresses, deletion marker), newsletter subscribers, support tickets and error reports. */
export function engagementMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      // Deleted accounts stay as anonymised rows so that orders can keep pointing at them.
      await db.schema.alterTable('users').addColumn('deleted_at', 'varchar(32)').execute();

      await withId(db.schema.createTable('addresses'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('line1', 'varchar(200)', (c) => c.notNull())
        .addColumn('line2', 'varchar(200)')
        .addColumn('city', 'varchar(100)', (c) => c.notNull())
        .addColumn('region', 'varchar(100)')
        .addColumn('postal_code', 'varchar(12)', (c) => c.notNull())
        .addColumn('country', 'varchar(2)', (c) => c.notNull())
        .addColumn('phone', 'varchar(30)')
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('addresses_user').on('addresses').column('user_id').execute();
      // At most one default address per user, even if two requests race.
      await sql`create unique index addresses_one_default on addresses (user_id) where is_default = 1`.execute(db);

      await withId(db.schema.createTable('newsletter_subscribers'), dialect)
        .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('confirm_token_hash', 'varchar(64)', (c) => c.unique())
        .addColumn('confirm_sent_at', 'varchar(32)')
        .addColumn('unsubscribe_token', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('confirmed_at', 'varchar(32)')
        .addColumn('unsubscribed_at', 'varchar(32)')
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('newsletter_subscribers_status').on('newsletter_subscribers').column('status').execute();

      await withId(db.schema.createTable('support_tickets'), dialect)
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('inquiry_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('subject', 'varchar(150)', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('name', 'varchar(100)')
        .addColumn('email', 'varchar(254)')
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('support_tickets_user').on('support_tickets').column('user_id').execute();
      await db.schema.createIndex('support_tickets_status').on('support_tickets').columns(['status', 'created_at']).execute();

      await withId(db.schema.createTable('error_reports'), dialect)
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('error_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('type', 'varchar(16)', (c) => c.notNull())
        .addColumn('code', 'varchar(64)')
        .addColumn('message', 'varchar(500)')
        .addColumn('status', 'integer')
        .addColumn('page_url', 'varchar(2048)', (c) => c.notNull())
        .addColumn('details', 'text')
        .addColumn('user_agent', 'varchar(512)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('error_reports_created').on('error_reports').column('created_at').execute();
      await db.schema.createIndex('error_reports_user').on('error_reports').column('user_id').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['error_reports', 'support_tickets', 'newsletter_subscribers', 'addresses']) {
        await db.schema.dropTable(t).execute();
      }
      await db.schema.alterTable('users').dropColumn('deleted_at').execute();
    },
  };
}
