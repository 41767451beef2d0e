import { fromMinor, toMinor } from '@shopwright/shared/money';
import type { TaxReport } from '@shopwright/shared/tax';

export type TaxReportRow = TaxReport['rows'][number];

const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A period as the API names it, as people say it: `2026-05` is "May 2026", `2026-Q2` is "Q2 2026". */
export function taxPeriodLabel(period: string): string {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(period);
  if (quarter) return `Q${quarter[2]} ${quarter[1]}`;
  const month = /^(\d{4})-(\d{2})$/.exec(period);
  if (month) return monthLabel.format(new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)));
  return period;
}

/** A rate in percent as the settings write it: up to 3 decimals, no trailing zeros ("19%", "8.875%"). */
export const ratePercent = (rate: number) => `${rate.toLocaleString('en-US', { maximumFractionDigits: 3 })}%`;

/** The tax's name with its rate: "VAT 19%". */
export const taxLabel = (row: Pick<TaxReportRow, 'name' | 'rate'>) => `${row.name} ${ratePercent(row.rate)}`;

export interface TaxTotals {
  taxable: number;
  tax: number;
  refunded_taxable: number;
  refunded_tax: number;
  /** What is due for the range: the tax charged less the tax refunded. */
  tax_due: number;
}

/**
 * The totals row and figures: taxable amount and tax as the report totals them, the refunds added
 * up in cents (so that 0.1 + 0.2 stays 0.30). Orders are not added up: an order taxed at two rates
 * is a row of each.
 */
export function taxTotals(report: Pick<TaxReport, 'rows' | 'taxable' | 'tax'>): TaxTotals {
  const cents = (pick: (r: TaxReportRow) => number) => report.rows.reduce((sum, r) => sum + toMinor(pick(r)), 0);
  const refundedTax = cents((r) => r.refunded_tax);
  return {
    taxable: report.taxable,
    tax: report.tax,
    refunded_taxable: fromMinor(cents((r) => r.refunded_taxable)),
    refunded_tax: fromMinor(refundedTax),
    tax_due: fromMinor(toMinor(report.tax) - refundedTax),
  };
}
