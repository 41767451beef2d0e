import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package loaded the first time it is used, not at start-up. `pg`, `ioredis` and `stripe` each
 * add ~15 MB of resident memory to a process that loads them, and a shop on SQLite without Redis
 * or Stripe never uses them (issue 29: under 150 MB idle). They are CommonJS packages, so a
 * synchronous `require` keeps their callers synchronous.
 */
export function lazyPackage<T>(name: string, setUp?: (loaded: T) => void): () => T {
  let loaded: T | undefined;
  return () => {
    if (loaded === undefined) {
      loaded = require(name) as T;
      setUp?.(loaded);
    }
    return loaded;
  };
}
