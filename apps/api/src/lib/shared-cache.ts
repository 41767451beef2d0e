import type { AppContext } from '../context';
import type { Database } from '../db/database';

/**
 * Data read on many requests and changed rarely (settings, tax zones, shipping methods): each
 * process keeps one copy per database until a change notice on `topic` drops it. `changed`
 * drops it here and publishes the notice, which reaches every process of the shop (cluster
 * workers through the primary, other machines through Redis).
 */
export function sharedCache<T>(topic: string, load: (ctx: AppContext) => Promise<T>) {
  const cache = new WeakMap<Database, Promise<T>>();
  const listening = new WeakSet<Database>();
  return {
    get(ctx: AppContext): Promise<T> {
      if (!listening.has(ctx.db)) {
        listening.add(ctx.db);
        ctx.changes.subscribe(topic, () => cache.delete(ctx.db));
      }
      let entry = cache.get(ctx.db);
      if (!entry) {
        entry = load(ctx);
        cache.set(ctx.db, entry);
        entry.catch(() => cache.delete(ctx.db));
      }
      return entry;
    },
    changed(ctx: AppContext): void {
      cache.delete(ctx.db);
      ctx.changes.publish(topic);
    },
  };
}
