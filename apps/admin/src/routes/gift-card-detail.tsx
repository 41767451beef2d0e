import { Link, useParams } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { maskedGiftCard } from '@shopwright/shared/credit';
import { ApiError } from '@shopwright/shared/http';
import { PageHeader } from '../components/page-header';
import { DetailSkeleton } from '../components/ui/detail-skeleton';
import { EmptyState, ErrorState } from '../components/ui/state-message';
import { useGiftCard } from '../features/gift-cards/api/gift-cards';
import { GiftCardActions } from '../features/gift-cards/components/gift-card-actions';
import { GiftCardFacts } from '../features/gift-cards/components/gift-card-facts';
import { GiftCardHistory } from '../features/gift-cards/components/gift-card-history';
import { GiftCardStatusBadge } from '../features/gift-cards/components/gift-card-status-badge';

/** `/admin/gift-cards/{id}`: the card, its history, and disabling it or moving its expiry. */
export function GiftCardDetailPage() {
  const id = Number(useParams().giftCardId);
  const valid = Number.isInteger(id) && id > 0;
  const card = useGiftCard(valid ? id : 0);

  let body;
  if (!valid || (card.error instanceof ApiError && card.error.status === 404)) {
    body = <EmptyState icon={SearchX} message="This gift card does not exist." />;
  } else if (card.isPending) {
    body = <DetailSkeleton label="Loading gift card" />;
  } else if (card.isError) {
    body = <ErrorState error={card.error} onRetry={() => void card.refetch()} />;
  } else {
    const c = card.data;
    body = (
      <>
        <PageHeader
          title={`Gift card ${maskedGiftCard(c.last4)}`}
          description={<GiftCardStatusBadge status={c.status} />}
          actions={<GiftCardActions card={c} />}
        />
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <GiftCardFacts card={c} />
          <GiftCardHistory card={c} />
        </div>
      </>
    );
  }
  return (
    <>
      <Link
        to="/gift-cards"
        className="mb-4 inline-flex min-h-11 items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        All gift cards
      </Link>
      {body}
    </>
  );
}

export { GiftCardDetailPage as Component };
