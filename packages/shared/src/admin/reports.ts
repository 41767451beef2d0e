import { z } from 'zod';
import { PAYMENT_METHODS } from '../checkout/index';
import { ORDER_PAYMENT_METHODS, type OrderPaymentMethod } from '../orders/index';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../orders/index';
import type { Page } from './index';
import { ADMIN_SEARCH_MAX, PersonRefSchema } from './support';

// Re-exported by ./index, so nothing here may import values from it: the cycle would leave them undefined.

/**
 * What counts as a sale, everywhere (dashboard, reports, their CSV files): every order placed in
 * the period that is not cancelled. Its revenue is what it charged (after discounts, with
 * shipping and tax) minus what was refunded on it, counted in the period the order was placed.
 */
export const SALES_RULE =
  'Sales are the orders placed in the period that were not cancelled. Revenue is what they charged (after discounts, with shipping and tax) minus refunds. Days are UTC.';
/** How the per-category and per-product figures are made from order lines. */
export const ITEM_SALES_RULE =
  'Item sales are line totals (before order discounts, shipping and tax); refunds are taken off an order’s lines in proportion to their value.';

export const REPORT_GROUPS = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
export const REPORT_GROUP_LABELS: Record<ReportGroup, string> = { day: 'Day', week: 'Week', month: 'Month' };
/** The longest range a report may cover, in days (two years). */
export const REPORT_MAX_DAYS = 731;
/** Without dates a report covers the last 30 days up to today. */
export const REPORT_DEFAULT_DAYS = 30;
/** Rows of the product and customer reports in JSON (the best first); their CSV files have them all. */
export const REPORT_ROW_LIMIT = 100;
/** Where lines of products deleted since are counted. */
export const DELETED_PRODUCTS_LABEL = 'Deleted products';

