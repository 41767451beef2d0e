import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { lookupCounts } from '../../lib/cache-metrics';
import { etagOf } from '../../lib/http-cache';
import { ResponseCache, type Shows } from '../catalog/response-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli quality 5 and gzip 6: chosen by measurement (docs/decisions/011-page-cache-and-compression.md). */
export const BROTLI_QUALITY = 5;
export const GZIP_LEVEL = 6;

/** A rendered page as sent: the HTML, its inline scripts' hashes, and compressed copies made on first need. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  html: Buffer;
  etag: string;
  /** `'sha256-…'` sources for the Content-Security-Policy, one per inline script. */
  scriptHashes: string[];
  /** False when the page says it must not be kept (`Cache-Control: private` or `no-store`): rendered for one shopper, or always fresh. */
  shared: boolean;
  /** The page reads the session cookie (`Vary: Cookie`): its kept copy is for requests without one. */
  perSession: boolean;
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/dgi;

/**
 * The CSP hash sources of a page's inline scripts (React Router's context and module loader,
 * scroll restoration). Most pages are the same for every visitor (tokens live in the browser), so
 * they are kept and sent again; a nonce would then be known to everyone who saw the page, a hash
 * allows exactly the scripts the server rendered (a shopper's own cart page too, ADR 014).
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  // Searched as latin1, one character per byte: each script's indexes are its byte range, hashed as
  // the UTF-8 bytes the browser hashes (the tags searched for are ASCII).
  for (const match of html.toString('latin1').matchAll(INLINE_SCRIPT)) {
    const [from, to] = match.indices![1]!;
    hashes.add(`'sha256-${createHash('sha256').update(html.subarray(from, to)).digest('base64')}'`);
  }
  return [...hashes];
}

/** A rendered page from its HTML's UTF-8 bytes (kept as bytes from React on: issue 29). */
export function renderedPage(status: number, headers: [string, string][], bytes: Buffer): RenderedPage {
  const header = (name: string) =>
    headers
      .filter(([key]) => key.toLowerCase() === name)
      .map(([, value]) => value.toLowerCase())
      .join(',');
  return {
    status,
    headers,
    html: bytes,
    etag: etagOf(bytes),
    scriptHashes: inlineScriptHashes(bytes),
    // `Vary: *`: no stored copy may answer another request.
    shared: !/\b(private|no-store)\b/.test(header('cache-control')) && !header('vary').includes('*'),
    perSession: /(^|[\s,])cookie([\s,]|$)/.test(header('vary')),
    encoded: {},
  };
}

/** The page compressed for this encoding, computed once per page and encoding. */
export function encodedBody(page: RenderedPage, encoding: 'br' | 'gzip'): Promise<Buffer> {
  page.encoded[encoding] ??=
    encoding === 'br'
      ? brotli(page.html, {
          params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: page.html.length },
        })
      : gzipAsync(page.html, { level: GZIP_LEVEL });
  return page.encoded[encoding]!;
}

/**
 * Rendered storefront pages by host and URL, least recently used dropped first. The catalog and
 * the shop settings are what pages show, so a change notice of either drops them all (on every
 * process, through the change bus), except a stock change: it drops the pages that show what it
 * changed (`catalogChanged`, ADR 031). `maxAgeMs` bounds anything else a page shows (e.g. dates).
 */
export class PageCache {
  private readonly pages: ResponseCache<RenderedPage>;

  constructor(
    maxEntries: number,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.pages = new ResponseCache(maxEntries, { now, counts: lookupCounts('pages') });
  }

  get generation(): number {
    return this.pages.generation;
  }

  get size(): number {
    return this.pages.size;
  }

  get(key: string): RenderedPage | undefined {
    return this.pages.get(key);
  }

  /**
   * Kept only when no change that touches it happened since `generation` was read (a render never
   * stores stale rows). `shows`: what the page's catalog answers showed; without it, any stock
   * change drops the page. `since`: when the oldest data it was rendered from was read (a kept
   * read, RenderReads); the page is kept until `maxAgeMs` after that.
   */
  set(key: string, page: RenderedPage, generation: number, shows?: Shows, since = this.now()): void {
    this.pages.set(key, page, generation, shows, Math.min(since, this.now()) + this.maxAgeMs);
  }

  clear(): void {
    this.pages.clear();
  }

  /** A catalog notice: drops what its stock change touches, or every page when it is not one. */
  catalogChanged(detail?: string): void {
    this.pages.catalogChanged(detail);
  }
}
