import { basenameOf, type MarketDef } from '../markets/markets-config';

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
 * Every market and language a page exists in, for `hreflang` links and the sitemap. A language
 * only one market serves is tagged by the language alone (`de`: German speakers anywhere go to the
 * `/de` market); one several markets serve is tagged per country of each market that has countries
 * (`en-DE`, `en-AT` for the euro market's English), and bare (`en`) for the market without any (the
 * primary one, open to every other country). `x-default` is the primary market's default language.
 * This keeps the tags few (ADR 013's page budget) without two tags naming the same audience.
 */
export function alternatesOf(markets: readonly MarketDef[], primary: MarketDef): Alternate[] {
  const active = markets.filter((m) => m.active);
  const servedBy = new Map<string, number>();
  for (const m of active) for (const lang of m.languages) servedBy.set(lang, (servedBy.get(lang) ?? 0) + 1);
  const out: Alternate[] = [{ hreflang: 'x-default', basename: basenameOf(primary, primary.languages[0] ?? 'en') }];
  for (const m of active) {
    for (const lang of m.languages) {
      const basename = basenameOf(m, lang);
      if (servedBy.get(lang) === 1 || m.countries.length === 0) out.push({ hreflang: lang, basename });
      else for (const country of m.countries) out.push({ hreflang: `${lang.split('-')[0]}-${country}`, basename });
    }
  }
  return out;
}

/** The `<link rel="alternate" hreflang>` tags of a page at `inside` (its path within its market). */
export function alternateLinks(origin: string, alternates: readonly Alternate[], inside: string): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return alternates
    .map(
      (a) =>
        `<link rel="alternate" hreflang="${a.hreflang}" href="${escape(`${origin}${a.basename}${a.basename && inside === '/' ? '' : inside}`)}"/>`,
    )
    .join('');
}
