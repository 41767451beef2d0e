import type { FastifyInstance, FastifyReply } from 'fastify';
import { STATIC_PAGE_SLUGS } from '@shopwright/shared/constants';
import type { AppContext } from '../../context';
import { escapeXml } from '../../lib/xml';
import { CATALOG_CHANGED, ResponseCache } from '../catalog/response-cache';
import { getSettings } from '../settings/settings.service';
import { purchasableItems, sitemapCategories, sitemapProducts } from './discovery.repo';
import { productFeed } from './product-feed';
import { shippingEstimates } from '../checkout/shipping-estimates';
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

const url = (loc: string, lastmod?: string) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : ''}</url>`;

async function sitemap(ctx: AppContext): Promise<string> {
  const base = ctx.config.publicUrl;
  const [products, categories] = await Promise.all([sitemapProducts(ctx.db), sitemapCategories(ctx.db)]);
  const pages = ['/', '/products', '/categories', '/contact', ...STATIC_PAGE_SLUGS.map((s) => `/${s}`)];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map((p) => url(`${base}${p}`)),
    ...categories.map((c) => url(`${base}/products/category/${encodeURIComponent(c.slug)}`)),
    ...products.map((p) => url(`${base}/products/${p.id}`, p.modified_date)),
    '</urlset>',
    '',
  ].join('\n');
}

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
  // Built once per catalog change (and settings change for the feed's currency) in each process.
  const bodies = new ResponseCache(4);
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
    return cachedXml(
      `feed:${shop.currency}:${shop.name}:${JSON.stringify(settings.default_destination)}:${settings.prices_include_tax}:${settings.cross_border_prices}`,
      async () => {
        const [rows, tax, methods] = await Promise.all([purchasableItems(ctx.db), getTaxConfig(ctx), getShippingMethods(ctx)]);
        const pricing = { settings, tax, methods, day: utcDay() };
        return productFeed(rows, shop, (row) => shippingEstimates(pricing, feedLine(row)));
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
