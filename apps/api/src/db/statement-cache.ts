import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/**
 * The SQLite connection as Kysely sees it, with each SQL text prepared once. Kysely's driver
 * prepares every statement again on every query, and preparing cost about as much CPU as running
 * the shop's short queries (issue 29's profiles: 10-16 % of the write path). SQLite re-prepares a
 * kept statement by itself after a schema change. The most recently used `max` texts are kept
 * (texts vary with the length of an `in (…)` list); a statement still being iterated (a streamed
 * query) is not handed out twice.
 */
export function cachedStatements(sqlite: SqliteDatabase, max = 500): KyselySqliteDatabase & { readonly cached: number } {
  const statements = new Map<string, Statement>();
  return {
    get cached() {
      return statements.size;
    },
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql: string) {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        // Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = sqlite.prepare(sql);
      if (kept) return statement;
      if (statements.size >= max) statements.delete(statements.keys().next().value!);
      statements.set(sql, statement);
      return statement;
    },
  };
}
