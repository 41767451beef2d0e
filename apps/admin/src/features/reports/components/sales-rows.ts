import type { SalesReport } from '@shopwright/shared/admin';

type Period = SalesReport['series'][number];

/** A period in which nothing was sold or refunded adds only a row of zeros to the table. */
const hasActivity = (p: Period) => p.orders > 0 || p.refunds !== 0 || p.net !== 0;

/**
 * The sales table's rows: newest period first (what staff look for), empty periods left out.
 * The chart keeps every period in time order, and the CSV file keeps them all.
 */
export function salesTableRows(series: readonly Period[]): Period[] {
  return series.filter(hasActivity).reverse();
}

/** How many periods the table leaves out. */
export const emptyPeriods = (series: readonly Period[]): number => series.length - series.filter(hasActivity).length;

/** The note under the chart: how the figures are made, and what the table leaves out. */
export function salesNote(rule: string, report: Pick<SalesReport, 'series' | 'group'> | undefined): string {
  const skipped = report ? emptyPeriods(report.series) : 0;
  if (!report || skipped === 0) return rule;
  const what = skipped === 1 ? `1 ${report.group} without sales is` : `${skipped} ${report.group}s without sales are`;
  return `${rule} Newest first; ${what} left out of the table (the chart and the CSV file keep every ${report.group}).`;
}
