import { MARKET_MESSAGES } from '@shopwright/shared/markets';
import type { AppContext } from '../../context';
import { fieldError } from '../../lib/errors';
import { getMarketsConfig, type MarketDef } from '../markets/markets-config';
import { feedInMarket, type FeedSourceRow } from './discovery.repo';

/**
 * The product feed of one market (ADR 030): `?market=` names it by code or by its path (`de` for
 * `/de`, as the storefront's URLs do). Unknown or inactive: 400 on `market`, like the catalog calls.
 */
export async function feedMarket(ctx: AppContext, param: string): Promise<MarketDef> {
  const config = await getMarketsConfig(ctx);
  const wanted = param.trim().toLowerCase().replace(/^\/+/, '');
  const market = config.byCode.get(wanted) ?? config.markets.find((m) => m.path.toLowerCase() === `/${wanted}`);
  if (!market) throw fieldError('market', MARKET_MESSAGES.marketUnknown);
  if (!market.active) throw fieldError('market', MARKET_MESSAGES.marketInactive);
  return market;
}

/**
 * The feed's items in a market: titles, descriptions, brands and option names in its default
 * language (English where untranslated), prices in its currency as its listing shows them (the
 * worked-out market prices: fixed, else converted). Items without a price there are left out.
 */
export async function itemsInMarket(ctx: AppContext, rows: FeedSourceRow[], market: MarketDef, baseLanguage: string) {
  const lang = market.languages[0] && market.languages[0] !== baseLanguage ? market.languages[0] : undefined;
  const extra = await feedInMarket(ctx.db, lang, market.primary ? undefined : market.code);
  const label = (row: FeedSourceRow, kind: 'color' | 'size') => {
    const name = row[kind];
    return name === null ? null : (extra.labels.get(`${row.product_id}|${kind}|${name.toLowerCase()}`) ?? name);
  };
  return rows.flatMap((row): FeedSourceRow[] => {
    const prices = market.primary ? { price: row.regular_price, sale: row.sale_price } : extra.variantPrices.get(row.variant_id);
    if (!prices) return [];
    const text = extra.texts.get(row.product_id);
    return [
      {
        ...row,
        name: text?.name ?? row.name,
        description: text?.description ?? row.description,
        brand: row.brand === null ? null : (extra.brands.get(row.brand) ?? row.brand),
        regular_price: prices.price,
        sale_price: prices.sale,
        color_label: label(row, 'color'),
        size_label: label(row, 'size'),
      },
    ];
  });
}
