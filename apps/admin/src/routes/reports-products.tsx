import { ITEM_SALES_RULE } from '@shopwright/shared/admin';
import { MoneyBarChart } from '../features/reports/components/charts';
import { productColumns } from '../features/reports/components/report-columns';
import { capped, ReportPanel } from '../features/reports/components/report-panel';
import { useReportContext } from './reports-layout';

const CHART_ROWS = 10;

/** `/admin/reports/products`: item sales per product, best first. */
export function ProductReportPage() {
  return (
    <ReportPanel
      {...useReportContext()}
      name="products"
      title={`Top ${CHART_ROWS} products by net item sales`}
      note={capped(ITEM_SALES_RULE, 'products')}
      chart={(r) => <MoneyBarChart layout="rows" label="Net item sales of the best-selling products" data={r.rows.slice(0, CHART_ROWS)} currency={r.currency} name={(p) => p.name} value={(p) => p.net} measure="Net item sales" />}
      table={{ label: 'Sales by product', columns: (r) => productColumns(r?.currency, r?.totals), rows: (r) => r.rows, rowKey: (p) => p.product_id ?? 'deleted', empty: 'Nothing was sold in this period.' }}
    />
  );
}

export { ProductReportPage as Component };
