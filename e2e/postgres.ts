import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the tests may use (CI sets it); without it they run on SQLite only. */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL;

/**
 * A new, uniquely named PostgreSQL database on the server of `adminUrl`: the `DATABASE_URL` to
 * start a shop on, and how to drop it again (also while a crashed server left connections open).
 */
export async function freshPostgresDatabase(adminUrl: string, label: string) {
  const name = `sw_e2e_${label}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
