import type { Generated } from 'kysely';

/** Fixed prices per product or variant and currency (migration 0020), in that currency's minor units. */
export interface ProductPricesTable {
  id: Generated<number>;
  product_id: number;
  /** Null: the product's price in this currency, for variants without their own row. */
  variant_id: number | null;
  currency: string;
  price: number;
  /** Null: not on sale in this currency. */
  sale_price: number | null;
}

/** A non-primary market's prices of a product, worked out by market-prices.ts (the catalog writes them). */
export interface ProductMarketPricesTable {
  market: string;
  product_id: number;
  /** The "from" prices: those of the cheapest sellable variant. */
  regular_price: number;
  sale_price: number;
  price_varies: number;
  /** JSON [[variant id, price, sale price], …]. */
  variants: string;
}

export interface MarketPriceTables {
  product_prices: ProductPricesTable;
  product_market_prices: ProductMarketPricesTable;
}
