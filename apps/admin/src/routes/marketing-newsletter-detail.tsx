import { Link, useParams } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { ApiError } from '@shopwright/shared/http';
import { PageHeader } from '../components/page-header';
import { Card } from '../components/ui/card';
import { EmptyState, ErrorState } from '../components/ui/state-message';
import { useCampaign } from '../features/marketing/api/newsletter';
import { formatDateTime } from '../lib/format';
import { DetailSkeleton } from '../components/ui/detail-skeleton';

/** `/admin/marketing/newsletters/{id}`: a sent newsletter, as it was sent. */
export function MarketingNewsletterDetailPage() {
  const id = Number(useParams().campaignId);
  const valid = Number.isInteger(id) && id > 0;
  const campaign = useCampaign(valid ? id : 0);

  let body;
  if (!valid || (campaign.error instanceof ApiError && campaign.error.status === 404)) {
    body = <EmptyState icon={SearchX} message="This newsletter does not exist." />;
  } else if (campaign.isPending) {
    body = <DetailSkeleton label="Loading newsletter" />;
  } else if (campaign.isError) {
    body = <ErrorState error={campaign.error} onRetry={() => void campaign.refetch()} />;
  } else {
    const c = campaign.data;
    const sender = c.sent_by ? c.sent_by.name || c.sent_by.email : 'a removed admin';
    const recipients = `${c.recipients.toLocaleString('en-US')} ${c.recipients === 1 ? 'subscriber' : 'subscribers'}`;
    body = (
      <>
        <PageHeader title={c.subject} description={`Sent ${formatDateTime(c.sent_at)} by ${sender} to ${recipients}.`} />
        <Card title="Text">
          <p className="whitespace-pre-wrap break-words text-sm leading-6">{c.text}</p>
        </Card>
      </>
    );
  }
  return (
    <>
      <Link
        to="/marketing/newsletters"
        className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        All newsletters
      </Link>
      {body}
    </>
  );
}

export { MarketingNewsletterDetailPage as Component };
