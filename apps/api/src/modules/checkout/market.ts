import { MARKET_MESSAGES, MARKET_ORDER_MESSAGES } from '@shopwright/shared/markets';
import { minorDigits } from '@shopwright/shared/money';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { AppError, fieldError } from '../../lib/errors';
import { fixedIndex, fixedPricesOf, priceInMarket } from '../catalog/market-prices';
import { getMarketsConfig, languageFor, type MarketDef } from '../markets/markets-config';

/**
 * The market a cart, quote or order is in (ADR 029), from the in-memory markets (no query), with
 * the base currency its converted prices come from (the primary market's).
 */
export interface SaleMarket {
  market: MarketDef;
  base: string;
  /** Whether the call named it (`market=`): only then do cart answers carry `market` and `currency`. */
  named: boolean;
  /** The primary market's code (a cart without a market is in it). */
  primaryCode: string;
  /** The language its lines' names and option labels are shown in (ADR 030); undefined: the catalog's own (base) texts. */
  lang?: string;
}

/**
 * The market a call asked for; the primary market without `market`. An unknown code is a 400 on
 * `market`; an inactive market is a 400 there too for cart calls (a page that asked for euros must
 * not silently get dollars), and a 409 for quotes and orders (issue 27: "an order for an inactive
 * market is a 409").
 */
export async function saleMarket(
  ctx: AppContext,
  code: string | undefined,
  inactive: 'field' | 'conflict',
  asked?: string,
): Promise<SaleMarket> {
  const config = await getMarketsConfig(ctx);
  const market = code === undefined ? config.primary : config.byCode.get(code);
  if (!market) throw fieldError('market', MARKET_MESSAGES.marketUnknown);
  if (!market.active) {
    if (inactive === 'field') throw fieldError('market', MARKET_MESSAGES.marketInactive);
    const detail = MARKET_ORDER_MESSAGES.marketClosed;
    throw new AppError(409, 'CONFLICT', detail, { market: [detail] });
  }
  const lang = linesLang(market, config.primary, asked);
  return { market, base: config.primary.currency, named: code !== undefined, primaryCode: config.primary.code, ...(lang ? { lang } : {}) };
}

/**
 * The language a cart, quote or order shows its lines in (ADR 030): the one asked for (`?lang=`,
 * else Accept-Language) narrowed to the market's languages, else the market's default. Undefined
 * when that is the base language (the primary market's default): the catalog's own texts, read
 * without the translation joins, as the spec's calls always were.
 */
function linesLang(market: MarketDef, primary: MarketDef, asked: string | undefined): string | undefined {
  const lang = languageFor(market, asked);
  return lang === (primary.languages[0] ?? 'en') ? undefined : lang;
}

/** The primary market as a sale market (callers that name none). */
export async function primaryMarket(ctx: AppContext): Promise<SaleMarket> {
  const config = await getMarketsConfig(ctx);
  return { market: config.primary, base: config.primary.currency, named: false, primaryCode: config.primary.code };
}

/** A rate's exact decimal text ("0.92", at most 6 decimals, ADR 027) as millionths: 920000. */
export function rateMicros(rate: string): number {
  const [whole = '0', fraction = ''] = rate.trim().split('.');
  return Number(BigInt(whole) * 1_000_000n + BigInt((fraction + '000000').slice(0, 6)));
}

/**
 * What the reports need to convert an order's amounts to the base currency in SQL (ADR 029):
 * the rate in millionths and 10^(6 + base digits - currency digits).
 */
export function baseConversion(sale: SaleMarket): { rate_micros: number; base_scale: number } {
  if (sale.market.primary) return { rate_micros: 1_000_000, base_scale: 1_000_000 };
  return {
    rate_micros: rateMicros(sale.market.rate),
    base_scale: 10 ** (6 + minorDigits(sale.base) - minorDigits(sale.market.currency)),
  };
}

export interface BasePrices {
  product_id: number;
  variant_id: number | null;
  /** The variant's effective base prices (the base currency's minor units). */
  regular: number;
  sale: number;
}

/**
 * Unit prices in a market, by the catalog's rule (`priceInMarket`, ADR 027: the variant's fixed
 * price, else the product's, else the base prices converted with the market's rate and rounding),
 * worked out from the current base and fixed prices (one query for the fixed prices of all the
 * lines), so a cart, a quote and the order's own transaction always agree with the catalog. The
 * primary market's prices are the base prices, untouched.
 */
export async function pricesInMarket(
  db: Database,
  sale: SaleMarket,
  items: BasePrices[],
): Promise<Array<{ regular: number; sale: number }>> {
  if (sale.market.primary || items.length === 0) return items.map((i) => ({ regular: i.regular, sale: i.sale }));
  const { market, base } = sale;
  const currency = market.currency;
  const rows = await fixedPricesOf(db, [...new Set(items.map((i) => i.product_id))]);
  const fixed = fixedIndex(
    rows
      .filter((r) => r.currency === currency)
      .map((r) => ({ ...r, price: Number(r.price), sale_price: r.sale_price === null ? null : Number(r.sale_price) })),
  );
  const pricing = { code: market.code, currency, rate: market.rate, rounding: market.rounding };
  return items.map((i) => {
    const variantId = i.variant_id ?? 0;
    const product = {
      id: i.product_id,
      base_price: i.regular,
      base_sale_price: i.sale,
      variants: [{ id: variantId, price: i.regular, sale: i.sale }],
    };
    const [, regular, salePrice] = priceInMarket(product, pricing, base, fixed).variants[0]!;
    return { regular, sale: salePrice };
  });
}
