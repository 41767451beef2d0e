import { Link } from '../../../components/ui/link';
import { useQuery } from '@tanstack/react-query';
import { Package } from 'lucide';
import { Icon } from '../../../components/ui/icon';
import { buttonClass } from '../../../components/ui/button';
import { ACCOUNT_COPY } from '../account-copy';
import { recentOrdersQueryOptions } from '../api/orders';
import { OrderRow } from './order-row';
import { Panel, textLinkClass } from './panel';
import { PanelSkeleton } from './skeletons';
import { QueryError } from './query-error';

/** The latest three orders and the way to all of them. */
export function OrdersSection() {
  const query = useQuery(recentOrdersQueryOptions());
  if (query.isPending) return <PanelSkeleton rows={3} label="Loading your orders" />;
  const orders = query.data?.results ?? [];
  return (
    <Panel
      title="Orders"
      description="Your latest orders. Open one to follow its delivery."
      action={
        <Link to="/orders" className={textLinkClass}>
          View all orders
        </Link>
      }
    >
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : orders.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl bg-surface px-6 py-10 text-center">
          <Icon node={Package} className="h-8 w-8 text-brand-600" />
          <p className="mt-3 font-medium">{ACCOUNT_COPY.noOrders}</p>
          <p className="mt-1 text-sm text-muted">When you place an order, it shows up here.</p>
          <Link to="/products" className={buttonClass('primary', 'mt-5')}>
            Start shopping
          </Link>
        </div>
      ) : (
        <ul className="-mx-2 divide-y divide-line" aria-label="Latest orders">
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
