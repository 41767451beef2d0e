import { REPORT_MESSAGES } from '@shopwright/shared/admin';
import { formatMoney } from '@shopwright/shared/money';
import { Card } from '../../../components/ui/card';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { cn } from '../../../lib/cn';
import { downloadTaxReportCsv, useTaxReport, type ReportRange, type TaxInterval } from '../api/reports';
import { taxColumns } from './report-columns';
import { ReportTable } from './report-table';
import { taxTotals, type TaxTotals } from './tax-rows';

export const TAX_INTERVALS: ReadonlyArray<{ value: TaxInterval; label: string }> = [
  { value: 'month', label: 'Month' },
  { value: 'quarter', label: 'Quarter' },
];

/** How the figures are made (the API's rule, in the staff's words). */
export const TAX_RULE =
  'Orders count once their money came in (paid, partly or wholly refunded), on the UTC day they were placed, under their ' +
  'destination country and the rates they were charged. Taxable amounts are without tax; refunds are split into their net and ' +
  'tax per rate. A month or quarter at either end of the range holds only the days inside it.';

interface TaxReportPanelProps {
  range: ReportRange;
  /** False while the range is invalid: nothing is fetched or exported. */
  valid: boolean;
  interval: TaxInterval;
  onInterval: (interval: TaxInterval) => void;
}

/** Month or quarter, as a pair of radio buttons each a 44 px touch target. */
function IntervalSwitch({ value, onChange }: { value: TaxInterval; onChange: (v: TaxInterval) => void }) {
  return (
    <fieldset className="inline-flex rounded-lg border border-line bg-white p-0.5 shadow-sm">
      <legend className="sr-only">Rows per</legend>
      {TAX_INTERVALS.map((i) => (
        <label
          key={i.value}
          className={cn(
            'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-medium transition-colors duration-150',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
            i.value === value ? 'bg-brand-600 text-white' : 'text-muted hover:text-ink',
          )}
        >
          <input
            type="radio"
            name="tax-interval"
            className="sr-only"
            value={i.value}
            checked={i.value === value}
            onChange={() => onChange(i.value)}
          />
          {i.label}
        </label>
      ))}
    </fieldset>
  );
}

/** Taxable amount, tax, tax refunded and what is left to declare, over the whole range. */
function TaxFigures({ totals, currency, loading }: { totals: TaxTotals | undefined; currency: string | undefined; loading: boolean }) {
  const m = (v: number | undefined) => (v === undefined ? undefined : formatMoney(v, currency));
  const figures = [
    { label: 'Taxable amount', value: m(totals?.taxable) },
    { label: 'Tax charged', value: m(totals?.tax) },
    { label: 'Tax refunded', value: m(totals?.refunded_tax) },
    { label: 'Tax after refunds', value: m(totals?.tax_due) },
  ];
  return (
    <dl aria-label="Tax totals for this range" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((f) => (
        <div key={f.label} className="min-w-0 rounded-lg border border-line bg-surface px-4 py-3">
          <dt className="text-xs text-muted">{f.label}</dt>
          <dd className="mt-1 truncate text-lg font-semibold tabular-nums">
            {f.value ??
              (loading ? <span className="block h-6 w-16 animate-pulse rounded bg-gray-200" aria-hidden="true" /> : <span>—</span>)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The tax report: totals in a card with the interval switch and the CSV export, the rows with their totals below. */
export function TaxReportPanel({ range, valid, interval, onInterval }: TaxReportPanelProps) {
  const report = useTaxReport(range, interval, valid);
  const data = report.data;
  const totals = data && taxTotals(data);
  return (
    <div className="space-y-4">
      <Card
        title="Taxes by country and rate"
        actions={
          // The export button, like every control here, is a 44 px touch target.
          <div className="flex flex-wrap items-center gap-3 [&_button]:min-h-11">
            <IntervalSwitch value={interval} onChange={onInterval} />
            <ExportCsvButton onExport={() => downloadTaxReportCsv(range, interval)} done={REPORT_MESSAGES.exported} disabled={!valid} />
          </div>
        }
      >
        <TaxFigures totals={totals} currency={data?.currency} loading={valid && report.isPending} />
        <p className="mt-3 text-xs text-muted">{TAX_RULE}</p>
      </Card>
      <ReportTable
        label="Taxes by period, country and rate"
        columns={taxColumns(data?.currency, totals)}
        rows={data?.rows}
        rowKey={(r) => `${r.period}|${r.country}|${r.rate}|${r.name}`}
        loading={valid && report.isPending}
        error={report.error}
        onRetry={() => void report.refetch()}
        empty={valid ? 'No taxed orders in this range.' : 'Choose a valid date range.'}
        totals
      />
    </div>
  );
}
