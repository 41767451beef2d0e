import { Link } from '../../../components/ui/link';
import { ChevronRight, Package } from 'lucide';
import { Icon } from '../../../components/ui/icon';
import { formatDate, formatMoneyIn } from '@shopwright/shared/i18n/format';
import type { OrderSummary } from '@shopwright/shared/orders';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/orders/status-badge';
import { useT } from '../../../lib/i18n';

/** The shopper's orders: number, date, items, status badges and total, each opening the order. */
export function OrderList({ orders }: { orders: OrderSummary[] }) {
  const t = useT();
  return (
    <ul className="divide-y divide-line border-y border-line" aria-label={t('orders.yourOrders')}>
      {orders.map((order) => (
        <li key={order.id}>
          <Link to={`/orders/${order.id}`} className="flex items-center gap-4 px-2 py-5 transition-colors duration-150 hover:bg-surface">
            <span className="hidden h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface sm:flex">
              {order.image ? (
                <img src={order.image} alt="" width={64} height={64} className="h-16 w-16 object-cover" loading="lazy" />
              ) : (
                <Icon node={Package} className="h-6 w-6 text-muted" />
              )}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{t('orders.orderNumber', { number: order.number })}</span>
              <span className="mt-0.5 block text-sm text-muted">
                {formatDate(order.placed_at, t.lang)} · {t('orders.itemCount', { count: order.item_count })}
              </span>
              <span className="mt-2 flex flex-wrap gap-2">
                <OrderStatusBadge status={order.status} />
                <PaymentStatusBadge status={order.payment_status} />
              </span>
            </span>
            <span className="font-semibold tabular-nums">{formatMoneyIn(order.total, order.currency, t.lang)}</span>
            <Icon node={ChevronRight} className="h-4 w-4 shrink-0 text-muted" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
