import { SALES_RULE } from '@shopwright/shared/admin';
import { MoneyBarChart } from '../features/reports/components/charts';
import { customerColumns } from '../features/reports/components/report-columns';
import { capped, ReportPanel } from '../features/reports/components/report-panel';
import { useReportContext } from './reports-layout';

const CHART_ROWS = 10;

/** `/admin/reports/customers`: orders and revenue per customer, best first. */
export function CustomerReportPage() {
  return (
    <ReportPanel
      {...useReportContext()}
      name="customers"
      title={`Top ${CHART_ROWS} customers by net revenue`}
      note={capped(SALES_RULE, 'customers')}
      chart={(r) => (
        <MoneyBarChart
          layout="rows"
          label="Net revenue of the best customers"
          data={r.rows.slice(0, CHART_ROWS)}
          currency={r.currency}
          name={(c) => c.customer.name || c.customer.email}
          value={(c) => c.net}
          measure="Net revenue"
        />
      )}
      table={{
        label: 'Sales by customer',
        columns: (r) => customerColumns(r?.currency, r?.totals),
        rows: (r) => r.rows,
        rowKey: (c) => c.customer.id,
        empty: 'No customer bought anything in this period.',
      }}
    />
  );
}

export { CustomerReportPage as Component };
