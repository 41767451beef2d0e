import type { DatabaseHandle } from '../db/database';
import { migrateToLatest, migrationStatus } from '../db/migrations/index';

export const MIGRATE_USAGE = 'Usage: npm run migrate -- status | up';

/**
 * `npm run migrate -- status | up` for operators who migrate before rolling out a new version
 * (the server also migrates on start). Returns the exit code; prints through `print`.
 */
export async function migrateCommand(
  command: string | undefined,
  database: DatabaseHandle,
  print: (line: string) => void,
): Promise<number> {
  if (command === 'status') {
    const state = await migrationStatus(database.db, database.dialect);
    for (const m of state.known) print(`${m.executedAt ? 'applied' : 'pending'}  ${m.name}${m.executedAt ? `  ${m.executedAt}` : ''}`);
    for (const name of state.unknown) print(`unknown  ${name}  (applied by a newer version of Shopwright)`);
    const pending = state.known.filter((m) => !m.executedAt).length;
    print(
      `${state.known.length - pending} applied, ${pending} pending${state.unknown.length ? `, ${state.unknown.length} unknown` : ''} (${database.dialect})`,
    );
    return state.unknown.length > 0 ? 2 : 0;
  }
  if (command === 'up') {
    const state = await migrationStatus(database.db, database.dialect);
    if (state.unknown.length > 0) {
      print(`✗ This database was migrated by a newer version (${state.unknown.join(', ')}); run that version or restore a backup.`);
      return 2;
    }
    const ran = await migrateToLatest(database.db, database.dialect);
    print(ran.length ? ran.map((name) => `migrated  ${name}`).join('\n') : 'Already up to date.');
    return 0;
  }
  print(MIGRATE_USAGE);
  return 64;
}
