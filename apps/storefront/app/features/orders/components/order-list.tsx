import { Link } from '../../../components/ui/link';
import { ChevronRight, Package } from 'lucide';
import { Icon } from '../../../components/ui/icon';
import { formatMoney } from '@shopwright/shared/money';
import type { OrderSummary } from '@shopwright/shared/orders';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/orders/status-badge';

const placedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The shopper's orders: number, date, items, status badges and total, each opening the order. */
export function OrderList({ orders }: { orders: OrderSummary[] }) {
  return (
    <ul className="divide-y divide-line border-y border-line" aria-label="Your orders">
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
              <span className="block font-medium">Order {order.number}</span>
              <span className="mt-0.5 block text-sm text-muted">
                {placedOn.format(new Date(order.placed_at))} · {order.item_count} {order.item_count === 1 ? 'item' : 'items'}
              </span>
              <span className="mt-2 flex flex-wrap gap-2">
                <OrderStatusBadge status={order.status} />
                <PaymentStatusBadge status={order.payment_status} />
              </span>
            </span>
            <span className="font-semibold tabular-nums">{formatMoney(order.total, order.currency)}</span>
            <Icon node={ChevronRight} className="h-4 w-4 shrink-0 text-muted" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
