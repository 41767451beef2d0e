import { Link } from 'react-router';
import { Pencil } from 'lucide-react';
import { PageHeader } from '../components/page-header';
import { buttonClass } from '../components/ui/button';
import { useShopCurrency } from '../lib/shop-settings';
import { DiscountActiveButton } from '../features/marketing/discounts/components/discount-active-button';
import { DiscountPage } from '../features/marketing/discounts/components/discount-page';
import { DiscountStatusBadge } from '../features/marketing/discounts/components/discount-status-badge';
import { DiscountSummary } from '../features/marketing/discounts/components/discount-summary';
import { DiscountUsagesTable } from '../features/marketing/discounts/components/discount-usages-table';
import { useListParams } from '../lib/use-list-params';

/** `/admin/marketing/discounts/{id}`: a code's rules, its switch, and the orders that used it. */
export function MarketingDiscountDetailPage() {
  const currency = useShopCurrency();
  const { page, update } = useListParams();
  return (
    <DiscountPage>
      {(d) => (
        <>
          <PageHeader
            title={d.code}
            description={<DiscountStatusBadge status={d.status} />}
            actions={
              <>
                <Link to={`/marketing/discounts/${d.id}/edit`} className={buttonClass('secondary')}>
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                  Edit
                </Link>
                <DiscountActiveButton discount={d} />
              </>
            }
          />
          <div className="space-y-6">
            <DiscountSummary discount={d} currency={currency} />
            <section aria-labelledby="usages-heading">
              <h2 id="usages-heading" className="mb-3 text-base font-semibold">
                Orders that used this code ({d.times_used})
              </h2>
              <DiscountUsagesTable
                discountId={d.id}
                currency={currency}
                page={page}
                onPage={(p) => update({ page: p > 1 ? String(p) : null })}
              />
            </section>
          </div>
        </>
      )}
    </DiscountPage>
  );
}

export { MarketingDiscountDetailPage as Component };
