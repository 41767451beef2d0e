import {
  bucketsOf,
  dayBounds,
  DELETED_PRODUCTS_LABEL,
  REPORT_ROW_LIMIT,
  type CategoryReport,
  type CustomerReport,
  type CustomerSales,
  type ItemTotals,
  type MarketReport,
  type MarketSales,
  type ProductReport,
  type ProductSales,
  type VariantSales,
  type ReportQuery,
  type SalesFigures,
  type SalesReport,
} from '@shopwright/shared/admin';
import { fromMinor, fromMinorIn, roundMinor } from '@shopwright/shared/money';
import type { AppContext } from '../../../context';
import { getSettings } from '../../settings/settings.service';
import { personRef } from '../admin-support.service';
import * as repo from './sales.repo';
import type { ItemSums, OrderSums } from './sales.repo';

type Range = Pick<ReportQuery, 'from' | 'to'>;

export const NO_SALES: OrderSums = { orders: 0, gross: 0, discounts: 0, shipping: 0, tax: 0, refunds: 0 };

export const addSums = (a: OrderSums, b: OrderSums): OrderSums => ({
  orders: a.orders + b.orders,
  gross: a.gross + b.gross,
  discounts: a.discounts + b.discounts,
  shipping: a.shipping + b.shipping,
  tax: a.tax + b.tax,
  refunds: a.refunds + b.refunds,
});

/** Net revenue per order in cents, rounded with the shop's rule (0 without orders). */
export const averageOf = (netCents: number, orders: number) => (orders === 0 ? 0 : roundMinor(netCents / orders));

/** Sums in cents as the API shows them: revenue is what was charged minus refunds (SALES_RULE). */
function salesFigures(s: OrderSums): SalesFigures {
  const net = s.gross - s.refunds;
  return {
    orders: s.orders,
    gross: fromMinor(s.gross),
    discounts: fromMinor(s.discounts),
    shipping: fromMinor(s.shipping),
    tax: fromMinor(s.tax),
    refunds: fromMinor(s.refunds),
    net: fromMinor(net),
    average_order_value: fromMinor(averageOf(net, s.orders)),
  };
}

const itemFigures = (s: ItemSums): ItemTotals => ({
  units: s.units,
  orders: s.orders,
  gross: fromMinor(s.gross),
  refunds: fromMinor(s.gross - s.net),
  net: fromMinor(s.net),
});

/** Best first: by net revenue, then by name. */
const byNet =
  <T extends { net: number }>(name: (row: T) => string) =>
  (a: T, b: T) =>
    b.net - a.net || name(a).localeCompare(name(b));

const currencyOf = async (ctx: AppContext) => (await getSettings(ctx)).currency;

/** Sales per market and currency, as charged and in the base currency (biggest in the base currency first). */
export async function marketSales(ctx: AppContext, w: repo.Window, base: string): Promise<MarketSales[]> {
  const rows = await repo.salesByMarket(ctx.db, w);
  return rows
    .map((r) => ({
      market: r.market,
      currency: r.currency,
      orders: r.orders,
      gross: fromMinorIn(r.gross, r.currency),
      refunds: fromMinorIn(r.refunds, r.currency),
      net: fromMinorIn(r.gross - r.refunds, r.currency),
      gross_base: fromMinorIn(r.gross_base, base),
      refunds_base: fromMinorIn(r.refunds_base, base),
      net_base: fromMinorIn(r.gross_base - r.refunds_base, base),
    }))
    .sort((a, b) => b.net_base - a.net_base || a.market.localeCompare(b.market) || a.currency.localeCompare(b.currency));
}

/** `GET admin/reports/markets`: sales per market and currency, in their currency and in the base currency. */
export async function marketReport(ctx: AppContext, q: Range): Promise<MarketReport> {
  const currency = await currencyOf(ctx);
  return { from: q.from, to: q.to, currency, rows: await marketSales(ctx, dayBounds(q.from, q.to), currency) };
}

