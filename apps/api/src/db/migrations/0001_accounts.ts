import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './helpers';

export function accountsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('users'), dialect)
        .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
        .addColumn('username', 'varchar(30)', (c) => c.notNull())
        .addColumn('first_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('role', 'varchar(16)', (c) => c.notNull().defaultTo('customer'))
        .addColumn('is_blocked', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('date_joined', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await sql`create unique index users_username_lower on users (lower(username))`.execute(db);

      await withId(db.schema.createTable('refresh_tokens'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('family_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('revoked_at', 'varchar(32)')
        .addColumn('replaced_by_id', 'integer')
        .execute();
      await db.schema.createIndex('refresh_tokens_user').on('refresh_tokens').column('user_id').execute();
      await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

      await withId(db.schema.createTable('password_reset_tokens'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(32)')
        .execute();

      await withId(db.schema.createTable('categories'), dialect)
        .addColumn('name', 'varchar(80)', (c) => c.notNull().unique())
        .addColumn('slug', 'varchar(80)', (c) => c.notNull().unique())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image', 'varchar(255)')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withId(db.schema.createTable('mail_outbox'), dialect)
        .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
        .addColumn('subject', 'varchar(255)', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('mail_outbox_to').on('mail_outbox').column('to_address').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['mail_outbox', 'categories', 'password_reset_tokens', 'refresh_tokens', 'users']) {
        await db.schema.dropTable(t).execute();
      }
    },
  };
}
