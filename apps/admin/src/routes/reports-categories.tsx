import { ITEM_SALES_RULE } from '@shopwright/shared/admin';
import { MoneyBarChart } from '../features/reports/components/charts';
import { categoryColumns } from '../features/reports/components/report-columns';
import { ReportPanel } from '../features/reports/components/report-panel';
import { useReportContext } from './reports-layout';

/** `/admin/reports/categories`: item sales per category. */
export function CategoryReportPage() {
  return (
    <ReportPanel
      {...useReportContext()}
      name="categories"
      title="Net item sales by category"
      note={() => ITEM_SALES_RULE}
      chart={(r) => (
        <MoneyBarChart
          layout="rows"
          label="Net item sales per category"
          data={r.rows}
          currency={r.currency}
          name={(c) => c.category}
          value={(c) => c.net}
          measure="Net item sales"
        />
      )}
      table={{
        label: 'Sales by category',
        columns: (r) => categoryColumns(r?.currency, r?.totals),
        rows: (r) => r.rows,
        rowKey: (c) => c.category_id ?? 'deleted',
        empty: 'Nothing was sold in this period.',
      }}
    />
  );
}

export { CategoryReportPage as Component };