export const TRANSACTION_KINDS = ['authorize', 'capture', 'refund', 'void'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
export const TRANSACTION_STATUSES = ['succeeded', 'pending', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const TRANSACTION_KIND_LABELS: Record<TransactionKind, string> = {
  authorize: 'Authorization',
  capture: 'Capture',
  refund: 'Refund',
  void: 'Void',
};
export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  succeeded: 'Succeeded',
  pending: 'Pending',
  failed: 'Failed',
};
export const PAYMENT_METHOD_LABELS: Record<OrderPaymentMethod, string> = {
  card: 'Card',
  pay_later: 'Pay later',
  stripe: 'Card (Stripe)',
  gift_card: 'Gift card',
  store_credit: 'Store credit',
};

export const REPORT_MESSAGES = {
  dateInvalid: (field: 'From' | 'To') => `${field} must be a date such as 2030-01-31`,
  fromAfterTo: 'From must be on or before To',
  rangeTooLong: `A report can cover at most ${REPORT_MAX_DAYS} days`,
  groupInvalid: `Group must be one of ${REPORT_GROUPS.join(', ')}`,
  kindInvalid: `Type must be one of ${TRANSACTION_KINDS.join(', ')}`,
  methodInvalid: `Method must be one of ${ORDER_PAYMENT_METHODS.join(', ')}`,
  statusInvalid: `Status must be one of ${TRANSACTION_STATUSES.join(', ')}`,
  searchTooLong: `Search must be at most ${ADMIN_SEARCH_MAX} characters`,
  exported: 'CSV file downloaded.',
} as const;
const M = REPORT_MESSAGES;

/** Audit actions of the reports area: exports hand out customers' names and e-mails. */
export const REPORT_AUDIT_ACTIONS = { export: 'report.export' } as const;

// ---- UTC calendar days as `YYYY-MM-DD` ----

const DAY_MS = 86_400_000;

/** Midnight UTC of a real calendar day, or null (2030-02-30 is not one). */
export function parseDay(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? null : ms;
}
const dayAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => parseDay(day) ?? Number.NaN;
export const todayUtc = (now: Date = new Date()) => dayAt(now.getTime());
export const addDays = (day: string, days: number) => dayAt(msOf(day) + days * DAY_MS);
/** Days from `from` to `to`, both counted (the same day is 1). */
export const daysInRange = (from: string, to: string) => Math.round((msOf(to) - msOf(from)) / DAY_MS) + 1;
/** The first moment of a day and of the day after it, as stored timestamps (ISO UTC) compare. */
export const dayBounds = (from: string, to: string) => ({ since: `${from}T00:00:00.000Z`, until: `${addDays(to, 1)}T00:00:00.000Z` });

/** The first day of the day's bucket: itself, its week's Monday, or the first of its month. */
export function bucketStart(day: string, group: ReportGroup): string {
  if (group === 'month') return `${day.slice(0, 7)}-01`;
  if (group === 'week') return addDays(day, -((new Date(msOf(day)).getUTCDay() + 6) % 7));
  return day;
}

function nextBucket(start: string, group: ReportGroup): string {
  if (group === 'day') return addDays(start, 1);
  if (group === 'week') return addDays(start, 7);
  const d = new Date(msOf(start));
  return dayAt(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
}

/** Every bucket touching the range, each with its part of the range (`start`..`end`, both counted). */
export function bucketsOf(from: string, to: string, group: ReportGroup): Array<{ period: string; start: string; end: string }> {
  const buckets = [];
  for (let period = bucketStart(from, group); period <= to; period = nextBucket(period, group)) {
    const end = addDays(nextBucket(period, group), -1);
    buckets.push({ period, start: period < from ? from : period, end: end > to ? to : end });
  }
  return buckets;
}

/** Why a range is refused (`field` names the parameter), or null. `maxDays` limits its length. */
export function rangeIssue(
  from: string | undefined,
  to: string | undefined,
  maxDays?: number,
): { field: 'from' | 'to'; message: string } | null {
  if (from === undefined || to === undefined) return null;
  if (from > to) return { field: 'from', message: M.fromAfterTo };
  if (maxDays !== undefined && daysInRange(from, to) > maxDays) return { field: 'to', message: M.rangeTooLong };
  return null;
}

const addRangeIssue = (value: { from?: string; to?: string }, ctx: z.RefinementCtx, maxDays?: number) => {
  const issue = rangeIssue(value.from, value.to, maxDays);
  if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
};

const DaySchema = (field: 'From' | 'To') =>
  z
    .string({ error: M.dateInvalid(field) })
    .trim()
    .refine((v) => parseDay(v) !== null, { error: M.dateInvalid(field) });

/** Optional `from` and `to` days (UTC, both counted). */
export const DateRangeFieldsSchema = z.object({ from: DaySchema('From').optional(), to: DaySchema('To').optional() });

/** The range of a report: the last 30 days unless given; From on or before To, at most two years. */
export const ReportQuerySchema = DateRangeFieldsSchema.extend({
  group: z.enum(REPORT_GROUPS, { error: M.groupInvalid }).default('day'),
  /** `variant`: product rows carry their `variants` breakdown (products report and its CSV). */
  by: z.enum(['product', 'variant'], { error: 'By must be product or variant' }).default('product'),
}).transform((q, ctx) => {
  const to = q.to ?? todayUtc();
  const from = q.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
  addRangeIssue({ from, to }, ctx, REPORT_MAX_DAYS);
  return { from, to, group: q.group, by: q.by };
});
export type ReportQuery = z.output<typeof ReportQuerySchema>;
export type ReportQueryInput = z.input<typeof ReportQuerySchema>;

/** Filters of `GET admin/transactions` and its CSV file (besides `page` and `page_size`); `q` is an order number or a customer's e-mail address. */
export const TransactionFiltersSchema = DateRangeFieldsSchema.extend({
  kind: z.enum(TRANSACTION_KINDS, { error: M.kindInvalid }).optional(),
  method: z.enum(ORDER_PAYMENT_METHODS, { error: M.methodInvalid }).optional(),
  status: z.enum(TRANSACTION_STATUSES, { error: M.statusInvalid }).optional(),
  q: z.string().trim().max(ADMIN_SEARCH_MAX, { error: M.searchTooLong }).optional(),
});
export type TransactionFilters = z.output<typeof TransactionFiltersSchema>;
export type TransactionFiltersInput = z.input<typeof TransactionFiltersSchema>;
/** Refuses a `from` after `to` in a schema holding DateRangeFieldsSchema's fields. */
export const refineRange = (value: { from?: string; to?: string }, ctx: z.RefinementCtx) => addRangeIssue(value, ctx);

// ---- Answers (money in major units with two decimals, as everywhere in the API) ----

/** A figure of the dashboard with the same figure of the period before and the change in per cent (null when there was nothing before). */
export const MetricSchema = z.object({ value: z.number(), previous: z.number(), change: z.number().nullable() });
export type Metric = z.infer<typeof MetricSchema>;

export const PeriodStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  revenue: MetricSchema,
  orders: MetricSchema,
  average_order_value: MetricSchema,
  new_customers: MetricSchema,
});
export type PeriodStats = z.infer<typeof PeriodStatsSchema>;

