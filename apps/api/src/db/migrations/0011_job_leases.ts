import type { Kysely } from 'kysely';

/**
 * One row per background job (payment sweeps, mail and webhook delivery …): the process that
 * holds an unexpired lease is the only one running that job, across workers and machines.
 */
export function jobLeasesMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('job_leases')
        .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('holder', 'varchar(200)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('job_leases').execute();
    },
  };
}
