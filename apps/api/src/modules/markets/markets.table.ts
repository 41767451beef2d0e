import type { Selectable } from 'kysely';

/** Markets (migration 0020, ADR 027): owned by modules/markets (markets.repo.ts). */
export interface MarketsTable {
  /** Lower-case code such as `eu`; the primary market is `us`. */
  code: string;
  name: string;
  /** ISO 4217. */
  currency: string;
  /** JSON array of BCP 47 tags; the first is the default. */
  languages: string;
  /** `/` for the primary market, `/de` style for the others. */
  path: string;
  /** Exact decimal text: units of this currency per unit of the shop's base currency. */
  exchange_rate: string;
  /** none | 0.99 | 0.95 | whole. */
  rounding: string;
  active: number;
  is_primary: number;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface MarketCountriesTable {
  /** ISO 3166-1 alpha-2; a country belongs to at most one market. */
  country: string;
  market: string;
}

export interface MarketsTables {
  markets: MarketsTable;
  market_countries: MarketCountriesTable;
}

export type MarketRow = Selectable<MarketsTable>;
