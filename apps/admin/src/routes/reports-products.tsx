import { useSearchParams } from 'react-router';
import { ITEM_SALES_RULE } from '@shopwright/shared/admin';
import { MoneyBarChart } from '../features/reports/components/charts';
import { productColumns, productReportRowKey, productReportRows } from '../features/reports/components/report-columns';
import { capped, ReportPanel } from '../features/reports/components/report-panel';
import { useReportContext } from './reports-layout';

const CHART_ROWS = 10;

/** `/admin/reports/products`: item sales per product, best first; `?by=variant` breaks each product down by variant. */
export function ProductReportPage() {
  const [params, setParams] = useSearchParams();
  const byVariant = params.get('by') === 'variant';
  const toggle = (on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('by', 'variant');
        else next.delete('by');
        return next;
      },
      { replace: true },
    );
  return (
    <ReportPanel
      {...useReportContext()}
      name="products"
      by={byVariant ? 'variant' : 'product'}
      controls={
        <label className="inline-flex min-h-10 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-line accent-brand-600"
            checked={byVariant}
            onChange={(e) => toggle(e.target.checked)}
          />
          Show variants
        </label>
      }
      title={`Top ${CHART_ROWS} products by net item sales`}
      note={capped(ITEM_SALES_RULE, 'products')}
      chart={(r) => (
        <MoneyBarChart
          layout="rows"
          label="Net item sales of the best-selling products"
          data={r.rows.slice(0, CHART_ROWS)}
          currency={r.currency}
          name={(p) => p.name}
          value={(p) => p.net}
          measure="Net item sales"
        />
      )}
      table={{
        label: 'Sales by product',
        columns: (r) => productColumns(r?.currency, r?.totals),
        rows: (r) => productReportRows(r.rows),
        rowKey: productReportRowKey,
        empty: 'Nothing was sold in this period.',
      }}
    />
  );
}

export { ProductReportPage as Component };
