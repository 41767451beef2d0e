import { useState } from 'react';
import { Plus, Upload } from 'lucide-react';
import { ADMIN_PAGE_SIZE } from '@shopwright/shared/admin';
import { GIFT_CARD_STATUSES, GiftCardFiltersSchema } from '@shopwright/shared/credit';
import { PageHeader } from '../components/page-header';
import { Button } from '../components/ui/button';
import { Pagination } from '../components/ui/pagination';
import { useGiftCards } from '../features/gift-cards/api/gift-cards';
import { BulkIssueDialog } from '../features/gift-cards/components/bulk-issue-dialog';
import { GiftCardFilters } from '../features/gift-cards/components/gift-card-filters';
import { GiftCardsTable } from '../features/gift-cards/components/gift-cards-table';
import { IssueGiftCardDialog } from '../features/gift-cards/components/issue-gift-card-dialog';
import { useShopCurrency } from '../lib/shop-settings';
import { oneOf, useListParams } from '../lib/use-list-params';

/** `/admin/gift-cards`: cards found by the last 4 of their code and their status; issue one, or many with a CSV of their codes. */
export function GiftCardsPage() {
  const { params, page, update } = useListParams();
  const currency = useShopCurrency();
  const [open, setOpen] = useState<'one' | 'bulk' | null>(null);
  const last4 = params.get('last4') ?? '';
  const status = oneOf(GIFT_CARD_STATUSES, params.get('status'));
  // A last 4 that no code can end with is said at once, not asked for.
  const checked = GiftCardFiltersSchema.safeParse({ last4: last4 || undefined });
  const list = useGiftCards({ page, status, last4: checked.success ? checked.data.last4 : undefined });
  return (
    <>
      <PageHeader
        title="Gift cards"
        description="Cards issued by staff or bought in the shop. Codes are shown once, when a card is issued."
        actions={
          <>
            <Button variant="secondary" className="min-h-11" onClick={() => setOpen('bulk')}>
              <Upload className="h-4 w-4" aria-hidden="true" />
              Issue in bulk
            </Button>
            <Button className="min-h-11" onClick={() => setOpen('one')}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              Issue gift card
            </Button>
          </>
        }
      />
      <GiftCardFilters
        last4={last4}
        status={status}
        last4Error={checked.success ? undefined : checked.error.issues[0]?.message}
        onChange={update}
      />
      <GiftCardsTable
        cards={list.data?.results}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        filtered={Boolean(last4 || status)}
      />
      {list.data && (
        <div className="[&_button]:min-h-11 [&_button]:min-w-11">
          <Pagination
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            count={list.data.count}
            onPage={(p) => update({ page: p > 1 ? String(p) : null })}
            noun="gift cards"
          />
        </div>
      )}
      <IssueGiftCardDialog open={open === 'one'} currency={currency} onClose={() => setOpen(null)} />
      <BulkIssueDialog open={open === 'bulk'} currency={currency} onClose={() => setOpen(null)} />
    </>
  );
}

export { GiftCardsPage as Component };
