import { useQuery } from '@tanstack/react-query';
import { PackageX } from 'lucide';
import { ApiError } from '@shopwright/shared/http';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { Link } from '../components/ui/link';
import { SignInPrompt } from '../features/auth/sign-in-prompt';
import { orderQueryOptions } from '../features/orders/api/orders';
import { LoadError, PageSkeleton } from '../features/orders/components/load-states';
import { ReturnForm } from '../features/returns/return-form';
import { orderReturnsQueryOptions } from '../lib/returns/returns-api';
import { useAuth } from '../lib/session/auth-provider';
import { metaT, useT } from '../lib/i18n';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/order.return';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ title: metaT(matches)('returnsPage.metaTitle'), description: metaT(matches)('returnsPage.metaDescription') }),
  { name: 'robots', content: 'noindex' },
];

/** `/orders/{orderId}/return`: the return form of a delivered order, within its return window. */
export default function OrderReturnPage({ params }: Route.ComponentProps) {
  const t = useT();
  const { ready, isAuthenticated } = useAuth();
  const order = useQuery(orderQueryOptions(params.orderId, isAuthenticated));
  const eligibility = useQuery(orderReturnsQueryOptions(params.orderId, isAuthenticated));
  if (!ready) return <PageSkeleton rows={3} label={t('returnsPage.loading')} />;
  if (!isAuthenticated) return <SignInPrompt text={t('returnsPage.signIn')} />;
  if (order.isPending || eligibility.isPending) return <PageSkeleton rows={3} label={t('returnsPage.loading')} />;
  const failed = order.error ?? eligibility.error;
  if (failed) {
    const missing = failed instanceof ApiError && (failed.status === 404 || failed.status === 400);
    if (!missing) return <LoadError error={failed} onRetry={() => void Promise.all([order.refetch(), eligibility.refetch()])} />;
  }
  const number = order.data?.number ?? params.orderId;
  const back = (
    <Link to={order.data ? `/orders/${number}` : '/orders'} className={buttonClass('primary')}>
      {order.data ? t('returnsPage.backToOrder') : t('returnsPage.seeOrders')}
    </Link>
  );
  if (!order.data || !eligibility.data) {
    return <EmptyState icon={PackageX} title={t('returnsPage.orderNotFound')} text={t('returnsPage.orderNotFoundText')} action={back} />;
  }
  const returnable = eligibility.data.eligible && eligibility.data.lines.some((l) => l.returnable_quantity > 0);
  return (
    <div className="container-page py-10">
      <div className="max-w-3xl">
        <Breadcrumbs
          items={[
            { label: t('returnsPage.crumbHome'), to: '/' },
            { label: t('returnsPage.crumbOrders'), to: '/orders' },
            { label: number, to: `/orders/${number}` },
            { label: t('returnsPage.returnItems') },
          ]}
        />
        <h1 className="mt-4 text-3xl font-semibold tracking-tight">{t('returnsPage.formTitle', { number })}</h1>
        <div className="mt-8">
          {returnable ? (
            <ReturnForm eligibility={eligibility.data} currency={order.data.currency} />
          ) : (
            <EmptyState
              icon={PackageX}
              title={t('returnsPage.notReturnable')}
              text={eligibility.data.reason ? t.text(eligibility.data.reason) : t('returnsPage.nothingLeft')}
              action={back}
            />
          )}
        </div>
      </div>
    </div>
  );
}