/** The dashboard's periods: each ends today and is compared with as many days just before it. */
export const DASHBOARD_PERIODS = [
  { key: 'today', days: 1, label: 'Today', previous: 'yesterday' },
  { key: 'last_7_days', days: 7, label: 'Last 7 days', previous: 'the 7 days before' },
  { key: 'last_30_days', days: 30, label: 'Last 30 days', previous: 'the 30 days before' },
] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number]['key'];

export const OrderRefSchema = z.object({ id: z.number().int(), number: z.string() });

export const RecentOrderSchema = OrderRefSchema.extend({
  customer: PersonRefSchema.nullable(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  /** In the order's own currency (ADR 029). */
  total: z.number(),
  currency: z.string(),
  placed_at: z.string(),
});
export type RecentOrder = z.infer<typeof RecentOrderSchema>;

/** A low-stock variant on the dashboard: `id` is the product's, `stock` the variant's. */
export const LowStockProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  stock: z.number().int(),
  published: z.boolean(),
  variant_id: z.number().int(),
  sku: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
});
export type LowStockProduct = z.infer<typeof LowStockProductSchema>;

/** Units and money of order lines: `gross` line totals, `refunds` their share of refunds, `net` the rest. */
const ItemFigures = {
  units: z.number().int(),
  orders: z.number().int(),
  gross: z.number(),
  refunds: z.number(),
  net: z.number(),
};
export const ItemTotalsSchema = z.object(ItemFigures);
export type ItemTotals = z.infer<typeof ItemTotalsSchema>;

/** Sales of one variant as sold (by the SKU on the order lines; colour and size as sold). */
export const VariantSalesSchema = z.object({
  variant_id: z.number().int().nullable(),
  sku: z.string().nullable(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  ...ItemFigures,
});
export type VariantSales = z.infer<typeof VariantSalesSchema>;

export const ProductSalesSchema = z.object({
  product_id: z.number().int().nullable(),
  name: z.string(),
  slug: z.string().nullable(),
  category: z.string().nullable(),
  ...ItemFigures,
  /** Only with `by=variant` on `GET admin/reports/products`: the product's figures per variant, best first. */
  variants: z.array(VariantSalesSchema).optional(),
});
export type ProductSales = z.infer<typeof ProductSalesSchema>;

/**
 * Sales of one market in one currency (ADR 029): `gross`, `refunds` and `net` as charged, in
 * `currency`; the `_base` ones in the shop's base currency, each order at the rate it was placed at.
 */
export const MarketSalesSchema = z.object({
  market: z.string(),
  currency: z.string(),
  orders: z.number().int(),
  gross: z.number(),
  refunds: z.number(),
  net: z.number(),
  gross_base: z.number(),
  refunds_base: z.number(),
  net_base: z.number(),
});
export type MarketSales = z.infer<typeof MarketSalesSchema>;

/** `GET admin/reports/markets`: sales per market and currency, in both currencies. */
export const MarketReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The base currency the `_base` amounts are in. */
  currency: z.string(),
  rows: z.array(MarketSalesSchema),
});
export type MarketReport = z.infer<typeof MarketReportSchema>;

