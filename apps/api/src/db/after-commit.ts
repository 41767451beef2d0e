import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryCompiler, QueryResult, TransactionSettings } from 'kysely';
import type { Database } from './database';

/**
 * Listeners of the topics that committed changes announce (e.g. the catalog's, the webhook
 * outbox's). A listener gets the details announced with the topic in that commit, or undefined
 * when the topic was announced without one (the whole topic changed).
 */
export class CommitNotices {
  private readonly listeners = new Map<string, Set<(details?: readonly string[]) => void>>();

  subscribe(topic: string, listener: (details?: readonly string[]) => void): () => void {
    const set = this.listeners.get(topic) ?? new Set();
    set.add(listener);
    this.listeners.set(topic, set);
    return () => set.delete(listener);
  }

  emit(topic: string, details?: readonly string[]): void {
    for (const listener of this.listeners.get(topic) ?? []) listener(details);
  }
}

/** A connection that keeps the topics announced in its open transaction until that transaction ends. */
class NoticeConnection implements DatabaseConnection {
  inTransaction = false;
  /** Topic → its details announced so far, or null once it was announced without one (the whole topic). */
  readonly pending = new Map<string, Set<string> | null>();

  constructor(
    readonly inner: DatabaseConnection,
    private readonly notices: CommitNotices,
  ) {}

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return this.inner.executeQuery<R>(compiled);
  }

  streamQuery<R>(compiled: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiled, chunkSize);
  }

  announce(topic: string, detail?: string): void {
    // Until the commit other connections still read the old rows: telling now would let a
    // reader cache them as fresh. Outside a transaction the write has committed already.
    if (!this.inTransaction) return this.notices.emit(topic, detail === undefined ? undefined : [detail]);
    const details = this.pending.get(topic);
    if (details === null) return;
    if (detail === undefined) this.pending.set(topic, null);
    else this.pending.set(topic, (details ?? new Set()).add(detail));
  }

  /** The transaction ended: its topics are told if it committed, forgotten if it rolled back. */
  end(committed: boolean): void {
    this.inTransaction = false;
    const topics = [...this.pending];
    this.pending.clear();
    if (committed) for (const [topic, details] of topics) this.notices.emit(topic, details === null ? undefined : [...details]);
  }
}

const innerOf = (connection: DatabaseConnection) => (connection instanceof NoticeConnection ? connection.inner : connection);

type CompileQuery = QueryCompiler['compileQuery'];

class NoticeDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly notices: CommitNotices,
  ) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new NoticeConnection(await this.inner.acquireConnection(), this.notices);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await this.inner.beginTransaction(innerOf(connection), settings);
    if (connection instanceof NoticeConnection) connection.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection) {
    try {
      await this.inner.commitTransaction(innerOf(connection));
    } finally {
      // Told even when the commit fails: on SQLite a read in this process may have seen the
      // change before its group's commit (ADR 035). One notice too many, never one too few.
      if (connection instanceof NoticeConnection) connection.end(true);
    }
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    try {
      await this.inner.rollbackTransaction(innerOf(connection));
    } finally {
      if (connection instanceof NoticeConnection) connection.end(false);
    }
  }

  // Savepoints pass through; a change rolled back to a savepoint is still told at the commit (one notice too many, never one too few).
  async savepoint(connection: DatabaseConnection, name: string, compileQuery: CompileQuery) {
    await this.inner.savepoint?.(innerOf(connection), name, compileQuery);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: CompileQuery) {
    await this.inner.rollbackToSavepoint?.(innerOf(connection), name, compileQuery);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: CompileQuery) {
    await this.inner.releaseSavepoint?.(innerOf(connection), name, compileQuery);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(innerOf(connection));
  }

  destroy() {
    return this.inner.destroy();
  }
}

/**
 * The dialect with connections that hold announcements (`announceAfterCommit`) until their
 * transaction commits, and drop them when it rolls back. Nothing is read from the statements:
 * the code that makes a change says which topic it touches.
 */
export function noticesAfterCommit(dialect: Dialect, notices: CommitNotices): Dialect {
  return {
    createDriver: () => new NoticeDriver(dialect.createDriver(), notices),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

/**
 * Tells `topic` to the database's CommitNotices once the change just made through `db` is
 * committed: at the commit of `db`'s transaction (never, if it rolls back), or at once when `db`
 * is not a transaction (the statement committed by itself). Call it after the write, with the
 * same `db`. A topic announced twice in one transaction is told once, with every distinct
 * `detail` announced; announced once without a detail, it is told without any (the whole topic).
 */
export async function announceAfterCommit(db: Database, topic: string, detail?: string): Promise<void> {
  // A transaction's executor hands out that transaction's connection; otherwise a pooled one.
  await db.getExecutor().provideConnection(async (connection) => {
    if (connection instanceof NoticeConnection) connection.announce(topic, detail);
  });
}
