import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase, SqliteStatement } from 'kysely';

type Row = Record<string, unknown>;
type RowOf = (values: unknown[]) => Row;

/** DDL run through the connection: the kept statements' columns may have changed. */
const SCHEMA_CHANGE = /^\s*(?:create|alter|drop)\s/i;

/**
 * The function that makes one row's values (SQLite's raw row, in column order) into the object
 * better-sqlite3 would have made: the same keys in the same order, a later duplicate name winning.
 * better-sqlite3 builds each row object property by property in C++, which cost 40 % of reading a
 * 10-line cart (issue 29); an object literal per statement costs about what the raw arrays do.
 * The names are JSON string literals, so no column name can become code. `__proto__` in a literal
 * would set the prototype, so such a statement's rows are made entry by entry.
 */
function rowMaker(columns: string[]): RowOf {
  if (columns.includes('__proto__')) return (values) => Object.fromEntries(columns.map((name, i) => [name, values[i]]));
  return new Function('v', `return {${columns.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ')}};`) as RowOf;
}

/**
 * One prepared statement as Kysely's SQLite driver uses it: rows are read as arrays and made into
 * objects by the statement's `rowMaker`. The maker is made from the columns SQLite reports after a
 * run, since SQLite re-prepares a statement for a changed schema only when it runs it.
 */
class KeptStatement implements SqliteStatement {
  readonly reader: boolean;
  readonly #changesSchema: boolean;
  /** Handed out again since the cache last passed over it (`cachedStatements`). */
  used = false;
  #rowOf: RowOf | null = null;
  #columns = 0;
  #generation = -1;

  constructor(
    private readonly statement: Statement,
    sql: string,
    private readonly schema: { generation: number },
  ) {
    this.reader = statement.reader;
    this.#changesSchema = SCHEMA_CHANGE.test(sql);
    if (this.reader) statement.raw(true);
  }

  get busy() {
    return this.statement.busy;
  }

  /** The maker for the columns of the run just made: kept until the schema changes through this connection or a row's width says another connection changed it. */
  #maker(width: number): RowOf {
    if (this.#rowOf === null || this.#generation !== this.schema.generation || width !== this.#columns) {
      const columns = this.statement.columns().map((c) => c.name);
      this.#rowOf = rowMaker(columns);
      this.#columns = columns.length;
      this.#generation = this.schema.generation;
    }
    return this.#rowOf;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    const rows = this.statement.all(parameters) as unknown[][];
    if (rows.length === 0) return rows;
    const rowOf = this.#maker(rows[0]!.length);
    for (let i = 0; i < rows.length; i++) (rows as unknown[])[i] = rowOf(rows[i]!);
    return rows;
  }

  run(parameters: ReadonlyArray<unknown>) {
    const result = this.statement.run(parameters);
    if (this.#changesSchema) this.schema.generation++;
    return result;
  }

  *iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    for (const row of this.statement.iterate(parameters) as IterableIterator<unknown[]>) yield this.#maker(row.length)(row);
  }
}

/**
 * The SQLite connection as Kysely sees it, with each SQL text prepared once. Kysely's driver
 * prepares every statement again on every query, and preparing cost about as much CPU as running
 * the shop's short queries (issue 29's profiles: 10-16 % of the write path). SQLite re-prepares a
 * kept statement by itself after a schema change. At most `max` texts are kept (texts vary with
 * the length of an `in (…)` list): when one more comes, the oldest text not used since it was last
 * passed over goes (a "second chance", so a hit costs a flag, not a reordering of the map). A
 * statement still being iterated (a streamed query) is not handed out twice.
 */
export function cachedStatements(sqlite: SqliteDatabase, max = 500): KyselySqliteDatabase & { readonly cached: number } {
  const statements = new Map<string, KeptStatement>();
  const schema = { generation: 0 };
  const evictOne = () => {
    for (const [sql, kept] of statements) {
      statements.delete(sql);
      if (!kept.used) return;
      kept.used = false;
      statements.set(sql, kept);
    }
  };
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
        kept.used = true;
        return kept;
      }
      const statement = new KeptStatement(sqlite.prepare(sql), sql, schema);
      if (kept) return statement;
      if (statements.size >= max) evictOne();
      statements.set(sql, statement);
      return statement;
    },
  };
}