/** `GET admin/reports/sales`: a row for every day, week or month of the range, and the totals. */
export async function salesReport(ctx: AppContext, q: ReportQuery): Promise<SalesReport> {
  const w = dayBounds(q.from, q.to);
  const currency = await currencyOf(ctx);
  const [rows, markets] = await Promise.all([repo.salesByPeriod(ctx.db, ctx.dialect, w, q.group), marketSales(ctx, w, currency)]);
  const byPeriod = new Map(rows.map((r) => [r.period, r]));
  return {
    from: q.from,
    to: q.to,
    group: q.group,
    currency,
    totals: salesFigures(rows.reduce(addSums, NO_SALES)),
    series: bucketsOf(q.from, q.to, q.group).map((b) => ({ ...b, ...salesFigures(byPeriod.get(b.period) ?? NO_SALES) })),
    markets,
  };
}

/** `GET admin/reports/categories`. */
export async function categoryReport(ctx: AppContext, q: Range): Promise<CategoryReport> {
  const w = dayBounds(q.from, q.to);
  const [rows, totals, currency] = await Promise.all([repo.itemsByCategory(ctx.db, w), repo.itemTotals(ctx.db, w), currencyOf(ctx)]);
  return {
    from: q.from,
    to: q.to,
    currency,
    totals: itemFigures(totals),
    rows: rows
      .map((r) => ({ category_id: r.category_id, category: r.category ?? DELETED_PRODUCTS_LABEL, ...itemFigures(r) }))
      .sort(byNet((r) => r.category)),
  };
}

/**
 * Every product sold in the range, best first (the JSON answer keeps the first REPORT_ROW_LIMIT);
 * with `by=variant` each row carries its sales per SKU sold, best first.
 */
export async function productReport(
  ctx: AppContext,
  q: Range & { by?: 'product' | 'variant' },
  limit = REPORT_ROW_LIMIT,
): Promise<ProductReport> {
  const w = dayBounds(q.from, q.to);
  const [rows, totals, currency, variantRows] = await Promise.all([
    repo.itemsByProduct(ctx.db, w),
    repo.itemTotals(ctx.db, w),
    currencyOf(ctx),
    q.by === 'variant' ? repo.itemsByVariant(ctx.db, w) : Promise.resolve([]),
  ]);
  const variantsOf = new Map<number | null, VariantSales[]>();
  for (const v of variantRows) {
    const { product_id, ...rest } = v;
    variantsOf.set(product_id, [...(variantsOf.get(product_id) ?? []), { ...rest, ...itemFigures(v) }]);
  }
  const products: ProductSales[] = rows
    .map((r) => ({
      product_id: r.product_id,
      name: r.product_id === null ? DELETED_PRODUCTS_LABEL : r.name,
      slug: r.slug,
      category: r.category,
      ...itemFigures(r),
      ...(q.by === 'variant' ? { variants: (variantsOf.get(r.product_id) ?? []).sort(byNet((x) => x.sku ?? '')) } : {}),
    }))
    .sort(byNet((r) => r.name));
  return { from: q.from, to: q.to, currency, count: products.length, totals: itemFigures(totals), rows: products.slice(0, limit) };
}

/** Every customer who bought in the range, best first (the JSON answer keeps the first REPORT_ROW_LIMIT). */
export async function customerReport(ctx: AppContext, q: Range, limit = REPORT_ROW_LIMIT): Promise<CustomerReport> {
  const [rows, currency] = await Promise.all([repo.salesByCustomer(ctx.db, dayBounds(q.from, q.to)), currencyOf(ctx)]);
  const customers: CustomerSales[] = rows
    .map((r) => ({
      customer: personRef(r.user_id, r.email, r.first_name, r.last_name) ?? { id: r.user_id, email: '', name: '' },
      orders: r.orders,
      gross: fromMinor(r.gross),
      refunds: fromMinor(r.refunds),
      net: fromMinor(r.gross - r.refunds),
      first_order_at: r.first_order_at,
      last_order_at: r.last_order_at,
    }))
    .sort(byNet((r) => r.customer.name));
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((total, r) => total + pick(r), 0);
  const gross = sum((r) => r.gross);
  const refunds = sum((r) => r.refunds);
  return {
    from: q.from,
    to: q.to,
    currency,
    count: customers.length,
    totals: {
      customers: customers.length,
      orders: sum((r) => r.orders),
      gross: fromMinor(gross),
      refunds: fromMinor(refunds),
      net: fromMinor(gross - refunds),
    },
    rows: customers.slice(0, limit),
  };
}
