import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { DB } from './schema';

export type Dialect = 'sqlite' | 'postgres';
export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Called for every executed query; tests use it to count queries. */
  onQuery?: (event: LogEvent) => void;
}

/** Opens the configured database: SQLite (WAL, foreign keys, busy timeout) or a PostgreSQL pool. */
export function openDatabase(database: Config['database'], options: DatabaseOptions = {}): DatabaseHandle {
  const log = options.onQuery ? (event: LogEvent) => options.onQuery?.(event) : undefined;
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  if (database.file !== ':memory:') mkdirSync(dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }), log });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
