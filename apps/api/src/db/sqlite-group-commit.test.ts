import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';
import { GROUP_LIMIT } from './sqlite-group-commit';

const dir = mkdtempSync(join(tmpdir(), 'sw-sqlite-group-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let handle: DatabaseHandle;
/** Another process's connection (e.g. a second worker's): it sees only what is committed. */
let other: SQLite.Database;
let n = 0;

beforeEach(async () => {
  const file = join(dir, `shop-${++n}.db`);
  handle = openDatabase({ kind: 'sqlite', file });
  await sql`create table counters (id integer primary key, value integer not null)`.execute(handle.db);
  await sql`insert into counters (id, value) values (1, 0)`.execute(handle.db);
  other = new SQLite(file, { timeout: 0 });
});
afterEach(async () => {
  other.close();
  await handle.close();
});

const committedIds = () => (other.prepare('select id from counters order by id').all() as { id: number }[]).map((r) => r.id);
const insert = (db: DatabaseHandle['db'], id: number) => sql`insert into counters (id, value) values (${id}, 0)`.execute(db);

describe('SQLite transactions', () => {
  it('hold the write lock from their start, so another process waits instead of failing mid-transaction', async () => {
    await handle.db.transaction().execute(async (trx) => {
      await sql`select value from counters where id = 1`.execute(trx);
      // A deferred transaction would only be reading here, and the other process could write.
      expect(() => other.prepare('update counters set value = value + 1 where id = 1').run()).toThrow(/locked|busy/i);
      await sql`update counters set value = value + 10 where id = 1`.execute(trx);
    });
    other.prepare('update counters set value = value + 1 where id = 1').run();
    expect(other.prepare('select value from counters where id = 1').get()).toEqual({ value: 11 });
  });

  it('that run back to back commit together, and none answers before that commit', async () => {
    const answered: number[] = [];
    const seenByOthers: number[][] = [];
    const run = (id: number) =>
      handle.db
        .transaction()
        .execute(async (trx) => {
          seenByOthers.push(committedIds());
          await insert(trx, id);
        })
        .then(() => {
          answered.push(id);
          // Answered only once another process can read it.
          expect(committedIds()).toContain(id);
        });
    await Promise.all([run(2), run(3), run(4)]);
    // The second and third ran while the first was done but not committed: one commit for all three.
    expect(seenByOthers).toEqual([[1], [1], [1]]);
    expect(answered.sort()).toEqual([2, 3, 4]);
    expect(committedIds()).toEqual([1, 2, 3, 4]);
  });

  it('roll back a failing one alone; the others of its group commit', async () => {
    const results = await Promise.allSettled([
      handle.db.transaction().execute((trx) => insert(trx, 2)),
      handle.db.transaction().execute(async (trx) => {
        await insert(trx, 3);
        throw new Error('out of stock');
      }),
      handle.db.transaction().execute((trx) => insert(trx, 4)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('out of stock'));
    expect(committedIds()).toEqual([1, 2, 4]);
  });

  it('fail together when their commit fails, and leave nothing behind', async () => {
    await sql`create table parents (id integer primary key)`.execute(handle.db);
    await sql`create table children (id integer primary key, parent_id integer references parents(id) deferrable initially deferred)`.execute(
      handle.db,
    );
    // A deferred foreign key is checked at the commit: the second transaction makes the group's commit fail.
    const results = await Promise.allSettled([
      handle.db.transaction().execute((trx) => insert(trx, 2)),
      handle.db.transaction().execute((trx) => sql`insert into children (id, parent_id) values (1, 99)`.execute(trx)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(committedIds()).toEqual([1]);
    // The connection is usable again.
    await handle.db.transaction().execute((trx) => insert(trx, 5));
    expect(committedIds()).toEqual([1, 5]);
  });

  it('fail every finished member, and begin afresh, when SQLite rolls the whole transaction back', async () => {
    // `OR ROLLBACK` makes SQLite roll back the whole transaction, as a full disk or an I/O error does.
    const results = await Promise.allSettled([
      handle.db.transaction().execute((trx) => insert(trx, 2)),
      handle.db.transaction().execute((trx) => sql`insert or rollback into counters (id, value) values (1, 0)`.execute(trx)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/rolled back the transaction/);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(committedIds()).toEqual([1]);
    // The next transaction opens a group of its own, with the write lock from its start (ADR 020).
    await handle.db.transaction().execute(async (trx) => {
      expect(() => other.prepare('update counters set value = 5 where id = 1').run()).toThrow(/locked|busy/i);
      await insert(trx, 3);
    });
    expect(committedIds()).toEqual([1, 3]);
  });

  it('hold the connection again when a `db.connection()` goes on after its transaction', async () => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const held = handle.db.connection().execute(async (connection) => {
      await connection.transaction().execute((trx) => insert(trx, 10));
      await sleep(10);
      // Runs while the other transaction below is open: it must wait for it, not commit its half.
      await insert(connection, 11);
    });
    await sleep(3);
    const refused = handle.db.transaction().execute(async (trx) => {
      await insert(trx, 30);
      await sleep(25);
      await insert(trx, 31);
      throw new Error('refused');
    });
    const results = await Promise.allSettled([held, refused]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect(committedIds()).toEqual([1, 10, 11]);
  });

  it("refuse a savepoint of the group commit's own name, and take any other", async () => {
    const trx = await handle.db.startTransaction().execute();
    await insert(trx, 2);
    await expect(trx.savepoint('sw_member').execute()).rejects.toThrow(/group commit's own/);
    const saved = await trx.savepoint('before_three').execute();
    await insert(saved, 3);
    await saved.rollbackToSavepoint('before_three').execute();
    await saved.commit().execute();
    expect(committedIds()).toEqual([1, 2]);
  });

  it('commit the pending group before a write outside a transaction, which then commits by itself', async () => {
    let outsideWrite: Promise<unknown> | undefined;
    await handle.db.transaction().execute(async (trx) => {
      await insert(trx, 2);
      // Queued behind this transaction; it runs while the transaction waits for its group's commit.
      outsideWrite = insert(handle.db, 3).then(() => expect(committedIds()).toEqual([1, 2, 3]));
    });
    await outsideWrite;
    expect(committedIds()).toEqual([1, 2, 3]);
  });

  it("keep their savepoints' journals in memory, not in temporary files", async () => {
    const { rows } = await sql<{ temp_store: number }>`pragma temp_store`.execute(handle.db);
    expect(rows).toEqual([{ temp_store: 2 }]);
  });

  it(`commit at once when ${GROUP_LIMIT} transactions are waiting for one commit`, async () => {
    const ids = Array.from({ length: GROUP_LIMIT + 6 }, (_, i) => i + 2);
    const seenByOthers: number[] = [];
    await Promise.all(
      ids.map((id) =>
        handle.db.transaction().execute(async (trx) => {
          seenByOthers.push(committedIds().length);
          await insert(trx, id);
        }),
      ),
    );
    // The first GROUP_LIMIT saw only the first row; the rest ran after that group's commit.
    expect(seenByOthers.slice(0, GROUP_LIMIT).every((count) => count === 1)).toBe(true);
    expect(seenByOthers.slice(GROUP_LIMIT).every((count) => count === GROUP_LIMIT + 1)).toBe(true);
    expect(committedIds()).toHaveLength(ids.length + 1);
  });
});
