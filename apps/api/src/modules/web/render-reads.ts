import { lookupCounts } from '../../lib/cache-metrics';
import { ResponseCache, ShowsCollector, type Shows } from '../catalog/response-cache';

/**
 * The public reads a server render makes that are kept (a page's loaders: settings, categories,
 * listings, products, their options and shipping), by the path after `/api/`. Anything else always
 * goes to the API: a shopper's own reads, writes, and reviews (they show their authors' names,
 * which change without a catalog notice).
 */
const PUBLIC_READ = /^(settings|products(\/categories|\/brands|\/options|\/[^/?]+(\/shipping)?)?)(\?|$)/;

/**
 * What a kept read shows that a stock change can alter (ADR 031): the settings show nothing of the
 * catalog, and the categories' counts are of published products. Any other answer without its own
 * SHOWS_HEADER is dropped on every stock change.
 */
const NOTHING: Shows = { about: [], lists: [], stockFiltered: false };

/** One answer of the API to a server render's in-process read, as the render reads it. */
export interface ReadAnswer {
  status: number;
  contentType: string;
  body: Buffer;
  /** The answer's SHOWS_HEADER (what a kept page built on it depends on), if it has one. */
  showsHeader?: string;
  /** When it was read from the API (a page built on it is kept no longer than its oldest read allows). */
  at: number;
}

export interface ReadRequest {
  /** The path after `/api/`, with its query. */
  path: string;
  method: string;
  headers: Record<string, string>;
}

/**
 * The public reads of server renders, kept (issue 29): a page not kept (the page cache is off, or
 * the page is a shopper's own, such as the signed-in cart) is rendered from its loaders' reads, and
 * each in-process call through Fastify's whole pipeline (light-my-request, hooks, routing,
 * validation) took 0.75-1.5 ms, several per page, while its answer is the same for every visitor.
 *
 * The answers are dropped exactly as the rendered pages are (PageCache): by every change topic of
 * the pages, a stock change only where it touches (ADR 031), and after `maxAgeMs` (what no notice
 * covers, e.g. a tax rate dated for today). Only 200 answers to GET requests without credentials,
 * by language (the API says some texts in the request's language) and path.
 */
export class RenderReads {
  private readonly kept: ResponseCache<ReadAnswer>;

  constructor(
    maxEntries: number,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.kept = new ResponseCache(maxEntries, { now, counts: lookupCounts('render-reads') });
  }

  /** The key of a read that may be kept, or undefined when it must go to the API. */
  keyOf(request: ReadRequest): string | undefined {
    if (request.method !== 'GET' || !PUBLIC_READ.test(request.path)) return undefined;
    for (const name of Object.keys(request.headers)) {
      const lower = name.toLowerCase();
      if (lower === 'authorization' || lower === 'cookie') return undefined;
    }
    const lang = Object.entries(request.headers).find(([name]) => name.toLowerCase() === 'accept-language')?.[1] ?? '';
    return `${lang}\n${request.path}`;
  }

  get generation(): number {
    return this.kept.generation;
  }

  get(key: string): ReadAnswer | undefined {
    return this.kept.get(key);
  }

  /** Keeps a 200 answer read since `generation`, with what it shows (its SHOWS_HEADER). */
  set(key: string, answer: ReadAnswer, generation: number): void {
    if (answer.status !== 200) return;
    this.kept.set(key, answer, generation, showsOf(key, answer.showsHeader), answer.at + this.maxAgeMs);
  }

  clear(): void {
    this.kept.clear();
  }

  catalogChanged(detail?: string): void {
    this.kept.catalogChanged(detail);
  }
}

/** What a read shows: as its answer says, else nothing for the settings and the categories, else unknown. */
function showsOf(key: string, header: string | undefined): Shows | undefined {
  if (header !== undefined) {
    const collector = new ShowsCollector();
    collector.add(header);
    return collector.shows;
  }
  return /^(settings|products\/categories)(\?|$)/.test(key.slice(key.indexOf('\n') + 1)) ? NOTHING : undefined;
}
