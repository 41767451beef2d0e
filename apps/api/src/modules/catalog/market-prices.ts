import { convertPrice, type PriceRounding } from '@shopwright/shared/money';
import type { Database } from '../../db/database';
import { listMarkets } from '../markets/markets.repo';
import { catalogChanged, productUpdated } from './catalog-changes';

/**
 * Prices in the non-primary markets (ADR 027), owned by the catalog module: fixed prices
 * (`product_prices`) and each market's worked-out prices per product (`product_market_prices`),
 * which listings filter and sort on. Every write that can change a price ends in `repriceProducts`
 * (refreshProductTotals does); a market's rate, rounding or currency change reprices the market.
 *
 * Precedence for a sellable variant in a market of currency C: the variant's fixed price in C,
 * else the product's fixed price in C, else the variant's own base prices converted (regular and
 * sale each, with the market's rate and rounding). A fixed row without a sale price is not on
 * sale. The product's "from" prices are those of the cheapest variant, as in the base currency.
 */

export interface PricingMarket {
  code: string;
  currency: string;
  rate: string;
  rounding: PriceRounding;
}

export interface BaseVariant {
  id: number;
  /** Effective base prices in the base currency's minor units. */
  price: number;
  sale: number;
}

export interface FixedRow {
  product_id: number;
  variant_id: number | null;
  currency: string;
  price: number;
  sale_price: number | null;
}

export interface MarketPrices {
  regular: number;
  sale: number;
  varies: boolean;
  /** [variant id, price, sale price] in the market's minor units, in position order. */
  variants: Array<[number, number, number]>;
}

const fixedKey = (productId: number, variantId: number | null, currency: string) => `${productId}|${variantId ?? 0}|${currency}`;
export const fixedIndex = (rows: FixedRow[]) => new Map(rows.map((r) => [fixedKey(r.product_id, r.variant_id, r.currency), r]));

/** A product's prices in one market: pure, so the rule is tested without a database. */
export function priceInMarket(
  product: { id: number; base_price: number; base_sale_price: number; variants: BaseVariant[] },
  market: PricingMarket,
  baseCurrency: string,
  fixed: Map<string, FixedRow>,
): MarketPrices {
  const convert = (minor: number) => convertPrice(minor, baseCurrency, market.rate, market.currency, market.rounding);
  const own = fixed.get(fixedKey(product.id, null, market.currency));
  const priced = (variantId: number | null, price: number, sale: number): [number, number] => {
    const row = (variantId === null ? undefined : fixed.get(fixedKey(product.id, variantId, market.currency))) ?? own;
    return row ? [row.price, row.sale_price ?? row.price] : [convert(price), convert(sale)];
  };
  const variants = product.variants.map((v): [number, number, number] => [v.id, ...priced(v.id, v.price, v.sale)]);
  // The cheapest variant by sale, then regular price; the first in position order on a tie.
  let cheapest: [number, number, number] | undefined;
  for (const v of variants) if (!cheapest || v[2] < cheapest[2] || (v[2] === cheapest[2] && v[1] < cheapest[1])) cheapest = v;
  const [regular, sale] = cheapest ? [cheapest[1], cheapest[2]] : priced(null, product.base_price, product.base_sale_price);
  return { regular, sale, varies: new Set(variants.map((v) => v[2])).size > 1, variants };
}

/** The non-primary markets and the base currency (the primary market's). */
async function pricingMarkets(db: Database, only?: string): Promise<{ markets: PricingMarket[]; base: string }> {
  const rows = await listMarkets(db);
  const base = rows.find((m) => Number(m.is_primary) === 1)?.currency ?? 'USD';
  const markets = rows
    .filter((m) => Number(m.is_primary) !== 1 && (only === undefined || m.code === only))
    .map((m) => ({ code: m.code, currency: m.currency, rate: m.exchange_rate, rounding: m.rounding as PriceRounding }));
  return { markets, base };
}

/** Products with their sellable variants' effective base prices (one query for a batch). */
async function baseProducts(db: Database, productIds: number[]) {
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('product_variants as v', (join) => join.onRef('v.product_id', '=', 'p.id').on('v.retired_at', 'is', null))
    .select(['p.id', 'p.base_price', 'p.base_sale_price', 'v.id as variant_id', 'v.price', 'v.sale_price'])
    .where('p.id', 'in', productIds)
    .orderBy('p.id')
    .orderBy('v.position')
    .orderBy('v.id')
    .execute();
  const products = new Map<number, { id: number; base_price: number; base_sale_price: number; variants: BaseVariant[] }>();
  for (const r of rows) {
    let p = products.get(r.id);
    if (!p) {
      p = { id: r.id, base_price: Number(r.base_price), base_sale_price: Number(r.base_sale_price), variants: [] };
      products.set(r.id, p);
    }
    if (r.variant_id !== null)
      p.variants.push({ id: r.variant_id, price: Number(r.price ?? r.base_price), sale: Number(r.sale_price ?? r.base_sale_price) });
  }
  return [...products.values()];
}

