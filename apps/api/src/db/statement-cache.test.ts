import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from './database';
import { cachedStatements } from './statement-cache';

describe('SQLite statements prepared once', () => {
  let sqlite: SQLite.Database;
  afterEach(() => sqlite?.open && sqlite.close());

  it('hands out the kept statement for a text seen before, and the most recent texts only', () => {
    sqlite = new SQLite(':memory:');
    const db = cachedStatements(sqlite, 2);
    const first = db.prepare('select 1 as one');
    expect(db.prepare('select 1 as one')).toBe(first);
    db.prepare('select 2 as two');
    db.prepare('select 1 as one');
    db.prepare('select 3 as three');
    // "select 2" was the least recently used of the three texts.
    expect(db.cached).toBe(2);
    expect(db.prepare('select 1 as one')).toBe(first);
  });

  it('answers rows of the current schema after a change to a table', () => {
    sqlite = new SQLite(':memory:');
    const db = cachedStatements(sqlite);
    db.prepare('create table t (a integer)').run([]);
    db.prepare('insert into t (a) values (?)').run([1]);
    expect(db.prepare('select * from t').all([])).toEqual([{ a: 1 }]);
    db.prepare('alter table t add column b text').run([]);
    db.prepare('update t set b = ?').run(['x']);
    expect(db.prepare('select * from t').all([])).toEqual([{ a: 1, b: 'x' }]);
  });

  it('prepares a second statement for a text whose kept one is still being iterated', () => {
    sqlite = new SQLite(':memory:');
    const db = cachedStatements(sqlite);
    db.prepare('create table t (a integer)').run([]);
    for (const a of [1, 2, 3]) db.prepare('insert into t (a) values (?)').run([a]);
    const text = 'select a from t where a >= ? order by a';
    const seen: unknown[] = [];
    for (const row of db.prepare(text).iterate([1])) seen.push([row, db.prepare(text).all([3])]);
    expect(seen).toEqual([
      [{ a: 1 }, [{ a: 3 }]],
      [{ a: 2 }, [{ a: 3 }]],
      [{ a: 3 }, [{ a: 3 }]],
    ]);
  });

  it('serves the shop database: the same query with other parameters answers its own rows', async () => {
    const handle = openDatabase({ kind: 'sqlite', file: ':memory:' });
    try {
      await sql`create table items (id integer primary key, name text not null)`.execute(handle.db);
      await sql`insert into items (id, name) values (1, 'one'), (2, 'two')`.execute(handle.db);
      const name = async (id: number) => (await sql<{ name: string }>`select name from items where id = ${id}`.execute(handle.db)).rows;
      expect(await name(1)).toEqual([{ name: 'one' }]);
      expect(await name(2)).toEqual([{ name: 'two' }]);
      expect(await name(3)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
