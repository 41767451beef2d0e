import type { LookupCounts } from '../../lib/cache-metrics';

/** The change-bus topic of committed catalog writes, announced by the catalog module's writes (catalog-changes.ts, ADR 017). */
export const CATALOG_CHANGED = 'catalog';

/**
 * How long a kept answer may go on showing the old unit counts and sales order after a stock
 * change (ADR 031). Whether a product is in stock is never late: see `touches`.
 */
export const STOCK_LAG_MS = 30_000;

/**
 * How long a product's own answers and pages may go on showing its old unit counts (units left,
 * units sold) after a sale or a cancelled sale that did not sell it out or bring it back (ADR
 * 031): under a stream of orders of one product, its page is rendered again at most about once
 * per this time instead of at every order. Sold out and back in stock are never late, and any
 * other stock change (an admin's edit, the waiting list) shows on its own answers at once.
 */
export const OWN_STOCK_LAG_MS = 1_000;

/**
 * A stock-only change of one product: units taken or given back; `flipped` when it or one of its
 * variants sold out or came back; `sale` when units were only sold or given back by an order
 * (its own answers may show it `OWN_STOCK_LAG_MS` late).
 */
export interface StockChange {
  product: number;
  flipped: boolean;
  sale?: boolean;
}

/** The detail of a catalog notice that only moved stock: `12~,15!,17` (a sale of 12, product 15 flipped, 17 otherwise moved). */
export const stockNoticeDetail = (change: StockChange): string => `${change.product}${change.flipped ? '!' : change.sale ? '~' : ''}`;

const STOCK_DETAIL = /^\d{1,15}[!~]?(,\d{1,15}[!~]?)*$/;

/**
 * The stock changes a catalog notice's detail(s) name, or null when the notice means that
 * anything in the catalog may have changed (no detail, or one this version does not read).
 */
