/** The change-bus topic of committed catalog writes, announced by the catalog module's writes (catalog-changes.ts, ADR 017). */
export const CATALOG_CHANGED = 'catalog';

/**
 * Serialized answers of a public catalog read, by request URL, least recently used dropped first.
 * Any catalog change drops them all: cheap, and correct without knowing which answers it touched.
 *
 * An answer is stored only if no change happened while it was being computed (`generation`), so
 * a read that raced a write never lands in the cache with the old rows.
 */
export class ResponseCache<T = string> {
  private readonly entries = new Map<string, T>();
  private current = 0;

  constructor(private readonly maxEntries: number) {}

  /** Read before computing an answer; pass to `set`. */
  get generation(): number {
    return this.current;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): T | undefined {
    const body = this.entries.get(key);
    if (body !== undefined) {
      // Map keeps insertion order: moving a hit to the end makes the first key the least recent.
      this.entries.delete(key);
      this.entries.set(key, body);
    }
    return body;
  }

  set(key: string, body: T, generation: number): void {
    if (this.maxEntries === 0 || generation !== this.current) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, body);
  }

  clear(): void {
    this.current += 1;
    this.entries.clear();
  }
}
