import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest, InjectOptions, FastifyInstance } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { hasSessionCookie } from '@shopwright/shared/http/session-cookie';
import type { ChangeBus } from '../../lib/change-bus';
import { CATALOG_CHANGED, SHOWS_HEADER, ShowsCollector } from '../catalog/response-cache';
import { RenderReads, type ReadAnswer } from './render-reads';
import { etagMatches } from '../../lib/http-cache';
import { Turns } from '../../lib/turns';
import { compressOnce, pageEncoding } from './compress-html';
import { alternateLinks, type Alternate, type MarketChoice, type PathMarket } from './market-path';
import { encodedBody, PageCache, renderedPage, type RenderedPage } from './page-cache';

/**
 * Renders in progress at once per process; further requests for pages not kept wait in line.
 * Rendering is CPU work (the API is called in-process), so more at once finish no sooner, while
 * each holds its React tree, data and HTML until it ends: 200 shoppers opening pages not kept took
 * one process past 600 MB, rendering 34 pages/s (bench flash-sale, issue 29).
 */
const RENDERS_AT_ONCE = 4;

/** What the storefront's server code receives with each request (see apps/storefront/app/lib/load-context.ts). */
export interface StorefrontLoadContext {
  /** Calls the API in-process, without a network round trip. */
  apiFetch: (path: string, init?: { method?: string; headers?: Record<string, string>; body?: string }) => Promise<Response>;
  shopName: string;
  /** The language of the page (the market's, from its path; the storefront shows English texts for one it has no catalog of). */
  lang: string;
  /** The market the path is in (issue 27): catalog calls ask for its prices and language. */
  market: { code: string; name: string; currency: string; primary: boolean };
  /** The path prefix of the market and language ('' for the primary market's default language). */
  basename: string;
  /** The active markets, for the storefront's market and language picker. */
  markets: MarketChoice[];
  /** A page's HTML is handed over as its response's PAGE_HTML property (UTF-8 bytes), not as a body to read back. */
  takesPageHtml: boolean;
}

/** Where the storefront's server entry puts a page's HTML (apps/storefront/app/lib/load-context.ts). */
const PAGE_HTML = Symbol.for('shopwright.page-html');

/** What one render's API calls showed: the catalog's products (ADR 031), and when its oldest kept read was read. */
interface RenderLog {
  shows: ShowsCollector;
  since: number;
}

/**
 * An in-process answer as the storefront's server code reads it (status, headers, `text()`,
 * `json()`): a `Response` made of the bytes took 40-170 µs per call to read back through its
 * stream, several calls a page (issue 29).
 */
class InProcessResponse {
  readonly status: number;
  readonly ok: boolean;
  readonly statusText = '';
  readonly redirected = false;
  readonly type = 'default';
  readonly url = '';
  private readonly answer: ReadAnswer;
  private used = false;

  constructor(answer: ReadAnswer) {
    this.answer = answer;
    this.status = answer.status;
    this.ok = answer.status >= 200 && answer.status < 300;
  }

  get headers(): Headers {
    return new Headers({ 'content-type': this.answer.contentType });
  }

  get bodyUsed(): boolean {
    return this.used;
  }

  async text(): Promise<string> {
    if (this.used) throw new TypeError('Body is unusable: Body has already been read');
    this.used = true;
    return this.answer.status === 204 ? '' : this.answer.body.toString('utf8');
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }
}

/** Loads the built storefront and returns a handler that renders a Fastify request with it. */
export interface StorefrontOptions {
  buildDir: string;
  shopName: string;
  /** Rendered pages kept per process (0: none). */
  cacheEntries: number;
  /** Public API reads of renders kept per process (0: none; RenderReads). */
  readEntries: number;
  cacheMaxAgeMs: number;
  /** Change-bus topics that drop every kept page (the settings, …; the catalog's stock changes drop only the pages they touch). */
  changeTopics: string[];
  changes: ChangeBus;
  /** The market and language of a path, and the page's alternates (markets are cached: no query). */
  marketOf: (pathname: string) => Promise<{ path: PathMarket; alternates: Alternate[]; markets: MarketChoice[] }>;
}

