import { ADMIN_ORDER_SORTS, ADMIN_PAGE_SIZE, type AdminOrderSort } from '@shopwright/shared/admin';
import { PAYMENT_METHODS } from '@shopwright/shared/checkout';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shopwright/shared/orders';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/ui/pagination';
import { useOrders } from '../features/orders/api/orders';
import { OrderFilters } from '../features/orders/components/order-filters';
import { OrdersTable } from '../features/orders/components/orders-table';
import { oneOf, useListParams } from '../lib/use-list-params';
import { apiFieldErrors } from '../lib/form-errors';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

/** `/admin/orders`: every order, filtered, searched, sorted and paged; all of it kept in the address. */
export function OrdersPage() {
  const { params, page, update } = useListParams();
  const values = {
    q: params.get('q') ?? '',
    customer: params.get('customer') ?? '',
    status: oneOf(ORDER_STATUSES, params.get('status')),
    payment_status: oneOf(PAYMENT_STATUSES, params.get('payment_status')),
    payment_method: oneOf(PAYMENT_METHODS, params.get('payment_method')),
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
  const sort: AdminOrderSort = oneOf(ADMIN_ORDER_SORTS, params.get('sort')) ?? '-placed_at';
  const orders = useOrders({ ...values, q: values.q || undefined, customer: values.customer || undefined, sort, page });
  const filtered = Object.values(values).some(Boolean);

  return (
    <>
      <PageHeader title="Orders" description="Every order placed in the shop. Open one to confirm, ship, cancel or refund it." />
      <OrderFilters values={values} errors={apiFieldErrors(orders.error) ?? {}} onChange={update} />
      <OrdersTable
        orders={orders.data?.results}
        loading={orders.isPending}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        sort={sort}
        onSort={(s) => update({ sort: s === '-placed_at' ? null : s })}
        filtered={filtered}
      />
      {orders.data && (
        <Pagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          count={orders.data.count}
          onPage={(p) => update({ page: p > 1 ? String(p) : null })}
          noun="orders"
        />
      )}
    </>
  );
}

export { OrdersPage as Component };
