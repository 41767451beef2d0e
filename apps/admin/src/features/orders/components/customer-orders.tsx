import { Link, useNavigate } from 'react-router';
import { SALES_RULE, type AdminCustomerDetail } from '@shopwright/shared/admin';
import { formatMoney } from '@shopwright/shared/money';
import { Card } from '../../../components/ui/card';
import { Facts } from '../../../components/ui/facts';
import { formatDate } from '../../../lib/format';
import { useOrders } from '../api/orders';
import { OrdersTable } from './orders-table';

const LATEST = 5;

/** What the customer bought: lifetime figures (counted as the reports count sales) and their latest orders. */
export function CustomerOrders({ customer }: { customer: AdminCustomerDetail }) {
  const navigate = useNavigate();
  const orders = useOrders({ customer: String(customer.id), page: 1, page_size: LATEST });
  const { lifetime } = customer;
  const money = (value: number) => formatMoney(value, lifetime.currency);
  const figures: [string, string][] = [
    ['Orders', lifetime.orders.toLocaleString('en-US')],
    ['Lifetime value', money(lifetime.net)],
    ['Charged', money(lifetime.spent)],
    ['Refunded', money(lifetime.refunded)],
    ['First order', lifetime.first_order_at ? formatDate(lifetime.first_order_at) : '—'],
    ['Last order', lifetime.last_order_at ? formatDate(lifetime.last_order_at) : '—'],
  ];
  const all = `/orders?customer=${customer.id}`;
  const count = orders.data?.count ?? 0;
  return (
    <Card
      title="Orders"
      actions={
        count > 0 && (
          <Link to={all} className="text-sm font-medium text-brand-700 hover:underline">
            View all {count} {count === 1 ? 'order' : 'orders'}
          </Link>
        )
      }
    >
      <Facts
        facts={figures}
        className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3 xl:grid-cols-6"
        valueClassName="mt-1 text-lg font-semibold tabular-nums"
        label="Lifetime figures"
      />
      <p className="mt-3 text-xs text-muted">{SALES_RULE}</p>
      <div className="mt-5">
        <OrdersTable
          orders={orders.data?.results}
          loading={orders.isPending}
          error={orders.error}
          onRetry={() => void orders.refetch()}
          sort="-placed_at"
          onSort={(sort) => void navigate(`${all}&sort=${sort}`)}
          filtered={false}
        />
      </div>
    </Card>
  );
}
