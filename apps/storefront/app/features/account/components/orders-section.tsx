import { Link } from '../../../components/ui/link';
import { useQuery } from '@tanstack/react-query';
import { Package } from 'lucide';
import { Icon } from '../../../components/ui/icon';
import { buttonClass } from '../../../components/ui/button';
import { recentOrdersQueryOptions } from '../api/orders';
import { OrderRow } from './order-row';
import { Panel, textLinkClass } from './panel';
import { PanelSkeleton } from './skeletons';
import { QueryError } from './query-error';
import { useT } from '../../../lib/i18n';

/** The latest three orders and the way to all of them. */
export function OrdersSection() {
  const query = useQuery(recentOrdersQueryOptions());
  const t = useT();
  if (query.isPending) return <PanelSkeleton rows={3} label={t('orders.loading')} />;
  const orders = query.data?.results ?? [];
  return (
    <Panel
      title={t('orders.panelTitle')}
      description={t('orders.panelDescription')}
      action={
        <Link to="/orders" className={textLinkClass}>
          {t('orders.viewAll')}
        </Link>
      }
    >
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : orders.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl bg-surface px-6 py-10 text-center">
          <Icon node={Package} className="h-8 w-8 text-brand-600" />
          <p className="mt-3 font-medium">{t('account.noOrders')}</p>
          <p className="mt-1 text-sm text-muted">{t('orders.emptyHint')}</p>
          <Link to="/products" className={buttonClass('primary', 'mt-5')}>
            {t('common.startShopping')}
          </Link>
        </div>
      ) : (
        <ul className="-mx-2 divide-y divide-line" aria-label={t('orders.latest')}>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
