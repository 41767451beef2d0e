import { Counter } from 'prom-client';
import { metricsRegistry } from './metrics';

/** Lookups in one kept cache: counted as plain numbers on the hot path, read at each scrape. */
export interface LookupCounts {
  hit: number;
  miss: number;
}

const counts = new Map<string, LookupCounts>();

/** This process's counts for the cache called `name` (shared by every app instance of the process, as the registry is). */
export function lookupCounts(name: string): LookupCounts {
  let found = counts.get(name);
  if (!found) counts.set(name, (found = { hit: 0, miss: 0 }));
  return found;
}

new Counter({
  name: 'shopwright_cache_lookups_total',
  help: 'Lookups of kept answers (catalog listings and products, storefront pages), by cache and result: hit or miss',
  labelNames: ['cache', 'result'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const [cache, { hit, miss }] of counts) {
      this.inc({ cache, result: 'hit' }, hit);
      this.inc({ cache, result: 'miss' }, miss);
    }
  },
});
