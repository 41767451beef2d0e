import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { CATALOG_CHANGED, ResponseCache } from '../catalog/response-cache';
import { saleMarket } from '../checkout/market';
import { getMarketsConfig } from '../markets/markets-config';
import { getSettings } from '../settings/settings.service';
import { purchasableItems } from './discovery.repo';
import { feedMarket, itemsInMarket } from './market-feed';
import { productFeed } from './product-feed';
import { sitemap } from './sitemap';
import { shippingEstimates, shippingInMarket } from '../checkout/shipping-estimates';
import { getShippingMethods, SHIPPING_CHANGED } from '../shipping/shipping-config';
import { getTaxConfig, TAX_CHANGED } from '../tax/tax-config';
import { utcDay } from '../tax/tax.service';
import type { FeedSourceRow } from './discovery.repo';
import type { PricedLineInput } from '../checkout/pricing';

/** A feed item as a one-unit cart line, to price its shipping as checkout would. */
const feedLine = (row: FeedSourceRow): PricedLineInput => ({
  product_id: row.product_id,
  name: row.name,
  slug: '',
  image: null,
  color: row.color,
  size: row.size,
  variant_id: null,
  sku: row.item_id,
  unit_price: row.sale_price,
  quantity: 1,
  tax_category: row.tax_category,
  weight: row.weight,
});

/** Crawlers come often and the answers change only with the catalog: an hour in caches, fresh in memory. */
const PUBLIC_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';
const DISALLOWED = ['/admin', '/api', '/cart', '/checkout', '/account', '/orders', '/wishlist'];
const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#4f46e5"/><path d="M18 24h28l-3 22a4 4 0 0 1-4 3.5H25a4 4 0 0 1-4-3.5z" fill="#fff"/><path d="M25 24v-3a7 7 0 0 1 14 0v3" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/></svg>';

const robots = (ctx: AppContext) =>
  ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${ctx.config.publicUrl}/sitemap.xml`, ''].join(
    '\n',
  );

/**
 * What search engines and shopping services read from the shop's root: sitemap, robots.txt, the
 * icon and the Google product feed. Registered before the storefront's catch-all; left out of the
 * OpenAPI document (not part of the JSON API).
 */
export async function discoveryRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // Built once per catalog change (and settings change for the feed's currency) in each process;
  // a market change publishes the catalog notice too. One feed per market besides the plain one.
  const bodies = new ResponseCache(16);
  const stops = [CATALOG_CHANGED, TAX_CHANGED, SHIPPING_CHANGED].map((topic) => ctx.changes.subscribe(topic, () => bodies.clear()));
  app.addHook('onClose', async () => stops.forEach((stop) => stop()));

  const cachedXml = (key: string, build: () => Promise<string>, type: string) => async (_req: unknown, reply: FastifyReply) => {
    let body = bodies.get(key);
    if (body === undefined) {
      const generation = bodies.generation;
      body = await build();
      bodies.set(key, body, generation);
    }
    return reply.type(type).header('cache-control', PUBLIC_CACHE).send(body);
  };

  const hide = { schema: { hide: true } };
  app.get(
    '/sitemap.xml',
    hide,
    cachedXml('sitemap', () => sitemap(ctx), 'application/xml; charset=utf-8'),
  );
  app.get('/feeds/google-products.xml', hide, async (req, reply) => {
    const settings = await getSettings(ctx);
    const shop = { name: settings.shop_name, publicUrl: ctx.config.publicUrl, currency: settings.currency };
    const param = (req.query as { market?: unknown }).market;
    // `?market=` (ADR 030): that market's currency, language, page paths and shipping; without it, as before.
    const market = typeof param === 'string' ? await feedMarket(ctx, param) : undefined;
    const key = `feed:${market?.code ?? ''}:${shop.currency}:${shop.name}:${JSON.stringify(settings.default_destination)}:${settings.prices_include_tax}:${settings.cross_border_prices}`;
    return cachedXml(
      key,
      async () => {
        const [rows, tax, methods] = await Promise.all([purchasableItems(ctx.db), getTaxConfig(ctx), getShippingMethods(ctx)]);
        const pricing = { settings, tax, methods, day: utcDay() };
        if (!market) return productFeed(rows, shop, (row) => shippingEstimates(pricing, feedLine(row)));
        const config = await getMarketsConfig(ctx);
        const items = await itemsInMarket(ctx, rows, market, config.primary.languages[0] ?? 'en');
        const inMarket = {
          ...shop,
          currency: market.currency,
          pagesUrl: `${shop.publicUrl}${market.path === '/' ? '' : market.path}`,
          language: market.languages[0],
        };
        const sale = await saleMarket(ctx, market.code, 'field');
        return productFeed(items, inMarket, (row) => shippingInMarket(pricing, feedLine(row), sale));
      },
      'application/rss+xml; charset=utf-8',
    )(req, reply);
  });
  app.get('/robots.txt', hide, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', PUBLIC_CACHE).send(robots(ctx)),
  );
  app.get('/favicon.ico', hide, async (_req, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON),
  );
}
