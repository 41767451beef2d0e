import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from './database';
import { cachedStatements } from './statement-cache';

describe('SQLite statements prepared once', () => {
  let sqlite: SQLite.Database;
  afterEach(() => sqlite?.open && sqlite.close());

  it('hands out the kept statement for a text seen before, and keeps the texts used again', () => {
    sqlite = new SQLite(':memory:');
    const db = cachedStatements(sqlite, 2);
    const first = db.prepare('select 1 as one');
    expect(db.prepare('select 1 as one')).toBe(first);
    db.prepare('select 2 as two');
    db.prepare('select 1 as one');
    db.prepare('select 3 as three');
    // "select 2" was not used again since it was prepared; "select 1" was.
    expect(db.cached).toBe(2);
    expect(db.prepare('select 1 as one')).toBe(first);
    // Every kept text used again: one still goes for the next, and the cache stays at its size.
    db.prepare('select 3 as three');
    const fourth = db.prepare('select 4 as four');
    expect(db.cached).toBe(2);
    expect(db.prepare('select 4 as four')).toBe(fourth);
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

  it('answers the objects better-sqlite3 makes: every type, keys in column order, a later duplicate name winning', () => {
    sqlite = new SQLite(':memory:');
    const db = cachedStatements(sqlite);
    const text = "select 1 as n, 2.5 as f, 'x' as s, null as z, x'00ff' as b, 3 as n, 'p' as \"__proto__x\"";
    const rows = db.prepare(text).all([]) as Array<Record<string, unknown>>;
    expect(rows).toEqual(sqlite.prepare(text).all());
    expect(Object.keys(rows[0]!)).toEqual(['n', 'f', 's', 'z', 'b', '__proto__x']);
    expect(rows[0]!.n).toBe(3);
    expect(rows[0]!.b).toEqual(Buffer.from([0, 255]));
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
  });

  it('keeps a column named __proto__ a column, not the prototype', () => {
    sqlite = new SQLite(':memory:');
    const db = cachedStatements(sqlite);
    const [row] = db.prepare('select 1 as "__proto__", 2 as a').all([]) as Array<Record<string, unknown>>;
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe(1);
    expect(row!.a).toBe(2);
  });

  it('names the columns anew after a column is renamed, and streams rows as objects', () => {
    sqlite = new SQLite(':memory:');
    const db = cachedStatements(sqlite);
    db.prepare('create table t (a integer, b text)').run([]);
    db.prepare('insert into t (a, b) values (?, ?)').run([1, 'x']);
    expect(db.prepare('select * from t').all([])).toEqual([{ a: 1, b: 'x' }]);
    db.prepare('alter table t rename column a to c').run([]);
    expect(db.prepare('select * from t').all([])).toEqual([{ c: 1, b: 'x' }]);
    expect([...db.prepare('select * from t').iterate([])]).toEqual([{ c: 1, b: 'x' }]);
  });

  it('reads the columns again when another connection adds one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sw-stmt-'));
    const file = join(dir, 'db.sqlite');
    sqlite = new SQLite(file);
    const other = new SQLite(file);
    try {
      const db = cachedStatements(sqlite);
      db.prepare('create table t (a integer)').run([]);
      db.prepare('insert into t (a) values (?)').run([1]);
      expect(db.prepare('select * from t').all([])).toEqual([{ a: 1 }]);
      other.exec("alter table t add column b text default 'y'");
      expect(db.prepare('select * from t').all([])).toEqual([{ a: 1, b: 'y' }]);
    } finally {
      other.close();
      sqlite.close();
      rmSync(dir, { recursive: true, force: true });
    }
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
