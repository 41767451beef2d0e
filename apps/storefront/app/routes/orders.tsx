import { useSearchParams } from 'react-router';
import type { Route } from './+types/orders';
import { Link } from '../components/ui/link';
import { useQuery } from '@tanstack/react-query';
import { Package } from 'lucide';
import { buttonClass } from '../components/ui/button';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { EmptyState } from '../components/ui/empty-state';
import { useAuth } from '../lib/session/auth-provider';
import { SignInPrompt } from '../features/auth/sign-in-prompt';
import { OrderList } from '../features/orders/components/order-list';
import { ordersQueryOptions, ORDERS_PAGE_SIZE } from '../features/orders/api/orders';
import { LoadError, PageSkeleton } from '../features/orders/components/load-states';
import { pageMeta } from '../lib/seo';
import { metaT, useT } from '../lib/i18n';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ title: metaT(matches)('ordersPage.title'), description: metaT(matches)('ordersPage.metaDescription') }),
  { name: 'robots', content: 'noindex' },
];

const pageLink = 'rounded-lg border border-line px-4 py-2 text-sm font-medium hover:bg-surface';

/** `/orders`: the signed-in shopper's orders, newest first, ten to a page. */
export default function OrdersPage() {
  const { ready, isAuthenticated } = useAuth();
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useQuery(ordersQueryOptions(page, isAuthenticated));
  const t = useT();
  if (!ready) return <PageSkeleton label={t('orders.loading')} />;
  if (!isAuthenticated) return <SignInPrompt text={t('ordersPage.signIn')} />;
  if (query.isPending) return <PageSkeleton label={t('orders.loading')} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { results, count, next, previous } = query.data;
  if (count === 0) {
    return (
      <EmptyState
        icon={Package}
        title={t('account.noOrders')}
        text={t('ordersPage.emptyText')}
        action={
          <Link to="/products" className={buttonClass('primary')}>
            {t('common.startShopping')}
          </Link>
        }
      />
    );
  }
  const pages = Math.ceil(count / ORDERS_PAGE_SIZE);
  return (
    <div className="container-page py-10">
      <Breadcrumbs items={[{ label: t('nav.home'), to: '/' }, { label: t('orders.panelTitle') }]} />
      <h1 className="mt-4 text-3xl font-semibold tracking-tight">{t('ordersPage.title')}</h1>
      <p className="mt-1 text-sm text-muted">{t('ordersPage.count', { count })}</p>
      <div className="mt-8">
        <OrderList orders={results} />
      </div>
      {pages > 1 && (
        <nav className="mt-8 flex items-center justify-between" aria-label={t('ordersPage.pages')}>
          {previous ? (
            <Link to={`/orders?page=${previous}`} className={pageLink}>
              {t('ordersPage.newer')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">{t('review.pageOf', { page, count: pages })}</span>
          {next ? (
            <Link to={`/orders?page=${next}`} className={pageLink}>
              {t('ordersPage.older')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
