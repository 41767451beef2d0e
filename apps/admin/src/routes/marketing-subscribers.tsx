import { useCallback } from 'react';
import { ADMIN_PAGE_SIZE } from '@shopwright/shared/admin';
import { NEWSLETTER_STATUSES } from '@shopwright/shared/newsletter';
import { Pagination } from '../components/ui/pagination';
import { useNewsletterAudience, useSubscribers } from '../features/marketing/api/newsletter';
import { AudienceStats } from '../features/marketing/components/audience-stats';
import { ExportSubscribersButton } from '../features/marketing/components/export-subscribers-button';
import { SubscriberFilters } from '../features/marketing/components/subscriber-filters';
import { SubscribersTable } from '../features/marketing/components/subscribers-table';
import { oneOf, useListParams } from '../lib/use-list-params';

/** `/admin/marketing/subscribers`: newsletter subscribers, newest first, with counts and the CSV export. */
export function MarketingSubscribersPage() {
  const { params, page, update } = useListParams();
  const q = params.get('q') ?? '';
  const status = oneOf(NEWSLETTER_STATUSES, params.get('status'));
  const subscribers = useSubscribers({ status, q, page });
  const audience = useNewsletterAudience();
  const onSearch = useCallback((text: string) => update({ q: text || null }), [update]);

  return (
    <>
      <AudienceStats audience={audience.data} />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <SubscriberFilters q={q} status={status} onStatus={(s) => update({ status: s })} onSearch={onSearch} />
        <ExportSubscribersButton />
      </div>
      <SubscribersTable
        subscribers={subscribers.data?.results}
        loading={subscribers.isPending}
        error={subscribers.error}
        onRetry={() => void subscribers.refetch()}
        filtered={Boolean(q || status)}
      />
      {subscribers.data && (
        <Pagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          count={subscribers.data.count}
          onPage={(p) => update({ page: p > 1 ? String(p) : null })}
          noun="subscribers"
        />
      )}
    </>
  );
}

export { MarketingSubscribersPage as Component };
