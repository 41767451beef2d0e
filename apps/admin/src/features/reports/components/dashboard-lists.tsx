import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PackageCheck, ShoppingCart, TrendingUp } from 'lucide-react';
import type { Dashboard } from '@shopwright/shared/admin';
import { variantLabel } from '@shopwright/shared/catalog';
import { formatMoney } from '@shopwright/shared/money';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/state-message';
import { formatDateTime } from '../../../lib/format';
import { OrderStatusBadge } from '../../../components/order-status-badge';

interface ListCardProps<T> {
  title: string;
  action?: { to: string; label: string };
  rows: readonly T[] | undefined;
  empty: ReactNode;
  children: (row: T) => ReactNode;
}

/** A dashboard panel listing a few rows, with grey bars while loading and a sentence when empty. */
function ListCard<T>({ title, action, rows, empty, children }: ListCardProps<T>) {
  return (
    <Card
      title={title}
      actions={
        action && (
          <Link to={action.to} className="text-sm font-medium text-brand-700 hover:underline">
            {action.label}
          </Link>
        )
      }
    >
      {rows === undefined ? (
        <div className="space-y-3" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-5 animate-pulse rounded bg-gray-200" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        empty
      ) : (
        <ul className="-my-2 divide-y divide-line">{rows.map(children)}</ul>
      )}
    </Card>
  );
}

type Props = { dashboard: Dashboard | undefined };

export function RecentOrders({ dashboard }: Props) {
  return (
    <ListCard
      title="Recent orders"
      action={{ to: '/orders', label: 'View all orders' }}
      rows={dashboard?.recent_orders}
      empty={<EmptyState icon={ShoppingCart} message="No orders yet." />}
    >
      {(o) => (
        <li key={o.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
          <div className="min-w-0">
            <Link to={`/orders/${o.id}`} className="font-medium text-brand-700 hover:underline">
              {o.number}
            </Link>
            <p className="truncate text-xs text-muted">
              {o.customer?.name || o.customer?.email || 'Deleted account'} · {formatDateTime(o.placed_at)}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <OrderStatusBadge status={o.status} />
            <span className="w-20 text-right font-medium tabular-nums">{formatMoney(o.total, dashboard?.currency)}</span>
          </div>
        </li>
      )}
    </ListCard>
  );
}

export function LowStock({ dashboard }: Props) {
  return (
    <ListCard
      title="Low stock"
      action={{ to: '/products?stock=low', label: 'View products' }}
      rows={dashboard?.low_stock}
      empty={<EmptyState icon={PackageCheck} message="Every variant is well stocked." />}
    >
      {(p) => (
        <li key={p.variant_id} className="flex items-center justify-between gap-4 py-2 text-sm">
          <div className="min-w-0">
            <Link to={`/products/edit-product/${p.id}`} className="block truncate font-medium hover:underline">
              {p.name}
            </Link>
            <p className="truncate text-xs text-muted">{[variantLabel(p), p.sku].filter(Boolean).join(' · ')}</p>
          </div>
          <Badge tone={p.stock === 0 ? 'danger' : 'warning'}>{p.stock === 0 ? 'Sold out' : `${p.stock} left`}</Badge>
        </li>
      )}
    </ListCard>
  );
}

export function TopProducts({ dashboard }: Props) {
  return (
    <ListCard
      title="Top products, last 30 days"
      action={{ to: '/reports/products', label: 'Product report' }}
      rows={dashboard?.top_products}
      empty={<EmptyState icon={TrendingUp} message="Nothing sold in the last 30 days." />}
    >
      {(p) => (
        <li key={p.product_id ?? 'deleted'} className="flex items-center justify-between gap-4 py-2 text-sm">
          <div className="min-w-0">
            <p className="truncate font-medium">{p.name}</p>
            <p className="text-xs text-muted">{p.units.toLocaleString('en-US')} sold</p>
          </div>
          <span className="font-medium tabular-nums">{formatMoney(p.net, dashboard?.currency)}</span>
        </li>
      )}
    </ListCard>
  );
}
