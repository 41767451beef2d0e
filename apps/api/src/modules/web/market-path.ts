import type { MarketDef } from '../markets/markets-config';

/** The market and language a storefront path is in (issue 27: `/de/…`, `/de/en/…`). */
export interface PathMarket {
  market: MarketDef;
  /** The market's language for this path: its default, or the one named after its path. */
  lang: string;
  /** What React Router serves the page under: '' for the primary market's default language, else '/de' or '/de/en'. */
  basename: string;
}

/** One alternate of a page: its language tag for `hreflang` and the prefix its URL starts with. */
export interface Alternate {
  hreflang: string;
  basename: string;
}

const startsWithSegment = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`);

const basenameOf = (market: MarketDef, lang: string) => {
  const root = market.path === '/' ? '' : market.path;
  return lang === market.languages[0] ? root : `${root}/${lang}`;
};

/** A market as the storefront's picker shows it. */
export interface MarketChoice {
  code: string;
  name: string;
  currency: string;
  languages: string[];
  /** Its path prefix, '' for the primary market. */
  path: string;
}

export const choicesOf = (markets: readonly MarketDef[]): MarketChoice[] =>
  markets
    .filter((m) => m.active)
    .map((m) => ({ code: m.code, name: m.name, currency: m.currency, languages: m.languages, path: m.path === '/' ? '' : m.path }));

/**
 * The market whose path starts `pathname` (the longest wins; the primary market's `/` is the
 * fallback) and the language after it: `/de/en/products` is the `/de` market in English, under
 * the basename `/de/en`. Inactive markets are not served (their paths fall to the primary market,
 * which answers its 404 page). Pure, so each request costs no query (the markets are cached).
 */
export function marketOfPath(pathname: string, markets: readonly MarketDef[], primary: MarketDef): PathMarket {
  const path = pathname.toLowerCase();
  let market = primary;
  for (const m of markets) {
    if (!m.active || m.primary || m.path === '/') continue;
    if (startsWithSegment(path, m.path.toLowerCase()) && m.path.length > (market === primary ? 0 : market.path.length)) market = m;
  }
  const root = market.path === '/' ? '' : market.path.toLowerCase();
  const next = path.slice(root.length).split(/[/?]/)[1] ?? '';
  const other = market.languages.slice(1).find((l) => l.toLowerCase() === next);
  const lang = other ?? market.languages[0] ?? 'en';
  return { market, lang, basename: basenameOf(market, lang) };
}

/**
 * Every market and language a page exists in, for `hreflang` links and the sitemap: a market with
 * countries gets one tag per country (`de-DE`, `de-AT`), one without (the primary market, open to
 * every country) the bare language; `x-default` is the primary market's default language.
 */
export function alternatesOf(markets: readonly MarketDef[], primary: MarketDef): Alternate[] {
  const out: Alternate[] = [{ hreflang: 'x-default', basename: basenameOf(primary, primary.languages[0] ?? 'en') }];
  for (const m of markets) {
    if (!m.active) continue;
    for (const lang of m.languages) {
      const basename = basenameOf(m, lang);
      if (m.countries.length === 0) out.push({ hreflang: lang, basename });
      else for (const country of m.countries) out.push({ hreflang: `${lang.split('-')[0]}-${country}`, basename });
    }
  }
  return out;
}
