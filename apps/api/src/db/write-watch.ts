import {
  RawNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type OperationNode,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Tables whose rows the public catalog reads show (listings, facets, product pages): a write to
 * any of them may change a cached answer. Reviews, stock changes and orders write `products`
 * (ratings, stock, units sold), so they count too.
 */
export const CATALOG_TABLES: ReadonlySet<string> = new Set([
  'products',
  'product_variants',
  'product_images',
  'product_colors',
  'product_sizes',
  'categories',
  'brands',
]);

/** Writes to these tables give the webhook deliverer work: it is nudged after their commit. */
export const OUTBOX_TABLES: ReadonlySet<string> = new Set(['webhook_deliveries']);

const WRITE_KINDS = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const RAW_WRITE = /^\s*(with\b[\s\S]*\b)?(insert|update|delete|replace|merge)\b/i;

/** Every table a query node names (written or read: erring on the side of "changed"). */
function tableNames(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) tableNames(item, into);
  } else if (node && typeof node === 'object') {
    const n = node as { kind?: string; table?: { identifier?: { name?: unknown } } };
    if (n.kind === 'TableNode' && typeof n.table?.identifier?.name === 'string') into.add(n.table.identifier.name);
    for (const value of Object.values(node)) if (value && typeof value === 'object') tableNames(value, into);
  }
  return into;
}

/**
 * Whether a statement may change the catalog: an insert, update, delete or merge naming a catalog
 * table, or any raw SQL that writes (its tables are not parsed, so it always counts).
 */
export function writesCatalog(query: OperationNode, tables: ReadonlySet<string> = CATALOG_TABLES): boolean {
  if (RawNode.is(query)) return RAW_WRITE.test(query.sqlFragments.join(' '));
  if (!WRITE_KINDS.has(query.kind)) return false;
  for (const name of tableNames(query, new Set())) if (tables.has(name)) return true;
  return false;
}

/** Whether a statement wrote the webhook outbox (raw SQL is not counted: the outbox is written through Kysely). */
const writesOutbox = (query: OperationNode) => query.kind !== 'RawNode' && writesCatalog(query, OUTBOX_TABLES);

/** Listeners told after a catalog change is committed. */
export class CatalogWrites {
  private readonly listeners = new Set<() => void>();

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(): void {
    for (const listener of this.listeners) listener();
  }
}

class WatchedConnection implements DatabaseConnection {
  inTransaction = false;
  /** A catalog write happened in the open transaction: announced at its commit. */
  dirty = false;
  /** The open transaction wrote the webhook outbox: announced at its commit. */
  outboxDirty = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly writes: CatalogWrites,
    private readonly outbox?: CatalogWrites,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(compiled);
    if (this.outbox && writesOutbox(compiled.query)) {
      if (this.inTransaction) this.outboxDirty = true;
      else this.outbox.emit();
    }
    if (writesCatalog(compiled.query)) {
      // Inside a transaction other connections still see the old rows until the commit: telling
      // now would let a reader cache those rows as fresh.
      if (this.inTransaction) this.dirty = true;
      else this.writes.emit();
    }
    return result;
  }

  streamQuery<R>(compiled: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiled, chunkSize);
  }
}

class WatchedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly writes: CatalogWrites,
    private readonly outbox?: CatalogWrites,
  ) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.inner.acquireConnection(), this.writes, this.outbox);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const c = connection as WatchedConnection;
    await this.inner.beginTransaction(c.inner, settings);
    c.inTransaction = true;
    c.dirty = false;
    c.outboxDirty = false;
  }

  async commitTransaction(connection: DatabaseConnection) {
    const c = connection as WatchedConnection;
    await this.inner.commitTransaction(c.inner);
    c.inTransaction = false;
    if (c.dirty) {
      c.dirty = false;
      this.writes.emit();
    }
    if (c.outboxDirty) {
      c.outboxDirty = false;
      this.outbox?.emit();
    }
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const c = connection as WatchedConnection;
    try {
      await this.inner.rollbackTransaction(c.inner);
    } finally {
      c.inTransaction = false;
      c.dirty = false;
      c.outboxDirty = false;
    }
  }

  // Savepoints pass through; a write rolled back to a savepoint still counts (a spare notice only).
  async savepoint(connection: DatabaseConnection, name: string, compileQuery: Parameters<NonNullable<Driver['savepoint']>>[2]) {
    await this.inner.savepoint?.((connection as WatchedConnection).inner, name, compileQuery);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: Parameters<NonNullable<Driver['savepoint']>>[2]) {
    await this.inner.rollbackToSavepoint?.((connection as WatchedConnection).inner, name, compileQuery);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: Parameters<NonNullable<Driver['savepoint']>>[2]) {
    await this.inner.releaseSavepoint?.((connection as WatchedConnection).inner, name, compileQuery);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection((connection as WatchedConnection).inner);
  }

  destroy() {
    return this.inner.destroy();
  }
}

/**
 * The dialect with its connections watched: `writes` hears of every committed statement that may
 * have changed the catalog, whichever module made it, so caches of catalog reads never need each
 * write path to remember to drop them. `outbox` hears of committed webhook outbox writes, so the
 * deliverer starts right after the commit that gave it work.
 */
export function watchCatalogWrites(dialect: Dialect, writes: CatalogWrites, outbox?: CatalogWrites): Dialect {
  return {
    createDriver: () => new WatchedDriver(dialect.createDriver(), writes, outbox),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
