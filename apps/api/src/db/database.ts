import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import type pg from 'pg';
import type { Config } from '../config';
import { lazyPackage } from '../lib/lazy-package';
import { CommitNotices, noticesAfterCommit } from './after-commit';
import type { DB } from './schema';
import { groupedCommits } from './sqlite-group-commit';
import { cachedStatements } from './statement-cache';

/** Only a shop on PostgreSQL loads its driver. */
const pgDriver = lazyPackage<typeof pg>('pg');

export type Dialect = 'sqlite' | 'postgres';
export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  dialect: Dialect;
  /** Topics announced by committed changes (after-commit.ts): the catalog's, the webhook outbox's. */
  notices: CommitNotices;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Called for every executed query; tests use it to count queries. */
  onQuery?: (event: LogEvent) => void;
}

/** Opens the configured database: SQLite (WAL, foreign keys, busy timeout) or a PostgreSQL pool. */
export function openDatabase(database: Config['database'], options: DatabaseOptions = {}): DatabaseHandle {
  const log = options.onQuery ? (event: LogEvent) => options.onQuery?.(event) : undefined;
  const notices = new CommitNotices();
  if (database.kind === 'postgres') {
    const pool = new (pgDriver().Pool)({ connectionString: database.url, max: 10 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = new Kysely<DB>({ dialect: noticesAfterCommit(new PostgresDialect({ pool }), notices), log });
    return { db, dialect: 'postgres', notices, close: () => db.destroy() };
  }
  if (database.file !== ':memory:') mkdirSync(dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Each grouped transaction's savepoint journals the pages it changes (ADR 035): in memory, not a temporary file.
  sqlite.pragma('temp_store = MEMORY');
  const db = new Kysely<DB>({
    dialect: noticesAfterCommit(groupedCommits(new SqliteDialect({ database: cachedStatements(sqlite) }), sqlite), notices),
    log,
  });
  return { db, dialect: 'sqlite', notices, close: () => db.destroy() };
}
