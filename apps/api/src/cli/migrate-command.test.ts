import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { createTestDatabaseTarget } from '../../test/test-app';
import { migrateCommand } from './migrate-command';

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

/** An empty database of its own, as a new shop has before its first start. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const target = await createTestDatabaseTarget();
  const handle = openDatabase(target.database);
  cleanup.push(async () => {
    await handle.close();
    await target.drop();
  });
  return handle;
}

const run = async (command: string | undefined, database: DatabaseHandle) => {
  const lines: string[] = [];
  const code = await migrateCommand(command, database, (line) => lines.push(...line.split('\n')));
  return { code, lines };
};

describe('npm run migrate', () => {
  it('lists pending migrations, applies them with up, then lists them applied', async () => {
    const database = await emptyDatabase();
    const before = await run('status', database);
    expect(before.code).toBe(0);
    expect(before.lines[0]).toBe('pending  0001_accounts');
    expect(before.lines.at(-1)).toMatch(/^0 applied, \d+ pending \((sqlite|postgres)\)$/);

    const up = await run('up', database);
    expect(up.code).toBe(0);
    expect(up.lines).toContain('migrated  0014_operations');
    expect((await run('up', database)).lines).toEqual(['Already up to date.']);

    const after = await run('status', database);
    expect(after.lines[0]).toMatch(/^applied {2}0001_accounts {2}\d{4}-\d{2}-\d{2}T/);
    expect(after.lines.at(-1)).toMatch(/^\d+ applied, 0 pending/);
  });

  it('refuses to run on a database migrated by a newer version (a downgrade) and says so', async () => {
    const database = await emptyDatabase();
    await run('up', database);
    await database.db
      .insertInto('kysely_migration' as never)
      .values({ name: '9999_from_the_future', timestamp: new Date().toISOString() } as never)
      .execute();
    const status = await run('status', database);
    expect(status.code).toBe(2);
    expect(status.lines).toContain('unknown  9999_from_the_future  (applied by a newer version of Shopwright)');
    const up = await run('up', database);
    expect(up.code).toBe(2);
    expect(up.lines[0]).toMatch(/^✗ This database was migrated by a newer version \(9999_from_the_future\)/);
  });

  it('prints its usage for anything else', async () => {
    expect(await run('sideways', await emptyDatabase())).toEqual({ code: 64, lines: ['Usage: npm run migrate -- status | up'] });
  });
});
