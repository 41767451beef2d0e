import { Link } from '../components/ui/link';
import { useQuery } from '@tanstack/react-query';
import { PackageSearch } from 'lucide';
import { ApiError } from '@shopwright/shared/http';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { useAuth } from '../lib/session/auth-provider';
import { SignInPrompt } from '../features/auth/sign-in-prompt';
import { LoadError, PageSkeleton } from '../features/orders/components/load-states';
import { OrderDetail } from '../features/orders/components/order-detail';
import { orderQueryOptions } from '../features/orders/api/orders';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/order';

export const meta = () => [
  ...pageMeta({ title: 'Order details', description: 'Your order, its payment and its delivery.' }),
  { name: 'robots', content: 'noindex' },
];

/** `/orders/{orderId}`: one of the shopper's orders, with a cancel button while it has not shipped. */
export default function OrderPage({ params }: Route.ComponentProps) {
  const { ready, isAuthenticated } = useAuth();
  const query = useQuery(orderQueryOptions(params.orderId, isAuthenticated));
  if (!ready) return <PageSkeleton rows={4} label="Loading the order" />;
  if (!isAuthenticated) return <SignInPrompt text="Sign in to see this order." />;
  if (query.isPending) return <PageSkeleton rows={4} label="Loading the order" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    if (!missing) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
    return (
      <EmptyState
        icon={PackageSearch}
        title="Order not found"
        text="There is no order with this number in your account."
        action={
          <Link to="/orders" className={buttonClass('primary')}>
            See your orders
          </Link>
        }
      />
    );
  }
  return (
    <div className="container-page py-10">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Orders', to: '/orders' }, { label: query.data.number }]} />
      <div className="mt-4">
        <OrderDetail order={query.data} />
      </div>
    </div>
  );
}
