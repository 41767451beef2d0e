import { Link } from 'react-router';
import type {
  CategorySales,
  CustomerSales,
  ItemTotals,
  ProductSales,
  SalesFigures,
  SalesReport,
  VariantSales,
} from '@shopwright/shared/admin';
import { countryName } from '@shopwright/shared/account';
import { variantLabel } from '@shopwright/shared/catalog';
import { formatMoney } from '@shopwright/shared/money';
import { formatDate } from '../../../lib/format';
import type { ReportColumn } from './report-table';
import { taxLabel, taxPeriodLabel, type TaxReportRow, type TaxTotals } from './tax-rows';

const count = (n: number) => n.toLocaleString('en-US');
const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** A period as people say it: a day, "Mar 3 – Mar 9, 2025" for a week, "March 2025" for a month. */
export function periodLabel(row: SalesReport['series'][number], group: SalesReport['group']): string {
  if (group === 'month') return monthLabel.format(utc(row.period));
  if (group === 'week') return `${dayLabel.format(utc(row.start)).replace(/, \d{4}$/, '')} – ${dayLabel.format(utc(row.end))}`;
  return dayLabel.format(utc(row.period));
}

type Money = { gross: number; refunds: number; net: number };
/** Item sales or revenue, refunds and what is left, with their totals. */
function moneyColumns<T extends Money>(
  currency: string | undefined,
  totals: Money | undefined,
  grossHeader: string,
): Array<ReportColumn<T>> {
  const m = (v: number) => formatMoney(v, currency);
  return [
    { header: grossHeader, cell: (r) => m(r.gross), total: totals && m(totals.gross), numeric: true, hideBelow: 'md' },
    { header: 'Refunds', cell: (r) => m(r.refunds), total: totals && m(totals.refunds), numeric: true, hideBelow: 'md' },
    { header: 'Net', cell: (r) => m(r.net), total: totals && m(totals.net), numeric: true },
  ];
}

export function salesColumns(report: SalesReport | undefined): Array<ReportColumn<SalesReport['series'][number]>> {
  const currency = report?.currency ?? 'USD';
  const t: SalesFigures | undefined = report?.totals;
  const m = (v: number) => formatMoney(v, currency);
  return [
    { header: 'Period', cell: (r) => periodLabel(r, report?.group ?? 'day') },
    { header: 'Orders', cell: (r) => count(r.orders), total: t && count(t.orders), numeric: true },
    ...moneyColumns<SalesReport['series'][number]>(currency, t, 'Charged'),
    { header: 'Discounts', cell: (r) => m(r.discounts), total: t && m(t.discounts), numeric: true, hideBelow: 'lg' },
    { header: 'Shipping', cell: (r) => m(r.shipping), total: t && m(t.shipping), numeric: true, hideBelow: 'lg' },
    { header: 'Tax', cell: (r) => m(r.tax), total: t && m(t.tax), numeric: true, hideBelow: 'lg' },
    { header: 'Avg. order', cell: (r) => m(r.average_order_value), total: t && m(t.average_order_value), numeric: true },
  ];
}

function itemColumns<T extends ProductReportRow | CategorySales>(
  currency: string | undefined,
  totals: ItemTotals | undefined,
): Array<ReportColumn<T>> {
  return [
    { header: 'Units', cell: (r) => count(r.units), total: totals && count(totals.units), numeric: true },
    { header: 'Orders', cell: (r) => count(r.orders), total: totals && count(totals.orders), numeric: true, hideBelow: 'md' },
    ...moneyColumns<T>(currency, totals, 'Item sales'),
  ];
}

export const categoryColumns = (currency: string | undefined, totals: ItemTotals | undefined): Array<ReportColumn<CategorySales>> => [
  { header: 'Category', cell: (r) => <span className="font-medium">{r.category}</span> },
  ...itemColumns<CategorySales>(currency, totals),
];

/** A product row, or (broken down by variant) one of its variants' rows under it. */
export type ProductReportRow = ProductSales & { variant?: VariantSales };

