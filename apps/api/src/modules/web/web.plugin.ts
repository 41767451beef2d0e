import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NOT_FOUND_DETAIL } from '@shopwright/shared/errors';
import type { Config } from '../../config';
import type { ChangeBus } from '../../lib/change-bus';
import type { AppContext } from '../../context';
import { CATALOG_CHANGED } from '../catalog/response-cache';
import { getMarketsConfig, MARKETS_CHANGED, type MarketDef } from '../markets/markets-config';
import { SETTINGS_CHANGED } from '../settings/settings.service';
import { SHIPPING_CHANGED } from '../shipping/shipping-config';
import { TAX_CHANGED } from '../tax/tax-config';
import { alternatesOf, choicesOf, marketOfPath, type Alternate, type MarketChoice } from './market-path';
import { loadStorefront } from './storefront-handler';

const METHOD_NOT_ALLOWED_DETAIL = 'This address does not accept this method.';
/** A kept page is rendered again after this long even without a change notice (dates, anything not in the catalog). */
const PAGE_MAX_AGE_MS = 5 * 60_000;
/** Public API reads of server renders kept per process (RenderReads): settings, categories, listings, products. */
const RENDER_READ_ENTRIES = 256;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheHeaders(reply: FastifyReply, path: string) {
  // Hashed build assets never change; everything else is revalidated.
  reply.header('cache-control', /[/\\]assets[/\\]/.test(path) ? IMMUTABLE : 'public, max-age=300');
}

/**
 * Serves the front ends from the API process: the admin single-page app under /admin and the
 * server-rendered storefront for every other path that is not /api.
 */
export async function webPlugin(
  app: FastifyInstance,
  {
    config,
    allowedMethods,
    changes,
    ctx,
  }: { config: Config; allowedMethods: (method: string, url: string) => string[]; changes: ChangeBus; ctx: AppContext },
) {
  const { adminDistDir, storefrontBuildDir } = config.web;
  // Worked out once per loaded markets config (a change notice loads a new one).
  const byConfig = new WeakMap<readonly MarketDef[], { alternates: Alternate[]; markets: MarketChoice[] }>();

  if (adminDistDir && existsSync(join(adminDistDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: adminDistDir,
      prefix: '/admin/',
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders: cacheHeaders,
    });
    const sendAdmin = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(adminIndex);
    const { readFile } = await import('node:fs/promises');
    const adminIndex = await readFile(join(adminDistDir, 'index.html'));
    app.get('/admin', (_req, reply) => sendAdmin(reply));
    app.get('/admin/*', (_req, reply) => sendAdmin(reply));
  }

  const clientDir = storefrontBuildDir ? join(storefrontBuildDir, 'client') : undefined;
  if (clientDir && existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders: cacheHeaders,
      // The build writes .br and .gz copies (scripts/precompress.mjs): sent to browsers accepting them.
      preCompressed: true,
    });
  }
  const renderStorefront = storefrontBuildDir
    ? await loadStorefront(app, {
        buildDir: storefrontBuildDir,
        shopName: config.shopName,
        cacheEntries: config.pageCacheEntries,
        // The renders' public reads are kept as the catalog's answers are (none when those are not).
        readEntries: config.catalogCacheEntries > 0 ? RENDER_READ_ENTRIES : 0,
        cacheMaxAgeMs: PAGE_MAX_AGE_MS,
        changeTopics: [CATALOG_CHANGED, SETTINGS_CHANGED, TAX_CHANGED, SHIPPING_CHANGED, MARKETS_CHANGED],
        changes,
        marketOf: async (pathname) => {
          const { markets, primary } = await getMarketsConfig(ctx);
          let shared = byConfig.get(markets);
          if (!shared) byConfig.set(markets, (shared = { alternates: alternatesOf(markets, primary), markets: choicesOf(markets) }));
          return { path: marketOfPath(pathname, markets, primary), ...shared };
        },
      })
    : undefined;
  if (renderStorefront) {
    // Every page path goes to the storefront, which renders its own 404 page for unknown ones.
    app.get('/*', (request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) return reply.callNotFound();
      return renderStorefront(request, reply);
    });
  }

  // Unknown API paths answer JSON; rate limited so paths cannot be probed fast. A wrong method on
  // an existing path is a 405 naming the right ones (storefront pages: GET and HEAD).
  app.setNotFoundHandler({ preHandler: app.rateLimit({ max: 120, timeWindow: 60_000, groupId: 'not-found' }) }, async (request, reply) => {
    const allow = allowedMethods(request.method, request.url);
    if (allow.length > 0) {
      return reply.status(405).header('allow', allow.join(', ')).send({ detail: METHOD_NOT_ALLOWED_DETAIL, code: 'METHOD_NOT_ALLOWED' });
    }
    return reply.status(404).send({ detail: NOT_FOUND_DETAIL, code: 'NOT_FOUND' });
  });
}
