import { setImmediate as afterIo } from 'node:timers';
import {
  CompiledQuery,
  SelectQueryNode,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

type CompileQuery = QueryCompiler['compileQuery'];

/** Most transactions one commit ends; a larger group is committed at once (bounds every member's wait). */
export const GROUP_LIMIT = 64;
const MEMBER = CompiledQuery.raw('savepoint sw_member');
const RELEASE_MEMBER = CompiledQuery.raw('release sw_member');
const UNDO_MEMBER = CompiledQuery.raw('rollback to sw_member');
const BEGIN = CompiledQuery.raw('begin immediate');
const COMMIT = CompiledQuery.raw('commit');
const ROLLBACK = CompiledQuery.raw('rollback');

/** One hold of the single connection: a transaction, or a statement outside one. */
class Use implements DatabaseConnection {
  /** In its own transaction (a member's savepoint), until that ends: released or rolled back. */
  inTransaction = false;
  /** The connection was handed on when this use's transaction joined the group. */
  handedOn = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly group: GroupDriver,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // A write outside a transaction must be committed when it answers: the pending group first.
    if (!this.inTransaction && this.group.open && !SelectQueryNode.is(compiled.query)) await this.group.commitNow(this.inner);
    return this.inner.executeQuery<R>(compiled);
  }

  streamQuery<R>(compiled: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiled, chunkSize);
  }
}

interface Member {
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * SQLite transactions that commit in groups (issue 29). One process writes through one
 * connection, one transaction at a time, and each commit writes the changed pages to the WAL
 * again: for a cart line that was the commit's 75 µs of a 550 µs request. Here a transaction
 * that ends is not committed at once: it is released as a savepoint of one open transaction,
 * the connection goes to the next transaction waiting, which runs in its own savepoint, and
 * the group is committed when the event loop has run what was ready (`setImmediate`), or at
 * GROUP_LIMIT members. Every member's `commit` answers only after that commit, so, as before,
 * nothing is answered before it is committed; a member that fails is rolled back to its
 * savepoint alone. If the commit itself fails, every member of the group fails with its error.
 * Transactions begin with `BEGIN IMMEDIATE` (ADR 020). A write outside a transaction commits the
 * pending group first; a read outside one sees it (ADR 035).
 */
class GroupDriver implements Driver {
  open = false;
  private members: Member[] = [];
  private flushing = false;

  constructor(private readonly inner: Driver) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Use(await this.inner.acquireConnection(), this);
  }

  async beginTransaction(connection: DatabaseConnection) {
    const use = connection as Use;
    if (!this.open) {
      await use.inner.executeQuery(BEGIN);
      this.open = true;
    }
    await use.inner.executeQuery(MEMBER);
    use.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection) {
    const use = connection as Use;
    await use.inner.executeQuery(RELEASE_MEMBER);
    use.inTransaction = false;
    const committed = new Promise<void>((resolve, reject) => this.members.push({ resolve, reject }));
    if (this.members.length >= GROUP_LIMIT) await this.commitNow(use.inner);
    else {
      this.scheduleCommit();
      use.handedOn = true;
      await this.inner.releaseConnection(use.inner);
    }
    await committed;
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const use = connection as Use;
    // Called after a failed commit too: the group was rolled back already, and the connection may be another's now.
    if (!use.inTransaction) return;
    use.inTransaction = false;
    await use.inner.executeQuery(UNDO_MEMBER);
    await use.inner.executeQuery(RELEASE_MEMBER);
    this.scheduleCommit();
  }

  savepoint(connection: DatabaseConnection, name: string, compileQuery: CompileQuery) {
    return this.inner.savepoint!((connection as Use).inner, name, compileQuery);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: CompileQuery) {
    return this.inner.rollbackToSavepoint!((connection as Use).inner, name, compileQuery);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: CompileQuery) {
    return this.inner.releaseSavepoint!((connection as Use).inner, name, compileQuery);
  }

  async releaseConnection(connection: DatabaseConnection) {
    const use = connection as Use;
    if (!use.handedOn) await this.inner.releaseConnection(use.inner);
  }

  /** Commits the open group on a connection the caller holds; its members learn the outcome. */
  async commitNow(inner: DatabaseConnection): Promise<void> {
    if (!this.open) return;
    const members = this.members;
    this.members = [];
    this.open = false;
    try {
      await inner.executeQuery(COMMIT);
    } catch (error) {
      await inner.executeQuery(ROLLBACK).catch(() => {});
      for (const member of members) member.reject(error);
      return;
    }
    for (const member of members) member.resolve();
  }

  private scheduleCommit() {
    if (this.flushing) return;
    this.flushing = true;
    // node:timers' own, so a test's fake timers (which replace the global) cannot hold a commit back.
    afterIo(() =>
      this.flush().catch((error: unknown) => {
        // The connection could not be had (a closed database): the members learn it, nothing is left unhandled.
        this.flushing = false;
        for (const member of this.members.splice(0)) member.reject(error);
      }),
    );
  }

  /** Waits for the connection behind the transactions already waiting, then commits the group. */
  private async flush() {
    const inner = await this.inner.acquireConnection();
    this.flushing = false;
    try {
      await this.commitNow(inner);
    } finally {
      await this.inner.releaseConnection(inner);
    }
  }

  async destroy() {
    const inner = await this.inner.acquireConnection();
    try {
      await this.commitNow(inner);
    } finally {
      await this.inner.releaseConnection(inner);
    }
    return this.inner.destroy();
  }
}

/** The SQLite dialect with transactions committed in groups (see GroupDriver). */
export function groupedCommits(dialect: Dialect): Dialect {
  return {
    createDriver: () => new GroupDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
