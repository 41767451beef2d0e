import { SALES_RULE } from '@shopwright/shared/admin';
import { PageHeader } from '../components/page-header';
import { Card } from '../components/ui/card';
import { ErrorState } from '../components/ui/state-message';
import { useSession } from '../features/auth/api/session';
import { useCustomerSummary } from '../features/customers/api/customers';
import { CustomerStats } from '../features/dashboard/components/customer-stats';
import { useDashboard } from '../features/reports/api/reports';
import { MoneyBarChart } from '../features/reports/components/charts';
import { LowStock, RecentOrders, TopProducts } from '../features/reports/components/dashboard-lists';
import { PeriodStats } from '../features/reports/components/period-stats';
import { ReturnsCard } from '../features/returns/components/returns-card';

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** `/admin`: sales of today, 7 and 30 days against the period before, the last 30 days' chart, orders, stock, best sellers, returns and customers. */
export function DashboardPage() {
  const session = useSession();
  const dashboard = useDashboard();
  const summary = useCustomerSummary();
  const data = dashboard.data;
  return (
    <>
      <PageHeader title="Dashboard" description={session.data ? `Welcome back, ${session.data.first_name}.` : undefined} />
      {dashboard.error != null ? (
        <div className="mb-6 rounded-lg border border-line bg-white p-6">
          <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
        </div>
      ) : (
        <>
          <PeriodStats dashboard={data} />
          <Card title="Revenue, last 30 days" className="mb-6">
            {data ? (
              <MoneyBarChart
                layout="columns"
                label="Net revenue per day over the last 30 days"
                data={data.sales}
                currency={data.currency}
                name={(d) => dayLabel.format(new Date(`${d.date}T00:00:00Z`))}
                value={(d) => d.revenue}
                measure="Revenue"
              />
            ) : (
              <div className="h-64 animate-pulse rounded bg-gray-100" aria-hidden="true" />
            )}
            <p className="mt-3 text-xs text-muted">{SALES_RULE}</p>
          </Card>
          <div className="mb-6 grid grid-cols-1 gap-6 lg:grid-cols-2 xl:grid-cols-3">
            <RecentOrders dashboard={data} />
            <TopProducts dashboard={data} />
            <LowStock dashboard={data} />
          </div>
        </>
      )}
      <ReturnsCard />
      <CustomerStats summary={summary.data} loading={summary.isPending} error={summary.error} onRetry={() => void summary.refetch()} />
    </>
  );
}

export { DashboardPage as Component };
