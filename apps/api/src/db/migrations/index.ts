import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database, Dialect } from '../database';
import { accountsMigration } from './0001_accounts';

/** Migrations are bundled into the server, so they are listed here rather than read from disk. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001_accounts': accountsMigration(dialect),
  };
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Database, dialect: Dialect): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
