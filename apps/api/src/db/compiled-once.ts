import type { Compilable, CompiledQuery } from 'kysely';
import type { Database } from './database';

/** Stand-ins for the arguments while the query is built: text no caller ever passes. */
const stand = (i: number) => `\u0000sw-argument-${i}\u0000`;

interface Kept<R> {
  query: CompiledQuery<R>;
  /** For each parameter of the SQL, the argument it takes, or undefined for a constant. */
  slots: Array<number | undefined>;
}

/**
 * A hot query built and compiled once per database and shape, then run with each call's values.
 * Building a query with Kysely (its nodes, then the SQL) costs more CPU than SQLite spends running
 * a short one (issue 29's profiles of the cart calls). `build` may use its arguments only as values
 * (and whether each is undefined, which picks the shape); an argument that does not end up as a
 * parameter is refused at the first call.
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
    const shape = args.map((a) => (a === undefined ? '-' : '+')).join('');
    let kept = shapes.get(shape);
    if (!kept) {
      const stands = args.map((a, i) => (a === undefined ? undefined : stand(i)));
      const query = build(db, ...(stands as A)).compile();
      const slots = query.parameters.map((p) => {
        const i = stands.indexOf(p as string | undefined);
        return typeof p === 'string' && i >= 0 ? i : undefined;
      });
      stands.forEach((s, i) => {
        if (s !== undefined && !slots.includes(i)) throw new Error(`compiledOnce: argument ${i} is not a parameter of ${query.sql}`);
      });
      shapes.set(shape, (kept = { query, slots }));
    }
    const { query, slots } = kept;
    const parameters = query.parameters.map((p, i) => (slots[i] === undefined ? p : args[slots[i]!]));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
