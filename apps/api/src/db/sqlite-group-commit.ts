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
/** Each transaction's own savepoint; Kysely's savepoint API may not take this name. */
const MEMBER_NAME = 'sw_member';
const MEMBER = CompiledQuery.raw(`savepoint ${MEMBER_NAME}`);
const RELEASE_MEMBER = CompiledQuery.raw(`release ${MEMBER_NAME}`);
const UNDO_MEMBER = CompiledQuery.raw(`rollback to ${MEMBER_NAME}`);
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
    if (this.handedOn) await this.group.holdAgain(this);
    // A write outside a transaction must be committed when it answers: the pending group first.
    if (!this.inTransaction && this.group.open && !SelectQueryNode.is(compiled.query)) await this.group.commitNow(this.inner);
    return this.inner.executeQuery<R>(compiled);
  }

  async *streamQuery<R>(compiled: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (this.handedOn) await this.group.holdAgain(this);
    yield* this.inner.streamQuery<R>(compiled, chunkSize);
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

  constructor(
    private readonly inner: Driver,
    /** better-sqlite3's handle: whether SQLite still has the group's transaction open. */
    private readonly sqlite: { readonly inTransaction: boolean },
  ) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Use(await this.inner.acquireConnection(), this);
  }

  async beginTransaction(connection: DatabaseConnection) {
    const use = connection as Use;
    await this.holdAgain(use);
    this.checkGroup();
    if (!this.open) {
      await use.inner.executeQuery(BEGIN);
      this.open = true;
    }
    try {
      await use.inner.executeQuery(MEMBER);
    } catch (error) {
      // Kysely does not roll back a transaction that never began: the open group must still end.
      this.scheduleCommit();
      throw error;
    }
    use.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection) {
    const use = connection as Use;
    await use.inner.executeQuery(RELEASE_MEMBER);
    use.inTransaction = false;
    const committed = new Promise<void>((resolve, reject) => this.members.push({ resolve, reject }));
    // commitNow settles every member, this one too, before it can throw (a rollback failing after the commit did).
    if (this.members.length >= GROUP_LIMIT) await this.commitNow(use.inner).catch(() => {});
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
    // The failure may have made SQLite roll back the whole transaction (a full disk, an I/O error).
    if (!this.checkGroup()) return;
    await use.inner.executeQuery(UNDO_MEMBER);
    await use.inner.executeQuery(RELEASE_MEMBER);
    this.scheduleCommit();
  }

  async savepoint(connection: DatabaseConnection, name: string, compileQuery: CompileQuery) {
    if (name === MEMBER_NAME) throw new Error(`The savepoint name ${MEMBER_NAME} is the group commit's own`);
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

  /** A use whose transaction handed the connection on holds it again before it goes on (`db.connection()`). */
  async holdAgain(use: Use): Promise<void> {
    if (!use.handedOn) return;
    await this.inner.acquireConnection();
    use.handedOn = false;
  }

  /**
   * Whether the group's transaction is still open in SQLite. SQLite rolls a whole transaction
   * back on some failures (a full disk, an I/O error, `OR ROLLBACK`): then the group's finished
   * members lost their changes and fail. Call it holding the connection.
   */
  private checkGroup(): boolean {
    if (!this.open || this.sqlite.inTransaction) return this.open;
    this.open = false;
    const lost = new Error('SQLite rolled back the transaction this one was committed in (a full disk or an I/O error)');
    for (const member of this.members.splice(0)) member.reject(lost);
    return false;
  }

  /** Commits the open group on a connection the caller holds; its members learn the outcome. */
  async commitNow(inner: DatabaseConnection): Promise<void> {
    if (!this.checkGroup()) return;
    const members = this.members;
    this.members = [];
    this.open = false;
    let failure: { error: unknown } | undefined;
    try {
      await inner.executeQuery(COMMIT);
    } catch (error) {
      failure = { error };
      // A failed commit may have left the transaction open (a deferred constraint), or SQLite rolled it back itself.
      if (this.sqlite.inTransaction) await inner.executeQuery(ROLLBACK);
    } finally {
      for (const member of members) {
        if (failure) member.reject(failure.error);
        else member.resolve();
      }
    }
  }

  private scheduleCommit() {
    if (this.flushing) return;
    this.flushing = true;
    // node:timers' own, so a test's fake timers (which replace the global) cannot hold a commit back.
    afterIo(() =>
      this.flush().catch(() => {
        // The members learnt the outcome in commitNow; only the connection itself failing (a closed database) gets here.
        this.flushing = false;
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

/** The SQLite dialect (on the better-sqlite3 handle `sqlite`) with transactions committed in groups (see GroupDriver). */
export function groupedCommits(dialect: Dialect, sqlite: { readonly inTransaction: boolean }): Dialect {
  return {
    createDriver: () => new GroupDriver(dialect.createDriver(), sqlite),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
