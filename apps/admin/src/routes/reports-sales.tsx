import { SALES_RULE } from '@shopwright/shared/admin';
import { MoneyBarChart } from '../features/reports/components/charts';
import { periodLabel, salesColumns } from '../features/reports/components/report-columns';
import { ReportPanel } from '../features/reports/components/report-panel';
import { salesNote, salesTableRows } from '../features/reports/components/sales-rows';
import { useReportContext } from './reports-layout';

/** `/admin/reports`: orders and revenue per day, week or month of the range. */
export function SalesReportPage() {
  return (
    <ReportPanel
      {...useReportContext()}
      name="sales"
      title="Net revenue over time"
      note={(r) => salesNote(SALES_RULE, r)}
      chart={(r) => (
        <MoneyBarChart
          layout="columns"
          label={`Net revenue per ${r.group}`}
          data={r.series}
          currency={r.currency}
          name={(p) => periodLabel(p, r.group)}
          value={(p) => p.net}
          measure="Net revenue"
        />
      )}
      table={{
        label: 'Sales by period',
        columns: salesColumns,
        rows: (r) => salesTableRows(r.series),
        rowKey: (p) => p.period,
        empty: 'No sales in this range.',
      }}
    />
  );
}

export { SalesReportPage as Component };
