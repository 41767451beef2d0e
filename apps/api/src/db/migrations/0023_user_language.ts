import type { Kysely } from 'kysely';

/**
 * The language of each account (ADR 028): the mails it gets (password, e-mail change, orders
 * without a language of their own) are in it. Set at sign-up and sign-in from the request's
 * language; English for every account until then.
 */
export function userLanguageMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('language', 'varchar(8)', (c) => c.notNull().defaultTo('en'))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('users').dropColumn('language').execute();
    },
  };
}