export function stockChangesOf(detail: string | readonly string[] | undefined): StockChange[] | null {
  if (detail === undefined) return null;
  const text = typeof detail === 'string' ? detail : detail.join(',');
  if (!STOCK_DETAIL.test(text)) return null;
  const byProduct = new Map<number, StockChange>();
  for (const part of text.split(',')) {
    const product = Number(part.replace(/[!~]$/, ''));
    const flipped = part.endsWith('!');
    const sale = part.endsWith('~');
    const seen = byProduct.get(product);
    // One transaction's changes of a product: flipped if any flipped, a sale only if all were.
    byProduct.set(product, seen ? { product, flipped: seen.flipped || flipped, sale: seen.sale && sale } : { product, flipped, sale });
  }
  return [...byProduct.values()].map((c) => ({ product: c.product, flipped: c.flipped, sale: c.sale && !c.flipped }));
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

/**
 * True when the change makes the answer wrong at once (not merely late in its counts or order):
 * something it shows sold out or came back, or its own product's stock moved other than by a sale.
 */
export const touches = (shows: Shows, change: StockChange): boolean =>
  shows.about.includes(change.product)
    ? change.flipped || !change.sale
    : change.flipped && (shows.stockFiltered || shows.lists.includes(change.product));

/** How late changes that do not touch the answer let it be: its own product's sales by `OWN_STOCK_LAG_MS`, anything else by `STOCK_LAG_MS`. */
const lagOf = (shows: Shows, changes: readonly StockChange[]): number =>
  changes.some((c) => shows.about.includes(c.product)) ? OWN_STOCK_LAG_MS : STOCK_LAG_MS;

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

/** The changes told at each generation (when, and which; a clear as null); enough to judge answers computed across a few notices. */
const LOG_LENGTH = 64;

interface Logged {
  at: number;
  changes: StockChange[] | null;
  /** Products whose own-count lag ended: an answer about one of them computed across this may show counts older than the lag. */
  ended?: readonly number[];
}

/**
 * Serialized answers of a public catalog read, by request URL, least recently used dropped first.
 *
 * A catalog change that is not only stock drops them all (`clear`). A stock change (ADR 031)
 * drops the answers it `touches` (a product sold out or back) and leaves the others to be
 * rendered again within `OWN_STOCK_LAG_MS` when they are about a product that moved (its own
 * counts), else within `STOCK_LAG_MS` (counts and sales order of the products they list).
 *
 * An answer is stored only if no change that touches it happened while it was being computed
 * (`generation`), so a read that raced a write never lands in the cache with the old rows.
 */
export class ResponseCache<T = string> {
  private readonly entries = new Map<string, Kept<T>>();
  private current = 0;
  private readonly log: Logged[] = [];
  /** When the last stock change was heard: an answer kept soon after may be built on others still late (a page on kept answers). */
  private lastStockChange = -Infinity;
  /**
   * Per product, when the first sale of it not yet past `OWN_STOCK_LAG_MS` was heard: an answer about it kept meanwhile (perhaps built on a kept answer showing the counts
   * before) is refreshed when that lag ends, with everything else about it. Emptied as lags end.
   */
  private readonly ownLag = new Map<number, number>();

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
    if (this.ownLag.size > 0) this.endLags(this.now());
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
    if (this.ownLag.size > 0) this.endLags(now);
    const lagEnd = this.lastStockChange + STOCK_LAG_MS;
    let staleAt = Math.min(expiresAt, lagEnd > now ? lagEnd : Infinity);
    if (shows && this.ownLag.size > 0)
      for (const product of shows.about) {
        const since = this.ownLag.get(product);
        if (since !== undefined) staleAt = Math.min(staleAt, since + OWN_STOCK_LAG_MS);
      }
    if (generation !== this.current) {
      const since = this.current - generation;
      if (!shows || since > this.log.length) return;
      for (const { at, changes, ended } of this.log.slice(-since)) {
        if (changes === null || changes.some((c) => touches(shows, c))) return;
        if (ended?.some((product) => shows.about.includes(product))) return;
        // Computed from rows read before the change, perhaps: late by up to the lag from the change.
        if (changes.length > 0) staleAt = Math.min(staleAt, at + lagOf(shows, changes));
      }
    }
    if (staleAt <= now) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { body, shows, staleAt });
  }

  clear(): void {
    this.advance(null, this.now());
    this.entries.clear();
    this.ownLag.clear();
  }

  /** Some products' stock moved: drops what that makes wrong, and dates the rest to be refreshed within the lag. */
  stockChanged(changes: readonly StockChange[]): void {
    const now = this.now();
    this.advance([...changes], now);
    this.lastStockChange = now;
    this.endLags(now);
    for (const c of changes) if (c.sale && !this.ownLag.has(c.product)) this.ownLag.set(c.product, now);
    for (const [key, kept] of this.entries) {
      const shows = kept.shows;
      if (!shows || changes.some((c) => touches(shows, c))) {
        this.entries.delete(key);
        continue;
      }
      const lagEnd = lagOf(shows, changes) === OWN_STOCK_LAG_MS ? this.ownLagEnd(shows, now) : now + STOCK_LAG_MS;
      if (kept.staleAt > lagEnd) kept.staleAt = lagEnd;
    }
  }

  /** When the own-count lag of the first of `shows.about` to have moved ends. */
  private ownLagEnd(shows: Shows, now: number): number {
    let end = now + OWN_STOCK_LAG_MS;
    for (const product of shows.about) {
      const since = this.ownLag.get(product);
      if (since !== undefined) end = Math.min(end, since + OWN_STOCK_LAG_MS);
    }
    return end;
  }

  /** A catalog notice from the change bus: a stock change when its detail says so, else anything. */
  catalogChanged(detail?: string): void {
    const changes = stockChangesOf(detail);
    if (changes) this.stockChanged(changes);
    else this.clear();
  }

  /**
   * Forgets the own-count lags that have ended. An answer about such a product whose computation
   * began before may have read a kept answer from before the lag's start: a new generation tells
   * `set` to refuse it.
   */
  private endLags(now: number): void {
    let ended: number[] | undefined;
    for (const [product, since] of this.ownLag)
      if (since + OWN_STOCK_LAG_MS <= now) {
        this.ownLag.delete(product);
        (ended ??= []).push(product);
      }
    if (ended) this.advance([], now, ended);
  }

  private advance(changes: StockChange[] | null, at: number, ended?: readonly number[]): void {
    this.current += 1;
    this.log.push({ at, changes, ended });
    if (this.log.length > LOG_LENGTH) this.log.shift();
  }
}
