import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/state-message';
import { useReturnCounts } from '../api/returns';
import { ReturnCountPills } from './return-counts';

/** The dashboard's returns: how many wait for staff, and the count per status as links into the inbox. */
export function ReturnsCard() {
  const counts = useReturnCounts();
  const open = counts.data?.open;
  return (
    <Card
      title="Returns"
      className="mb-6"
      actions={
        <Link to="/returns" className="-my-2 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline">
          Open the inbox
        </Link>
      }
    >
      {counts.error != null ? (
        <ErrorState error={counts.error} onRetry={() => void counts.refetch()} />
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-muted">
            {open === undefined ? (
              <span className="block h-5 w-48 animate-pulse rounded bg-gray-200" aria-hidden="true" />
            ) : (
              <>
                <span className="text-2xl font-semibold tabular-nums text-ink">{open}</span> {open === 1 ? 'return waits' : 'returns wait'}{' '}
                for approval, receipt or settlement.
              </>
            )}
          </p>
          <ReturnCountPills counts={counts.data} hideEmpty />
        </div>
      )}
    </Card>
  );
}
