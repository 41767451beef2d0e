import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { Zone } from '@shopwright/shared/tax';
import { ApiError } from '@shopwright/shared/http';
import { DetailSkeleton } from '../../../components/ui/detail-skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-message';
import { useZone } from '../api/taxes';

/** Back to Settings → Taxes. */
export function BackToTaxes() {
  return (
    <Link
      to="/settings/taxes"
      className="mb-2 inline-flex min-h-11 items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Taxes
    </Link>
  );
}

/** The zone in the address: the back link, then the loading, missing and error states, or `children` with the zone. */
export function ZonePage({ code, children }: { code: string; children: (zone: Zone) => ReactNode }) {
  const zone = useZone(code);
  let body;
  if (zone.error instanceof ApiError && zone.error.status === 404)
    body = <EmptyState icon={SearchX} message="This zone does not exist. It may have been deleted." />;
  else if (zone.isPending) body = <DetailSkeleton label="Loading zone" />;
  else if (zone.isError) body = <ErrorState error={zone.error} onRetry={() => void zone.refetch()} />;
  else body = children(zone.data);
  return (
    <>
      <BackToTaxes />
      {body}
    </>
  );
}
