import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE, CUSTOMER_SORTS, type CustomerSort } from '@shopwright/shared/admin';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/ui/pagination';
import { useCustomers } from '../features/customers/api/customers';
import { ListSearch } from '../components/ui/list-search';
import { CustomersTable } from '../features/customers/components/customers-table';

const isSort = (value: string | null): value is CustomerSort => CUSTOMER_SORTS.includes(value as CustomerSort);

/** `/admin/customers`: search, sort and page are kept in the address, so they survive reloads and links. */
export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const sortParam = params.get('sort');
  const sort: CustomerSort = isSort(sortParam) ? sortParam : '-date_joined';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const customers = useCustomers({ q, sort, page });

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onSearch = useCallback((text: string) => update({ q: text || null, page: null }), [update]);

  return (
    <>
      <PageHeader title="Customers" description="Everyone with a customer account. Open one to see their details or block them." />
      <div className="mb-4">
        <ListSearch label="Search customers" placeholder="Search by name, email or username" value={q} onSearch={onSearch} />
      </div>
      <CustomersTable
        customers={customers.data?.results}
        loading={customers.isPending}
        error={customers.error}
        onRetry={() => void customers.refetch()}
        sort={sort}
        onSort={(s) => update({ sort: s === '-date_joined' ? null : s, page: null })}
        searching={q !== ''}
      />
      {customers.data && (
        <Pagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          count={customers.data.count}
          onPage={(p) => update({ page: p > 1 ? String(p) : null })}
          noun="customers"
        />
      )}
    </>
  );
}

export { CustomersPage as Component };
