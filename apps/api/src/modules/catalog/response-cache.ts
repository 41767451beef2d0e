import type { LookupCounts } from '../../lib/cache-metrics';

/** The change-bus topic of committed catalog writes, announced by the catalog module's writes (catalog-changes.ts, ADR 017). */
export const CATALOG_CHANGED = 'catalog';

/**
 * How long a kept answer may go on showing the old unit counts and sales order after a stock
 * change (ADR 031). Whether a product is in stock is never late: see `touches`.
 */
export const STOCK_LAG_MS = 30_000;

/** A stock-only change of one product: units taken or given back; `flipped` when it or one of its variants sold out or came back. */
export interface StockChange {
  product: number;
  flipped: boolean;
}

/** The detail of a catalog notice that only moved stock: `12,15!` (product 15 flipped). */
export const stockNoticeDetail = (change: StockChange): string => `${change.product}${change.flipped ? '!' : ''}`;

const STOCK_DETAIL = /^\d{1,15}!?(,\d{1,15}!?)*$/;

/**
 * The stock changes a catalog notice's detail(s) name, or null when the notice means that
 * anything in the catalog may have changed (no detail, or one this version does not read).
 */
export function stockChangesOf(detail: string | readonly string[] | undefined): StockChange[] | null {
  if (detail === undefined) return null;
  const text = typeof detail === 'string' ? detail : detail.join(',');
  if (!STOCK_DETAIL.test(text)) return null;
  const byProduct = new Map<number, boolean>();
  for (const part of text.split(',')) {
    const product = Number(part.replace('!', ''));
    byProduct.set(product, (byProduct.get(product) ?? false) || part.endsWith('!'));
  }
  return [...byProduct].map(([product, flipped]) => ({ product, flipped }));
}

/** What a kept answer shows that a stock change can alter. */
export interface Shows {
  /** The products it is about (a product's answer or page): any stock change of theirs drops it. */
  about: readonly number[];
  /** The products it lists (listing results, related products): dropped when one of them flips. */
  lists: readonly number[];
  /** It is filtered by stock (`in_stock`): any product's flip can change what it lists. */
  stockFiltered: boolean;
}

/** True when the change makes the answer wrong at once (not merely late in its counts or order). */
export const touches = (shows: Shows, change: StockChange): boolean =>
  shows.about.includes(change.product) || (change.flipped && (shows.stockFiltered || shows.lists.includes(change.product)));

/**
 * The request header a server render sends with its in-process catalog calls, and the response
 * header they answer with what they show (`about|lists|stock-filtered`), so the kept page
 * depends on exactly that (web/storefront-handler.ts).
 */
export const SHOWS_HEADER = 'x-shopwright-shows';

export const encodeShows = (shows: Shows): string => `${shows.about.join(',')}|${shows.lists.join(',')}|${shows.stockFiltered ? 1 : 0}`;

const ids = (text: string | undefined) => (text ? text.split(',').map(Number).filter(Number.isSafeInteger) : []);

/** Gathers what the catalog answers of one page render show. */
export class ShowsCollector {
  private readonly about = new Set<number>();
  private readonly lists = new Set<number>();
  private stockFiltered = false;

  add(header: string | null | undefined): void {
    if (!header) return;
    const [about, lists, filtered] = header.split('|');
    for (const id of ids(about)) this.about.add(id);
    for (const id of ids(lists)) this.lists.add(id);
    if (filtered === '1') this.stockFiltered = true;
  }

  get shows(): Shows {
    return { about: [...this.about], lists: [...this.lists], stockFiltered: this.stockFiltered };
  }
}

interface Kept<T> {
  body: T;
  /** Absent: what it shows is not known, so any stock change drops it. */
  shows?: Shows;
  /** When a stock change since it was kept makes it too late in its counts and order (Infinity: none yet). */
  staleAt: number;
}

/** The changes told at each generation, a clear as null; enough to judge answers computed across a few notices. */
const LOG_LENGTH = 64;

/**
 * Serialized answers of a public catalog read, by request URL, least recently used dropped first.
 *
 * A catalog change that is not only stock drops them all (`clear`). A stock change (ADR 031)
 * drops the answers it `touches` and leaves the others to be rendered again within
 * `STOCK_LAG_MS` (their counts and sales order may have moved).
 *
 * An answer is stored only if no change that touches it happened while it was being computed
 * (`generation`), so a read that raced a write never lands in the cache with the old rows.
 */
export class ResponseCache<T = string> {
  private readonly entries = new Map<string, Kept<T>>();
  private current = 0;
  private readonly log: Array<StockChange[] | null> = [];
  /** When the last stock change was heard: an answer kept soon after may be built on others still late (a page on kept answers). */
  private lastStockChange = -Infinity;

  private readonly now: () => number;
  private readonly counts?: LookupCounts;

  /** `counts`: where hits and misses are counted (`shopwright_cache_lookups_total`). */
  constructor(
    private readonly maxEntries: number,
    options: { now?: () => number; counts?: LookupCounts } = {},
  ) {
    this.now = options.now ?? (() => Date.now());
    this.counts = options.counts;
  }

  /** Read before computing an answer; pass to `set`. */
  get generation(): number {
    return this.current;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): T | undefined {
    const kept = this.entries.get(key);
    if (kept !== undefined) {
      this.entries.delete(key);
      if (kept.staleAt === Infinity || kept.staleAt > this.now()) {
        // Map keeps insertion order: moving a hit to the end makes the first key the least recent.
        this.entries.set(key, kept);
        if (this.counts) this.counts.hit += 1;
        return kept.body;
      }
    }
    if (this.counts) this.counts.miss += 1;
    return undefined;
  }

  /** `expiresAt`: when it is too old whatever happens (pages: dates and the like). */
  set(key: string, body: T, generation: number, shows?: Shows, expiresAt = Infinity): void {
    if (this.maxEntries === 0) return;
    const now = this.now();
    const lagEnd = this.lastStockChange + STOCK_LAG_MS;
    let staleAt = Math.min(expiresAt, lagEnd > now ? lagEnd : Infinity);
    if (generation !== this.current) {
      const since = this.current - generation;
      if (!shows || since > this.log.length) return;
      for (const changes of this.log.slice(-since)) if (changes === null || changes.some((c) => touches(shows, c))) return;
      staleAt = Math.min(staleAt, now + STOCK_LAG_MS);
    }
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { body, shows, staleAt });
  }

  clear(): void {
    this.advance(null);
    this.entries.clear();
  }

  /** Some products' stock moved: drops what that makes wrong, and dates the rest to be refreshed within the lag. */
  stockChanged(changes: readonly StockChange[]): void {
    this.advance([...changes]);
    this.lastStockChange = this.now();
    const lagEnd = this.lastStockChange + STOCK_LAG_MS;
    for (const [key, kept] of this.entries) {
      const shows = kept.shows;
      if (!shows || changes.some((c) => touches(shows, c))) this.entries.delete(key);
      else if (kept.staleAt > lagEnd) kept.staleAt = lagEnd;
    }
  }

  /** A catalog notice from the change bus: a stock change when its detail says so, else anything. */
  catalogChanged(detail?: string): void {
    const changes = stockChangesOf(detail);
    if (changes) this.stockChanged(changes);
    else this.clear();
  }

  private advance(changes: StockChange[] | null): void {
    this.current += 1;
    this.log.push(changes);
    if (this.log.length > LOG_LENGTH) this.log.shift();
  }
}
