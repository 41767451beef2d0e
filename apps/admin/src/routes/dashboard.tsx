import { PageHeader } from '../components/page-header';
import { useSession } from '../features/auth/api/session';
import { useCustomerSummary } from '../features/customers/api/customers';
import { CustomerStats } from '../features/dashboard/components/customer-stats';

/** `/admin`: the figures that can be computed today (customers); sales arrive with orders. */
export function DashboardPage() {
  const session = useSession();
  const summary = useCustomerSummary();
  return (
    <>
      <PageHeader title="Dashboard" description={session.data ? `Welcome back, ${session.data.first_name}.` : undefined} />
      <CustomerStats summary={summary.data} loading={summary.isPending} error={summary.error} onRetry={() => void summary.refetch()} />
    </>
  );
}

export { DashboardPage as Component };
