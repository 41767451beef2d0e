import { STATIC_PAGE_SLUGS } from '@shopwright/shared/constants';
import type { AppContext } from '../../context';
import { escapeXml } from '../../lib/xml';
import { categoryTranslations } from '../catalog/translations.repo';
import { getMarketsConfig } from '../markets/markets-config';
import { alternatesOf, marketOfPath } from '../web/market-path';
import { sitemapCategories, sitemapProducts } from './discovery.repo';

const url = (loc: string, lastmod?: string, links = '') =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : ''}${links}</url>`;

/** One page in every market and language: its path under each basename (category slugs differ per language). */
interface Page {
  pathIn: (lang: string) => string;
  lastmod?: string;
}

/**
 * The sitemap. With one market and language it lists each page once, as before markets. With
 * more (ADR 030), every page is listed under each market's basename (`/de`, `/de/en` …), each
 * entry with the page's `xhtml:link rel="alternate"` in every market and language (the same
 * hreflang set as the pages' own links, market-path.ts), as Google asks of localized sitemaps.
 */
export async function sitemap(ctx: AppContext): Promise<string> {
  const base = ctx.config.publicUrl;
  const [products, categories, config] = await Promise.all([sitemapProducts(ctx.db), sitemapCategories(ctx.db), getMarketsConfig(ctx)]);
  const alternates = alternatesOf(config.markets, config.primary);
  const basenames = [...new Set(alternates.map((a) => a.basename))];
  const langOf = new Map(basenames.map((b) => [b, marketOfPath(`${b}/`, config.markets, config.primary).lang]));
  const names = basenames.length > 1 ? await categoryTranslations(ctx.db) : new Map();
  const fixed = (path: string): Page => ({ pathIn: () => path });
  const pages: Page[] = [
    ...['/', '/products', '/categories', '/contact', ...STATIC_PAGE_SLUGS.map((s) => `/${s}`)].map(fixed),
    ...categories.map((c) => ({
      pathIn: (lang: string) => `/products/category/${encodeURIComponent(names.get(c.id)?.[lang]?.slug ?? c.slug)}`,
    })),
    ...products.map((p) => ({ ...fixed(`/products/${p.id}`), lastmod: p.modified_date })),
  ];
  const primaryLang = config.primary.languages[0] ?? 'en';
  const entries =
    basenames.length <= 1
      ? pages.map((p) => url(`${base}${p.pathIn(primaryLang)}`, p.lastmod))
      : pages.flatMap((page) => {
          const links = alternates
            .map(
              (a) =>
                `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(`${base}${a.basename}${page.pathIn(langOf.get(a.basename)!)}`)}"/>`,
            )
            .join('');
          return basenames.map((b) => url(`${base}${b}${page.pathIn(langOf.get(b)!)}`, page.lastmod, links));
        });
  const namespaces = basenames.length <= 1 ? '' : ' xmlns:xhtml="http://www.w3.org/1999/xhtml"';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${namespaces}>`,
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