/** `GET admin/dashboard`. Money in the base currency (`currency`), each order at its stored rate (ADR 029). */
export const DashboardSchema = z.object({
  currency: z.string(),
  today: z.string(),
  periods: z.object({ today: PeriodStatsSchema, last_7_days: PeriodStatsSchema, last_30_days: PeriodStatsSchema }),
  /** Every day of the last 30, oldest first. */
  sales: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.number() })),
  recent_orders: z.array(RecentOrderSchema),
  low_stock: z.array(LowStockProductSchema),
  /** Best sellers of the last 30 days by net item sales. */
  top_products: z.array(ProductSalesSchema),
  /** The last 30 days' sales per market and currency. */
  markets: z.array(MarketSalesSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/** Orders and money of sales (see SALES_RULE). */
export const SalesFiguresSchema = z.object({
  orders: z.number().int(),
  gross: z.number(),
  discounts: z.number(),
  shipping: z.number(),
  tax: z.number(),
  refunds: z.number(),
  net: z.number(),
  average_order_value: z.number(),
});
export type SalesFigures = z.infer<typeof SalesFiguresSchema>;

const rangeFields = { from: z.string(), to: z.string(), currency: z.string() };

/** `GET admin/reports/sales`: a row per day, week or month of the range (empty ones too). */
export const SalesReportSchema = z.object({
  ...rangeFields,
  group: z.enum(REPORT_GROUPS),
  totals: SalesFiguresSchema,
  series: z.array(SalesFiguresSchema.extend({ period: z.string(), start: z.string(), end: z.string() })),
  /** The range's sales per market and currency (ADR 029); `totals` and `series` are in the base currency. */
  markets: z.array(MarketSalesSchema),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;

export const CategorySalesSchema = z.object({ category_id: z.number().int().nullable(), category: z.string(), ...ItemFigures });
export type CategorySales = z.infer<typeof CategorySalesSchema>;

/** `GET admin/reports/categories`: by the products' current category. */
export const CategoryReportSchema = z.object({ ...rangeFields, totals: ItemTotalsSchema, rows: z.array(CategorySalesSchema) });
export type CategoryReport = z.infer<typeof CategoryReportSchema>;

/** `GET admin/reports/products`: the best REPORT_ROW_LIMIT by net item sales; `count` products sold in all. */
export const ProductReportSchema = z.object({
  ...rangeFields,
  count: z.number().int(),
  totals: ItemTotalsSchema,
  rows: z.array(ProductSalesSchema),
});
export type ProductReport = z.infer<typeof ProductReportSchema>;

const CustomerFigures = { orders: z.number().int(), gross: z.number(), refunds: z.number(), net: z.number() };
export const CustomerSalesSchema = z.object({
  customer: PersonRefSchema,
  ...CustomerFigures,
  first_order_at: z.string(),
  last_order_at: z.string(),
});
export type CustomerSales = z.infer<typeof CustomerSalesSchema>;

/** `GET admin/reports/customers`: the best REPORT_ROW_LIMIT by revenue; `count` buying customers in all. */
export const CustomerReportSchema = z.object({
  ...rangeFields,
  count: z.number().int(),
  totals: z.object({ customers: z.number().int(), ...CustomerFigures }),
  rows: z.array(CustomerSalesSchema),
});
export type CustomerReport = z.infer<typeof CustomerReportSchema>;

/** A call to a payment provider; a refused payment attempt has no order. */
export const AdminTransactionSchema = z.object({
  id: z.number().int(),
  order: OrderRefSchema.nullable(),
  customer: PersonRefSchema.nullable(),
  kind: z.enum(TRANSACTION_KINDS),
  /** The way of paying the call was for (a gift card or store credit payment of an order included). */
  method: z.enum(ORDER_PAYMENT_METHODS),
  status: z.enum(TRANSACTION_STATUSES),
  amount: z.number(),
  currency: z.string(),
  reference: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  /** The amount without tax and its tax (a refund's split in proportion per rate); null when unknown. */
  net: z.number().nullable(),
  tax: z.number().nullable(),
});
export type AdminTransaction = z.infer<typeof AdminTransactionSchema>;

/**
 * Totals of every transaction matching the filters: `captured` and `refunded` count succeeded
 * calls only, `net` is their difference, `failed` counts refused calls.
 */
export const TransactionTotalsSchema = z.object({
  count: z.number().int(),
  captured: z.number(),
  refunded: z.number(),
  net: z.number(),
  failed: z.number().int(),
});
export type TransactionTotals = z.infer<typeof TransactionTotalsSchema>;
export type TransactionPage = Page<AdminTransaction> & { totals: TransactionTotals; currency: string };
