import { createPostgresDatabase } from '../apps/api/test/postgres-database';

/** The PostgreSQL server the tests may use (CI sets it); without it they run on SQLite only. */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL;

/** A new, uniquely named PostgreSQL database: the `DATABASE_URL` to start a shop on, and how to drop it. */
export async function freshPostgresDatabase(adminUrl: string, label: string) {
  const created = await createPostgresDatabase(adminUrl, `sw_e2e_${label}`);
  return { env: { DATABASE_URL: created.url }, drop: created.drop };
}
