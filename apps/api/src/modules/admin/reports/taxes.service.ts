import { dayBounds } from '@shopwright/shared/admin';
import { fromMinor } from '@shopwright/shared/money';
import { millisToPercent, type TaxReport, type TaxReportQuery } from '@shopwright/shared/tax';
import type { AppContext } from '../../../context';
import type { CsvFile } from '../../../lib/csv';
import { csvMoney } from '../../../lib/csv';
import { getSettings } from '../../settings/settings.service';
import { exportCsv, type Column } from './reports.csv';
import { taxRows } from './taxes.repo';

type Row = TaxReport['rows'][number];

/** `2026-05` -> `2026-Q2` for quarters; months stay. */
const periodOf = (month: string, interval: TaxReportQuery['interval']) =>
  interval === 'month' ? month : `${month.slice(0, 4)}-Q${Math.floor((Number(month.slice(5, 7)) - 1) / 3) + 1}`;

/**
 * `GET admin/reports/taxes`: taxable amount and tax by period, destination country and rate
 * (what an EU OSS return asks for), with what was refunded of each; orders count when their money
 * came in, by the UTC day they were placed.
 */
export async function taxReport(ctx: AppContext, query: TaxReportQuery): Promise<TaxReport> {
  const [rows, settings] = await Promise.all([taxRows(ctx.db, dayBounds(query.from, query.to)), getSettings(ctx)]);
  const groups = new Map<string, { row: Row; net: number; tax: number; rnet: number; rtax: number }>();
  for (const r of rows) {
    const period = periodOf(r.month, query.interval);
    const key = `${period}|${r.country}|${r.rate_millis}|${r.name}`;
    const g = groups.get(key) ?? {
      row: {
        period,
        country: r.country,
        rate: millisToPercent(Number(r.rate_millis)),
        name: r.name,
        orders: 0,
        taxable: 0,
        tax: 0,
        refunded_taxable: 0,
        refunded_tax: 0,
      },
      net: 0,
      tax: 0,
      rnet: 0,
      rtax: 0,
    };
    g.row.orders += Number(r.orders);
    g.net += Number(r.net);
    g.tax += Number(r.tax);
    g.rnet += Number(r.refunded_net);
    g.rtax += Number(r.refunded_tax);
    groups.set(key, g);
  }
  const out = [...groups.values()]
    .map((g) => ({
      ...g.row,
      taxable: fromMinor(g.net),
      tax: fromMinor(g.tax),
      refunded_taxable: fromMinor(g.rnet),
      refunded_tax: fromMinor(g.rtax),
    }))
    .sort((a, b) => a.period.localeCompare(b.period) || a.country.localeCompare(b.country) || b.rate - a.rate);
  const sum = (pick: (g: { net: number; tax: number }) => number) => fromMinor([...groups.values()].reduce((s, g) => s + pick(g), 0));
  return { currency: settings.currency, rows: out, taxable: sum((g) => g.net), tax: sum((g) => g.tax) };
}

const COLUMNS: ReadonlyArray<Column<Row>> = [
  ['period', (r) => r.period],
  ['country', (r) => r.country],
  ['rate', (r) => r.rate],
  ['tax_name', (r) => r.name],
  ['orders', (r) => r.orders],
  ['taxable', (r) => csvMoney(r.taxable)],
  ['tax', (r) => csvMoney(r.tax)],
  ['refunded_taxable', (r) => csvMoney(r.refunded_taxable)],
  ['refunded_tax', (r) => csvMoney(r.refunded_tax)],
];

/** `GET admin/reports/taxes.csv`: the same rows as a file; the export is audited. */
export async function exportTaxReport(ctx: AppContext, actorId: number, query: TaxReportQuery): Promise<CsvFile> {
  const report = await taxReport(ctx, query);
  return exportCsv(ctx, actorId, { name: 'taxes', columns: COLUMNS, rows: report.rows, filters: query });
}
