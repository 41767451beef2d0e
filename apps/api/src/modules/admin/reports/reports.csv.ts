import {
  REPORT_AUDIT_ACTIONS,
  type AdminTransaction,
  type CategorySales,
  type CustomerSales,
  type MarketSales,
  type ProductSales,
  type SalesReport,
} from '@shopwright/shared/admin';
import { minorDigits } from '@shopwright/shared/money';
import type { AppContext } from '../../../context';
import { recordAudit } from '../../../lib/audit';
import { csvMoney, toCsv, type CsvFile, type CsvValue } from '../../../lib/csv';

/** A CSV column: its header and how a row fills it. */
export type Column<T> = readonly [string, (row: T) => CsvValue];

const csvOf = <T>(columns: ReadonlyArray<Column<T>>, rows: readonly T[]) =>
  toCsv(
    columns.map(([header]) => header),
    rows.map((row) => columns.map(([, cell]) => cell(row))),
  );

const MONEY_COLUMNS = ['gross', 'refunds', 'net'] as const;
const moneyColumns = <T extends Record<(typeof MONEY_COLUMNS)[number], number>>(): Array<Column<T>> =>
  MONEY_COLUMNS.map((k) => [k, (r: T) => csvMoney(r[k])] as const);
const itemColumns = <T extends ProductSales | CategorySales>(): Array<Column<T>> => [
  ['units', (r) => r.units],
  ['orders', (r) => r.orders],
  ...moneyColumns<T>(),
];

type SalesRow = SalesReport['series'][number];
export const SALES_COLUMNS: ReadonlyArray<Column<SalesRow>> = [
  ['period', (r) => r.period],
  ['start', (r) => r.start],
  ['end', (r) => r.end],
  ['orders', (r) => r.orders],
  ['gross', (r) => csvMoney(r.gross)],
  ['discounts', (r) => csvMoney(r.discounts)],
  ['shipping', (r) => csvMoney(r.shipping)],
  ['tax', (r) => csvMoney(r.tax)],
  ['refunds', (r) => csvMoney(r.refunds)],
  ['net', (r) => csvMoney(r.net)],
  ['average_order_value', (r) => csvMoney(r.average_order_value)],
];

export const CATEGORY_COLUMNS: ReadonlyArray<Column<CategorySales>> = [['category', (r) => r.category], ...itemColumns<CategorySales>()];

export const PRODUCT_COLUMNS: ReadonlyArray<Column<ProductSales>> = [
  ['product_id', (r) => r.product_id],
  ['name', (r) => r.name],
  ['slug', (r) => r.slug],
  ['category', (r) => r.category],
  ...itemColumns<ProductSales>(),
];

/** `products.csv?by=variant`: a row per product and SKU sold (the product columns on each). */
export type ProductVariantRow = ProductSales & { sku: string | null; color: string | null; size: string | null };
export const PRODUCT_VARIANT_COLUMNS: ReadonlyArray<Column<ProductVariantRow>> = [
  ['product_id', (r) => r.product_id],
  ['name', (r) => r.name],
  ['slug', (r) => r.slug],
  ['category', (r) => r.category],
  ['sku', (r) => r.sku],
  ['color', (r) => r.color],
  ['size', (r) => r.size],
  ...itemColumns<ProductVariantRow>(),
];

/** Product rows with their `variants` as one row per variant; rows without a breakdown stay as they are. */
export function productCsv(rows: ProductSales[]): { columns: ReadonlyArray<Column<ProductVariantRow>>; rows: ProductVariantRow[] } {
  const flat = rows.flatMap((p) =>
    p.variants
      ? p.variants.map((v) => ({
          ...p,
          sku: v.sku,
          color: v.color,
          size: v.size,
          units: v.units,
          orders: v.orders,
          gross: v.gross,
          refunds: v.refunds,
          net: v.net,
        }))
      : [{ ...p, sku: null, color: null, size: null }],
  );
  return {
    columns: rows.some((r) => r.variants) ? PRODUCT_VARIANT_COLUMNS : (PRODUCT_COLUMNS as ReadonlyArray<Column<ProductVariantRow>>),
    rows: flat,
  };
}

export const CUSTOMER_COLUMNS: ReadonlyArray<Column<CustomerSales>> = [
  ['customer_id', (r) => r.customer.id],
  ['name', (r) => r.customer.name],
  ['email', (r) => r.customer.email],
  ['orders', (r) => r.orders],
  ...moneyColumns<CustomerSales>(),
  ['first_order_at', (r) => r.first_order_at],
  ['last_order_at', (r) => r.last_order_at],
];

/** An amount in its own currency's decimals (JPY none, KWD three): the market report's "as charged" columns. */
const inCurrency = (amount: number, currency: string): CsvValue => amount.toFixed(minorDigits(currency));

/** `markets.csv`: per market and currency, the money as charged (its currency) and in the base currency (ADR 029). */
export const MARKET_COLUMNS: ReadonlyArray<Column<MarketSales>> = [
  ['market', (r) => r.market],
  ['currency', (r) => r.currency],
  ['orders', (r) => r.orders],
  ['gross', (r) => inCurrency(r.gross, r.currency)],
  ['refunds', (r) => inCurrency(r.refunds, r.currency)],
  ['net', (r) => inCurrency(r.net, r.currency)],
  ['gross_base', (r) => csvMoney(r.gross_base)],
  ['refunds_base', (r) => csvMoney(r.refunds_base)],
  ['net_base', (r) => csvMoney(r.net_base)],
];

export const TRANSACTION_COLUMNS: ReadonlyArray<Column<AdminTransaction>> = [
  ['id', (r) => r.id],
  ['created_at', (r) => r.created_at],
  ['order_number', (r) => r.order?.number ?? null],
  ['customer_email', (r) => r.customer?.email ?? null],
  ['type', (r) => r.kind],
  ['method', (r) => r.method],
  ['status', (r) => r.status],
  ['amount', (r) => csvMoney(r.amount)],
  ['net', (r) => (r.net === null ? null : csvMoney(r.net))],
  ['tax', (r) => (r.tax === null ? null : csvMoney(r.tax))],
  ['currency', (r) => r.currency],
  ['card_brand', (r) => r.card?.brand ?? null],
  ['card_last4', (r) => r.card?.last4 ?? null],
  ['reference', (r) => r.reference],
  ['failure_reason', (r) => r.failure_reason],
];

export interface ExportJob<T> {
  /** Names the file and the audit entry: `sales`, `products`, `transactions`… */
  name: string;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  /** What was asked for (range, filters), kept in the audit entry. */
  filters: Record<string, unknown>;
}

/** Writes the rows as CSV and records who exported what: the files hold customers' data. */
export async function exportCsv<T>(ctx: AppContext, actorId: number, job: ExportJob<T>): Promise<CsvFile> {
  await recordAudit(ctx.db, {
    actor_id: actorId,
    action: REPORT_AUDIT_ACTIONS.export,
    entity: 'report',
    entity_id: job.name,
    after: { ...job.filters, rows: job.rows.length },
  });
  const shop = ctx.config.shopName.replace(/[^\w.-]+/g, '-');
  const range =
    typeof job.filters.from === 'string' && typeof job.filters.to === 'string'
      ? `${job.filters.from}-to-${job.filters.to}`
      : new Date().toISOString().slice(0, 10);
  return { filename: `${shop}-${job.name}-${range}.csv`, csv: csvOf(job.columns, job.rows) };
}
