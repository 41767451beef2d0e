import { useCallback } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { ADMIN_PAGE_SIZE, DISCOUNT_STATUSES } from '@shopwright/shared/admin';
import { buttonClass } from '../components/ui/button';
import { Pagination } from '../components/ui/pagination';
import { useDiscounts } from '../features/marketing/discounts/api/discounts';
import { useShopCurrency } from '../lib/shop-settings';
import { DiscountFilters } from '../features/marketing/discounts/components/discount-filters';
import { DiscountsTable } from '../features/marketing/discounts/components/discounts-table';
import { oneOf, useListParams } from '../lib/use-list-params';

/** `/admin/marketing`: discount codes, newest first, searched by code and filtered by status, with their uses. */
export function MarketingDiscountsPage() {
  const { params, page, update } = useListParams();
  const q = params.get('q') ?? '';
  const status = oneOf(DISCOUNT_STATUSES, params.get('status'));
  const discounts = useDiscounts({ status, q, page });
  const currency = useShopCurrency();
  const onSearch = useCallback((text: string) => update({ q: text || null }), [update]);

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <DiscountFilters q={q} status={status} onStatus={(s) => update({ status: s })} onSearch={onSearch} />
        <Link to="/marketing/discounts/new" className={buttonClass('primary')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          New discount code
        </Link>
      </div>
      <DiscountsTable
        discounts={discounts.data?.results}
        currency={currency}
        loading={discounts.isPending}
        error={discounts.error}
        onRetry={() => void discounts.refetch()}
        filtered={Boolean(q || status)}
      />
      {discounts.data && (
        <Pagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          count={discounts.data.count}
          onPage={(p) => update({ page: p > 1 ? String(p) : null })}
          noun="discount codes"
        />
      )}
    </>
  );
}

export { MarketingDiscountsPage as Component };
