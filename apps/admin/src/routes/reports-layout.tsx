import { Outlet, useLocation, useOutletContext } from 'react-router';
import { PageHeader } from '../components/page-header';
import { SectionTabs } from '../components/layout/section-tabs';
import type { ReportRange } from '../features/reports/api/reports';
import { ReportRangePicker } from '../features/reports/components/report-range-picker';
import { useReportRange } from '../features/reports/hooks/use-report-range';

export interface ReportContext {
  range: ReportRange;
  /** False while From or To is missing, reversed or too far apart: nothing is fetched. */
  valid: boolean;
}

/** What each report tab reads: the range chosen above the tabs. */
export const useReportContext = () => useOutletContext<ReportContext>();

/** `/admin/reports/*`: one date range for every report, a tab per report (sales, categories, products, customers, taxes). */
export function ReportsLayout() {
  const { range, issue, update, search } = useReportRange();
  const { pathname } = useLocation();
  const tabs = [
    { to: `/reports${search}`, label: 'Sales', end: true },
    { to: `/reports/categories${search}`, label: 'Categories', end: false },
    { to: `/reports/products${search}`, label: 'Products', end: false },
    { to: `/reports/customers${search}`, label: 'Customers', end: false },
    { to: `/reports/taxes${search}`, label: 'Taxes', end: false },
  ];
  return (
    <>
      <PageHeader
        title="Reports"
        description="Sales for a date range: over time, by category, by product and by customer; taxes by country and rate."
      />
      <ReportRangePicker range={range} issue={issue} onChange={update} showGroup={pathname.replace(/\/$/, '').endsWith('/reports')} />
      <SectionTabs label="Reports" tabs={tabs} />
      <Outlet context={{ range, valid: issue === null } satisfies ReportContext} />
    </>
  );
}

export { ReportsLayout as Component };