/** The table's rows: each product followed by its variants when the report was asked `by=variant`. */
export const productReportRows = (rows: readonly ProductSales[]): ProductReportRow[] =>
  rows.flatMap((p) => [p, ...(p.variants ?? []).map((v) => ({ ...p, ...v, variants: undefined, variant: v }))]);

export const productReportRowKey = (r: ProductReportRow) =>
  `${r.product_id ?? 'deleted'}${r.variant ? `:${r.variant.variant_id ?? r.variant.sku ?? 'none'}` : ''}`;

function VariantCell({ variant }: { variant: VariantSales }) {
  return (
    <span className="block pl-4 text-muted">
      {variantLabel(variant) || 'Default'}
      {variant.sku && <span className="ml-2 font-mono text-xs">{variant.sku}</span>}
    </span>
  );
}

export const productColumns = (currency: string | undefined, totals: ItemTotals | undefined): Array<ReportColumn<ProductReportRow>> => [
  {
    header: 'Product',
    cell: (r) =>
      r.variant ? (
        <VariantCell variant={r.variant} />
      ) : r.product_id === null ? (
        <span className="italic text-muted">{r.name}</span>
      ) : (
        <Link to={`/products/view-product/${r.product_id}`} className="font-medium hover:underline">
          {r.name}
        </Link>
      ),
  },
  { header: 'Category', cell: (r) => (r.variant ? '' : (r.category ?? '—')), hideBelow: 'lg' },
  ...itemColumns<ProductReportRow>(currency, totals),
];

export const customerColumns = (
  currency: string | undefined,
  totals: (Money & { orders: number }) | undefined,
): Array<ReportColumn<CustomerSales>> => [
  {
    header: 'Customer',
    cell: (r) => (
      <div className="min-w-0">
        <Link to={`/customers/${r.customer.id}`} className="font-medium hover:underline">
          {r.customer.name || r.customer.email}
        </Link>
        <p className="break-all text-xs text-muted">{r.customer.email}</p>
      </div>
    ),
  },
  { header: 'Orders', cell: (r) => count(r.orders), total: totals && count(totals.orders), numeric: true },
  ...moneyColumns<CustomerSales>(currency, totals, 'Charged'),
  { header: 'Last order', cell: (r) => formatDate(r.last_order_at), hideBelow: 'lg' },
];

/**
 * The tax report: period, destination country and tax (its rate beside the country on phones),
 * orders, taxable amount and tax, and what was refunded of each. Orders have no total: an order
 * taxed at two rates is counted in each row.
 */
export function taxColumns(currency: string | undefined, totals: TaxTotals | undefined): Array<ReportColumn<TaxReportRow>> {
  const m = (v: number) => formatMoney(v, currency);
  return [
    { header: 'Period', cell: (r) => <span className="whitespace-nowrap">{taxPeriodLabel(r.period)}</span> },
    {
      header: 'Country',
      cell: (r) => (
        <>
          <span className="font-medium">{countryName(r.country)}</span> <span className="text-xs text-muted">{r.country}</span>
          <span className="block whitespace-nowrap text-xs text-muted md:hidden">{taxLabel(r)}</span>
        </>
      ),
    },
    { header: 'Tax rate', cell: (r) => <span className="whitespace-nowrap">{taxLabel(r)}</span>, hideBelow: 'md' },
    { header: 'Orders', cell: (r) => count(r.orders), numeric: true, hideBelow: 'md' },
    { header: 'Taxable', cell: (r) => m(r.taxable), total: totals && m(totals.taxable), numeric: true },
    { header: 'Tax', cell: (r) => m(r.tax), total: totals && m(totals.tax), numeric: true },
    {
      header: 'Refunded taxable',
      cell: (r) => m(r.refunded_taxable),
      total: totals && m(totals.refunded_taxable),
      numeric: true,
      hideBelow: 'lg',
    },
    { header: 'Refunded tax', cell: (r) => m(r.refunded_tax), total: totals && m(totals.refunded_tax), numeric: true, hideBelow: 'lg' },
  ];
}
