import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

const dir = mkdtempSync(join(tmpdir(), 'sw-sqlite-immediate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SQLite transactions', () => {
  it('hold the write lock from their start, so another process waits instead of failing mid-transaction', async () => {
    const file = join(dir, 'shop.db');
    const handle = openDatabase({ kind: 'sqlite', file });
    // Another process's connection (e.g. a second worker's), giving up at once when locked.
    const other = new SQLite(file, { timeout: 0 });
    try {
      await sql`create table counters (id integer primary key, value integer not null)`.execute(handle.db);
      await sql`insert into counters (id, value) values (1, 0)`.execute(handle.db);
      await handle.db.transaction().execute(async (trx) => {
        await sql`select value from counters where id = 1`.execute(trx);
        // A deferred transaction would only be reading here, and the other process could write.
        expect(() => other.prepare('update counters set value = value + 1 where id = 1').run()).toThrow(/locked|busy/i);
        await sql`update counters set value = value + 10 where id = 1`.execute(trx);
      });
      other.prepare('update counters set value = value + 1 where id = 1').run();
      expect(other.prepare('select value from counters where id = 1').get()).toEqual({ value: 11 });
    } finally {
      other.close();
      await handle.close();
    }
  });
});
