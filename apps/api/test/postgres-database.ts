import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, uniquely named PostgreSQL database (`{prefix}_{time}_{random}`) on the server of
 * `adminUrl`: its URL, and how to drop it again (with force, so connections a crashed server left
 * open do not keep it). Used by the API tests and the browser tests.
 */
export async function createPostgresDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
