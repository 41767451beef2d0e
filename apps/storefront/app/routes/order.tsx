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
import { metaT, useT } from '../lib/i18n';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ title: metaT(matches)('orderPage.metaTitle'), description: metaT(matches)('orderPage.metaDescription') }),
  { name: 'robots', content: 'noindex' },
];

/** `/orders/{orderId}`: one of the shopper's orders, with a cancel button while it has not shipped. */
export default function OrderPage({ params }: Route.ComponentProps) {
  const { ready, isAuthenticated } = useAuth();
  const query = useQuery(orderQueryOptions(params.orderId, isAuthenticated));
  const t = useT();
  if (!ready) return <PageSkeleton rows={4} label={t('orderPage.loading')} />;
  if (!isAuthenticated) return <SignInPrompt text={t('orderPage.signIn')} />;
  if (query.isPending) return <PageSkeleton rows={4} label={t('orderPage.loading')} />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    if (!missing) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
    return (
      <EmptyState
        icon={PackageSearch}
        title={t('orderPage.notFound')}
        text={t('orderPage.notFoundText')}
        action={
          <Link to="/orders" className={buttonClass('primary')}>
            {t('orderPage.seeOrders')}
          </Link>
        }
      />
    );
  }
  return (
    <div className="container-page py-10">
      <Breadcrumbs
        items={[{ label: t('nav.home'), to: '/' }, { label: t('orders.panelTitle'), to: '/orders' }, { label: query.data.number }]}
      />
      <div className="mt-4">
        <OrderDetail order={query.data} />
      </div>
    </div>
  );
}
