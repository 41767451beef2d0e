import { ADMIN_PAGE_SIZE, PAY_LATER_SORTS, type PayLaterSort } from '@shopwright/shared/admin';
import { formatMoney } from '@shopwright/shared/money';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/ui/pagination';
import { usePayLater } from '../features/orders/api/pay-later';
import { PayLaterTable } from '../features/orders/components/pay-later-table';
import { oneOf, useListParams } from '../lib/use-list-params';

/** `/admin/pay-later`: orders placed on invoice whose money has not arrived, the oldest first. */
export function PayLaterPage() {
  const { params, page, update } = useListParams();
  const sort: PayLaterSort = oneOf(PAY_LATER_SORTS, params.get('sort')) ?? 'placed_at';
  const list = usePayLater({ sort, page });
  const data = list.data;

  return (
    <>
      <PageHeader
        title="Pay later"
        description={
          data
            ? `${data.count} ${data.count === 1 ? 'order is' : 'orders are'} waiting for payment, ${formatMoney(data.outstanding, data.currency)} in all.`
            : 'Orders placed on invoice that wait for their payment.'
        }
      />
      <PayLaterTable
        orders={data?.results}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        sort={sort}
        onSort={(s) => update({ sort: s === 'placed_at' ? null : s })}
      />
      {data && (
        <Pagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          count={data.count}
          onPage={(p) => update({ page: p > 1 ? String(p) : null })}
          noun="orders"
        />
      )}
    </>
  );
}

export { PayLaterPage as Component };