const fixedRowsOf = (db: Database, productIds: number[]) =>
  db
    .selectFrom('product_prices')
    .select(['product_id', 'variant_id', 'currency', 'price', 'sale_price'])
    .where('product_id', 'in', productIds)
    .execute();

/** Works out and stores the prices of some products in the given markets (a batch of ids). */
async function storePrices(db: Database, productIds: number[], markets: PricingMarket[], base: string): Promise<void> {
  const [products, fixedRows] = await Promise.all([baseProducts(db, productIds), fixedRowsOf(db, productIds)]);
  const fixed = fixedIndex(
    fixedRows.map((r) => ({ ...r, price: Number(r.price), sale_price: r.sale_price === null ? null : Number(r.sale_price) })),
  );
  const rows = products.flatMap((p) =>
    markets.map((m) => {
      const prices = priceInMarket(p, m, base, fixed);
      return {
        market: m.code,
        product_id: p.id,
        regular_price: prices.regular,
        sale_price: prices.sale,
        price_varies: prices.varies ? 1 : 0,
        variants: JSON.stringify(prices.variants),
      };
    }),
  );
  for (let i = 0; i < rows.length; i += 400)
    await db
      .insertInto('product_market_prices')
      .values(rows.slice(i, i + 400))
      .execute();
}

/** Reprices some products in every non-primary market; call in the transaction that changed their prices. */
export async function repriceProducts(db: Database, productIds: number[]): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  const { markets, base } = await pricingMarkets(db);
  if (markets.length === 0) return;
  await db.deleteFrom('product_market_prices').where('product_id', 'in', ids).execute();
  await storePrices(db, ids, markets, base);
  await catalogChanged(db);
}

const BATCH = 500;

/** Works out every product's prices in one market again (it is new, or its currency, rate or rounding changed). */
export async function repriceMarket(db: Database, code: string): Promise<void> {
  const { markets, base } = await pricingMarkets(db, code);
  await db.deleteFrom('product_market_prices').where('market', '=', code).execute();
  if (markets.length === 1) {
    let after = 0;
    for (;;) {
      const ids = (await db.selectFrom('products').select('id').where('id', '>', after).orderBy('id').limit(BATCH).execute()).map(
        (r) => r.id,
      );
      if (ids.length === 0) break;
      await storePrices(db, ids, markets, base);
      after = ids[ids.length - 1]!;
    }
  }
  await catalogChanged(db);
}

/** A product's fixed prices, variant rows after the product's, by currency. */
export const fixedPrices = (db: Database, productId: number) =>
  db
    .selectFrom('product_prices')
    .select(['currency', 'variant_id', 'price', 'sale_price'])
    .where('product_id', '=', productId)
    .orderBy('currency')
    .orderBy('variant_id', (ob) => ob.asc().nullsFirst())
    .execute();

/** The fixed prices of some products (the CSV export), one query. */
export const fixedPricesOf = (db: Database, productIds: number[]) =>
  productIds.length === 0 ? Promise.resolve([]) : fixedRowsOf(db, productIds);

/**
 * Replaces a product's fixed prices (minor units of each row's currency) and reprices it, with
 * `product.updated`; in the caller's transaction.
 */
export async function replaceFixedPrices(db: Database, productId: number, rows: Array<Omit<FixedRow, 'product_id'>>): Promise<void> {
  await db.deleteFrom('product_prices').where('product_id', '=', productId).execute();
  if (rows.length > 0)
    await db
      .insertInto('product_prices')
      .values(rows.map((r) => ({ ...r, product_id: productId })))
      .execute();
  await repriceProducts(db, [productId]);
  await productUpdated(db, productId);
}

/** A market is going away: its worked-out prices go first (before its row), with the catalog notice. */
export async function forgetMarketPrices(db: Database, code: string): Promise<void> {
  await db.deleteFrom('product_market_prices').where('market', '=', code).execute();
  await catalogChanged(db);
}

/**
 * Sets a product's own fixed prices (no variant) in some currencies, as a CSV import row gives
 * them: a currency without a price there loses its product-level price; variant rows and other
 * currencies stay. Reprices the product, in the caller's transaction.
 */
export async function replaceProductPricesIn(
  db: Database,
  productId: number,
  currencies: string[],
  rows: Array<{ currency: string; price: number; sale_price: number | null }>,
): Promise<void> {
  if (currencies.length === 0) return;
  await db
    .deleteFrom('product_prices')
    .where('product_id', '=', productId)
    .where('variant_id', 'is', null)
    .where('currency', 'in', currencies)
    .execute();
  if (rows.length > 0)
    await db
      .insertInto('product_prices')
      .values(rows.map((r) => ({ ...r, product_id: productId, variant_id: null })))
      .execute();
  await repriceProducts(db, [productId]);
  await productUpdated(db, productId);
}
