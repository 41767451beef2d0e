import type { PriceRounding } from '@shopwright/shared/money';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { sharedCache } from '../../lib/shared-cache';
import * as repo from './markets.repo';
import type { MarketRow } from './markets.table';

/** A market as the services use it. */
export interface MarketDef {
  code: string;
  name: string;
  currency: string;
  /** Canonical BCP 47 tags; the first is the default. */
  languages: string[];
  path: string;
  /** Exact decimal text, e.g. "0.92". */
  rate: string;
  rounding: PriceRounding;
  active: boolean;
  primary: boolean;
  position: number;
  countries: string[];
  created_at: string;
  updated_at: string;
}

/** Every market, kept in memory per process: a catalog call in a market costs no query for it. */
export interface MarketsConfig {
  markets: MarketDef[];
  byCode: Map<string, MarketDef>;
  primary: MarketDef;
}

export const MARKETS_CHANGED = 'markets';

function languagesOf(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) && value.length > 0 ? value.map(String) : ['en'];
  } catch {
    return ['en'];
  }
}

export function toMarketDef(row: MarketRow, countries: string[]): MarketDef {
  return {
    code: row.code,
    name: row.name,
    currency: row.currency,
    languages: languagesOf(row.languages),
    path: row.path,
    rate: row.exchange_rate,
    rounding: row.rounding as PriceRounding,
    active: Number(row.active) === 1,
    primary: Number(row.is_primary) === 1,
    position: Number(row.position),
    countries,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Reads every market with its countries (two queries). */
export async function loadMarkets(db: Database): Promise<MarketDef[]> {
  const [rows, countries] = await Promise.all([repo.listMarkets(db), repo.listMarketCountries(db)]);
  return rows.map((r) =>
    toMarketDef(
      r,
      countries.filter((c) => c.market === r.code).map((c) => c.country),
    ),
  );
}

async function load(db: Database): Promise<MarketsConfig> {
  const markets = await loadMarkets(db);
  const primary = markets.find((m) => m.primary);
  if (!primary) throw new Error('No primary market (migration 0020 creates it)');
  return { markets, byCode: new Map(markets.map((m) => [m.code, m])), primary };
}

export const marketsConfig = sharedCache(MARKETS_CHANGED, (ctx) => load(ctx.db));
export const getMarketsConfig = (ctx: AppContext) => marketsConfig.get(ctx);

/**
 * The language a market serves for a requested `lang`: the same tag, else one with the same
 * language (`de-AT` -> `de`), else the market's default. Never fails.
 */
export function languageFor(market: MarketDef, lang: string | undefined): string {
  if (lang) {
    const wanted = lang.trim().toLowerCase();
    const exact = market.languages.find((l) => l.toLowerCase() === wanted);
    if (exact) return exact;
    const base = wanted.split(/[-_]/)[0];
    const sameLanguage = market.languages.find((l) => l.toLowerCase().split('-')[0] === base);
    if (sameLanguage) return sameLanguage;
  }
  return market.languages[0] ?? 'en';
}

/** Where a market's pages in one of its languages start: '' for the primary market's default language, else '/de' or '/de/en'. */
export function basenameOf(market: MarketDef, lang: string): string {
  const root = market.path === '/' ? '' : market.path;
  return lang === market.languages[0] ? root : `${root}/${lang}`;
}

/**
 * An absolute storefront link in a market and language (issue 27), for mails: `…/de/orders/12`
 * for a German order of the `/de` market, `…/de/fr/orders/12` in its French. An unknown or
 * inactive market (its pages are not served) links to the primary market's pages.
 */
export async function shopLink(ctx: AppContext, path: string, market: string | null | undefined, lang: string | null | undefined) {
  const config = await getMarketsConfig(ctx);
  const found = market ? config.byCode.get(market) : undefined;
  const m = found?.active ? found : config.primary;
  return `${ctx.config.publicUrl}${basenameOf(m, languageFor(m, lang ?? undefined))}${path}`;
}

/**
 * Where the pages in a language start, for mails to someone whose language is known but not their
 * market (a password reset, a newsletter confirmation): the primary market's pages when it speaks
 * the language, else those of the first active market that does (`…/de` for German), else the
 * primary market's.
 */
export async function languageBaseUrl(ctx: AppContext, lang: string): Promise<string> {
  const config = await getMarketsConfig(ctx);
  const speaks = (m: MarketDef) => m.languages.some((l) => l.toLowerCase().split('-')[0] === lang);
  const m = speaks(config.primary) ? config.primary : (config.markets.find((x) => x.active && speaks(x)) ?? config.primary);
  return `${ctx.config.publicUrl}${basenameOf(m, languageFor(m, lang))}`;
}