export async function loadStorefront(app: FastifyInstance, options: StorefrontOptions) {
  const { buildDir, shopName } = options;
  const serverEntry = join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) return undefined;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  // React Router serves a market's pages under its path as the basename (`/de`, `/de/en`): links,
  // navigation and data requests stay inside the market. The basename is part of a build, so each
  // prefix gets its own handler over the same build.
  const handlers = new Map<string, ReturnType<typeof createRequestHandler>>();
  const handlerFor = (basename: string) => {
    let handler = handlers.get(basename);
    if (!handler) {
      handler = createRequestHandler(basename ? { ...build, basename } : build, 'production');
      handlers.set(basename, handler);
    }
    return handler;
  };

  /**
   * The API in-process for one render. `render.shows` gathers what its catalog answers show (the
   * kept page depends on that, ADR 031), `render.since` when its oldest kept read was read. A public
   * read kept from an earlier render is answered from memory (RenderReads); any other call goes
   * through Fastify (light-my-request) as a request from outside would.
   */
  const apiFetchFor =
    (render: RenderLog): StorefrontLoadContext['apiFetch'] =>
    async (path, init = {}) => {
      const relative = path.replace(/^\/+/, '');
      const method = init.method ?? 'GET';
      const key = reads.keyOf({ path: relative, method, headers: init.headers ?? {} });
      let answer = key === undefined ? undefined : reads.get(key);
      if (answer === undefined) {
        const generation = reads.generation;
        const at = Date.now();
        const res = await app.inject({
          method: method as InjectOptions['method'],
          url: `/api/${relative}`,
          headers: { 'content-type': 'application/json', ...init.headers, [SHOWS_HEADER]: '1' },
          payload: init.body,
        });
        const showsHeader = res.headers[SHOWS_HEADER] as string | undefined;
        answer = {
          status: res.statusCode,
          contentType: String(res.headers['content-type'] ?? 'application/json'),
          body: res.rawPayload,
          showsHeader,
          at,
        };
        if (key !== undefined) reads.set(key, answer, generation);
      }
      render.shows.add(answer.showsHeader);
      if (answer.at < render.since) render.since = answer.at;
      return new InProcessResponse(answer) as unknown as Response;
    };

  const cache = new PageCache(options.cacheEntries, options.cacheMaxAgeMs);
  const reads = new RenderReads(options.readEntries, options.cacheMaxAgeMs);
  const renders = new Turns(RENDERS_AT_ONCE);
  // The kept reads are dropped exactly as the pages built on them are.
  const stops = options.changeTopics.map((topic) =>
    options.changes.subscribe(topic, (detail) => {
      if (topic === CATALOG_CHANGED) {
        reads.catalogChanged(detail);
        cache.catalogChanged(detail);
      } else {
        reads.clear();
        cache.clear();
      }
    }),
  );
  app.addHook('onClose', async () => stops.forEach((stop) => stop()));

  /** Renders with React Router: a page as a whole (to hash its scripts and keep it), anything else as it comes. */
  async function render(request: FastifyRequest, reply: FastifyReply, log: RenderLog): Promise<RenderedPage | Response> {
    const origin = `${request.protocol}://${request.host}`;
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (Array.isArray(value)) for (const v of value) headers.append(key, v);
      else if (value !== undefined) headers.set(key, value);
    }
    const controller = new AbortController();
    // A shopper who leaves stops the render's work; a page already sent has nothing left to stop
    // (and an abort makes a DOMException with its stack: ~20 µs a page, issue 29).
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const url = new URL(request.url, origin);
    const { path, alternates, markets } = await options.marketOf(url.pathname);
    const { market } = path;
    const response = await handlerFor(path.basename)(new Request(url, { method: request.method, headers, signal: controller.signal }), {
      apiFetch: apiFetchFor(log),
      shopName,
      lang: path.lang,
      market: { code: market.code, name: market.name, currency: market.currency, primary: market.primary },
      basename: path.basename,
      markets,
      takesPageHtml: true,
    } satisfies StorefrontLoadContext);
    const pageHtml = (response as Response & { [PAGE_HTML]?: unknown })[PAGE_HTML];
    let html: Buffer;
    if (Buffer.isBuffer(pageHtml)) html = pageHtml;
    else if (!(response.headers.get('content-type') ?? '').startsWith('text/html') || !response.body) return response;
    else html = Buffer.from(await response.arrayBuffer());
    // The page in every market and language (hreflang), written here rather than by React so the
    // list is not also in the page's hydration data (ADR 013's budget); React leaves extra tags in
    // <head> alone when it hydrates.
    const headEnd = alternates.length > 1 ? html.indexOf('</head>') : -1;
    if (headEnd >= 0) {
      const inside = url.pathname.slice(path.basename.length) || '/';
      html = Buffer.concat([html.subarray(0, headEnd), Buffer.from(alternateLinks(origin, alternates, inside)), html.subarray(headEnd)]);
    }
    return renderedPage(
      response.status,
      [...response.headers].filter(([key]) => key !== 'set-cookie'),
      html,
    );
  }

  return async function renderStorefront(request: FastifyRequest, reply: FastifyReply) {
    // Most pages are the same for every visitor (the shopper's tokens stay in the browser): a page
    // rendered once is sent again until the catalog or settings change. A page that reads the
    // session cookie (the cart, docs/decisions/014) says so with `Vary: Cookie`: its kept guest
    // copy is not sent to a request that carries the cookie, and its copy rendered for a shopper
    // (`Cache-Control: private`) is never kept.
    const key = `${request.host}${request.url}`;
    const keptPage = () => {
      const found = cache.get(key);
      return found?.perSession && hasSessionCookie(request.headers.cookie) ? undefined : found;
    };
    let page = keptPage();
    // A page rendered for this answer alone is compressed at cheaper settings (compressOnce).
    let kept = true;
    if (!page) {
      const rendered = await renders.run(async (waited) => {
        // Read before the render (without a wait, in the same tick as the lookup above).
        const generation = cache.generation;
        // A request ahead in line may have kept this very page meanwhile (a crowd on one product whose stock just moved).
        const keptMeanwhile = waited ? keptPage() : undefined;
        if (keptMeanwhile) return keptMeanwhile;
        const log: RenderLog = { shows: new ShowsCollector(), since: Date.now() };
        const fresh = await render(request, reply, log);
        if (fresh instanceof Response) return fresh;
        kept = options.cacheEntries > 0 && fresh.status === 200 && request.method === 'GET' && fresh.shared;
        if (kept) cache.set(key, fresh, generation, log.shows.shows, log.since);
        return fresh;
      });
      if (rendered instanceof Response) return sendResponse(reply, rendered);
      page = rendered;
    }
    reply.status(page.status);
    for (const [name, value] of page.headers) if (name !== 'vary') reply.header(name, value);
    reply
      .header('content-security-policy', storefrontCsp(page.scriptHashes))
      .header('vary', page.perSession ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
    // A page for one shopper is not revalidated (no-store): no ETag to compare.
    if (!page.shared) return sendPage(request, reply, page, kept);
    reply.header('etag', page.etag);
    if (page.status === 200 && etagMatches(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
    return sendPage(request, reply, page, kept);
  };
}

/** The page's HTML, compressed for the browser when it accepts Brotli or gzip. */
async function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, kept: boolean) {
  // Compressed, a listing page goes from about 190 KB to about 20 KB.
  const encoding = request.method !== 'HEAD' ? pageEncoding(request.headers['accept-encoding']) : undefined;
  reply.type('text/html; charset=utf-8');
  if (!encoding) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(await (kept ? encodedBody(page, encoding) : compressOnce(page.html, encoding)));
}

/** A redirect, a resource route or a bodiless answer, passed on as React Router gave it. */
function sendResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [key, value] of response.headers) if (key !== 'set-cookie') reply.header(key, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}

/** Scripts run from this origin or are the page's own inline scripts (by hash); everything else comes from this origin. */
export function storefrontCsp(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
