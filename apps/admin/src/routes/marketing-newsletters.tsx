import { Link } from 'react-router';
import { PenLine } from 'lucide-react';
import { ADMIN_PAGE_SIZE } from '@shopwright/shared/admin';
import { buttonClass } from '../components/ui/button';
import { Pagination } from '../components/ui/pagination';
import { useCampaigns } from '../features/marketing/api/newsletter';
import { CampaignsTable } from '../features/marketing/components/campaigns-table';
import { useListParams } from '../lib/use-list-params';

/** `/admin/marketing/newsletters`: newsletters sent so far, and the way to write a new one. */
export function MarketingNewslettersPage() {
  const { page, update } = useListParams();
  const campaigns = useCampaigns(page);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">Newsletters go to every confirmed subscriber, each with a link to unsubscribe.</p>
        <Link to="/marketing/newsletters/new" className={buttonClass('primary')}>
          <PenLine className="h-4 w-4" aria-hidden="true" />
          Write a newsletter
        </Link>
      </div>
      <CampaignsTable
        campaigns={campaigns.data?.results}
        loading={campaigns.isPending}
        error={campaigns.error}
        onRetry={() => void campaigns.refetch()}
      />
      {campaigns.data && (
        <Pagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          count={campaigns.data.count}
          onPage={(p) => update({ page: p > 1 ? String(p) : null })}
          noun="newsletters"
        />
      )}
    </>
  );
}

export { MarketingNewslettersPage as Component };
