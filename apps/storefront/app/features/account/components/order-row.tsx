import { Link } from '../../../components/ui/link';
import { ChevronRight, Package } from 'lucide';
import { Icon } from '../../../components/ui/icon';
import { formatDate, formatMoneyIn } from '@shopwright/shared/i18n/format';
import type { OrderSummary } from '@shopwright/shared/orders';
import { OrderStatusBadge } from '../../../components/orders/status-badge';
import { useT } from '../../../lib/i18n';

/** One of the latest orders: number, date, status and total, opening the order. */
export function OrderRow({ order }: { order: OrderSummary }) {
  const t = useT();
  const total = formatMoneyIn(order.total, order.currency, t.lang);
  return (
    <li>
      <Link
        to={`/orders/${order.id}`}
        className="flex items-center gap-3 rounded-lg px-2 py-4 transition-colors duration-150 hover:bg-surface sm:gap-4"
      >
        <span className="hidden h-14 w-14 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface sm:flex">
          {order.image ? (
            <img src={order.image} alt="" width={56} height={56} className="h-14 w-14 object-cover" loading="lazy" />
          ) : (
            <Icon node={Package} className="h-6 w-6 text-muted" />
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-medium">{t('orders.orderNumber', { number: order.number })}</span>
          <span className="mt-0.5 block text-sm text-muted">
            {formatDate(order.placed_at, t.lang)} · {t('orders.itemCount', { count: order.item_count })}
            <span className="sm:hidden"> · {total}</span>
          </span>
        </span>
        <OrderStatusBadge status={order.status} />
        <span className="hidden w-24 text-right font-medium tabular-nums sm:block">{total}</span>
        <Icon node={ChevronRight} className="h-4 w-4 shrink-0 text-muted" />
      </Link>
    </li>
  );
}
