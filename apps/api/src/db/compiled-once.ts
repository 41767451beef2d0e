import type { Compilable, CompiledQuery } from 'kysely';
import type { Database } from './database';

/** Stand-ins for the values while the query is built: text no caller ever passes. */
const stand = (i: number) => `\u0000sw-argument-${i}\u0000`;

interface Kept<R> {
  query: CompiledQuery<R>;
  /** For each parameter of the SQL, the value it takes (by its place in `shapeOf`'s order), or undefined for a constant. */
  slots: Array<number | undefined>;
}

/** Shapes kept per query and database. */
const MAX_SHAPES = 64;

const isRow = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * An argument's shape, with its values added to `values` in the order `withStandIns` walks it. A
 * value is '+', undefined '-' and null '0' (those two stay in the query: Kysely leaves out an
 * undefined column). A row (a plain object, as `values()` and `set()` take) is its keys and the
 * kind of each of its values; an array is its length and the kind of each item (a list for `in`,
 * rows to insert). A value inside a row or an array is not looked into: a JSON column's object is
 * one value. One walk per call gives both the cache key and the parameters.
 */
function shapeOf(arg: unknown, values: unknown[], depth = 0): string {
  if (arg === undefined) return '-';
  if (arg === null) return '0';
  if (depth < 2 && Array.isArray(arg)) {
    let out = '[';
    for (const item of arg) out += shapeOf(item, values, depth + 1) + ',';
    return `${out}]`;
  }
  if (depth < 2 && isRow(arg)) {
    // A value's kind is one character; a column name never holds NUL.
    let out = '{';
    for (const key in arg) out += key + '\u0000' + shapeOf(arg[key], values, 2);
    return `${out}}`;
  }
  // An expression (sql`...`, a subquery) is SQL, not a value: it cannot stand for each call's own.
  if (typeof arg === 'object' && typeof (arg as { toOperationNode?: unknown }).toOperationNode === 'function')
    throw new Error('compiledOnce: an argument holds a Kysely expression, not a value');
  values.push(arg);
  return '+';
}

/** The argument with each of its values (as `shapeOf` finds them) replaced by the next stand-in. */
function withStandIns(arg: unknown, next: () => string, depth = 0): unknown {
  if (arg === undefined || arg === null) return arg;
  if (depth < 2 && Array.isArray(arg)) return arg.map((item) => withStandIns(item, next, depth + 1));
  if (depth < 2 && isRow(arg)) {
    const out: Record<string, unknown> = {};
    for (const key in arg) out[key] = withStandIns(arg[key], next, 2);
    return out;
  }
  return next();
}

/**
 * A hot query built and compiled once per database and shape, then run with each call's values.
 * Building a query with Kysely (its nodes, then the SQL) costs more CPU than SQLite spends running
 * a short one (issue 29's profiles of the cart and order calls). An argument is a value, a row (a
 * plain object of values, as `values()` and `set()` take) or an array of values or rows. `build` may
 * use the values only as values: which are undefined or null, a row's keys and an array's length
 * pick the shape. A value that does not end up as a parameter is refused at the first call.
 */
export function compiledOnce<A extends unknown[], R>(
  build: (db: Database, ...args: A) => Compilable<R>,
): (db: Database, ...args: A) => Promise<R[]> {
  const byAdapter = new WeakMap<object, Map<string, Kept<R>>>();
  return async (db, ...args) => {
    // A transaction shares its database's adapter (and SQL dialect).
    const adapter = db.getExecutor().adapter;
    let shapes = byAdapter.get(adapter);
    if (!shapes) byAdapter.set(adapter, (shapes = new Map()));
    const values: unknown[] = [];
    const shape = args.length === 1 ? shapeOf(args[0], values) : args.map((a) => shapeOf(a, values)).join('|');
    let kept = shapes.get(shape);
    if (!kept) {
      kept = compile(db, build, args);
      // A list's length is part of the shape (an order of N lines), so past a bound a new shape is
      // built for its call only, as without this helper.
      if (shapes.size < MAX_SHAPES) shapes.set(shape, kept);
    }
    const { query, slots } = kept;
    const parameters = query.parameters.map((p, i) => (slots[i] === undefined ? p : values[slots[i]!]));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}

function compile<A extends unknown[], R>(db: Database, build: (db: Database, ...args: A) => Compilable<R>, args: A): Kept<R> {
  const stands: string[] = [];
  const next = () => stands[stands.push(stand(stands.length)) - 1]!;
  const standing = args.map((arg) => withStandIns(arg, next));
  const query = build(db, ...(standing as A)).compile();
  const slots = query.parameters.map((p) => {
    const i = typeof p === 'string' ? stands.indexOf(p) : -1;
    return i >= 0 ? i : undefined;
  });
  stands.forEach((s, i) => {
    if (!slots.includes(i)) throw new Error(`compiledOnce: value ${i} (${s.slice(1, -1)}) is not a parameter of ${query.sql}`);
  });
  return { query, slots };
}

/** The first row a statement answered, as `executeTakeFirstOrThrow` gives it (an insert's RETURNING). */
export function firstRow<R>(rows: R[]): R {
  if (rows.length === 0) throw new Error('compiledOnce: the statement answered no row');
  return rows[0]!;
}
