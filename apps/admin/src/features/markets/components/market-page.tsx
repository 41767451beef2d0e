import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { ApiError } from '@shopwright/shared/http';
import type { Market } from '@shopwright/shared/markets';
import { DetailSkeleton } from '../../../components/ui/detail-skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-message';
import { useMarket } from '../api/markets';

/** Back to Settings → Markets. */
export function BackToMarkets() {
  return (
    <Link
      to="/settings/markets"
      className="mb-2 inline-flex min-h-11 items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Markets
    </Link>
  );
}

/** The market in the address: the back link, then the loading, missing and error states, or `children` with the market. */
export function MarketPage({ code, children }: { code: string; children: (market: Market) => ReactNode }) {
  const market = useMarket(code);
  let body;
  if (market.error instanceof ApiError && (market.error.status === 404 || market.error.status === 400))
    body = <EmptyState icon={SearchX} message="This market does not exist. It may have been deleted." />;
  else if (market.isPending) body = <DetailSkeleton label="Loading market" />;
  else if (market.isError) body = <ErrorState error={market.error} onRetry={() => void market.refetch()} />;
  else body = children(market.data);
  return (
    <>
      <BackToMarkets />
      {body}
    </>
  );
}
