import { Link, useParams } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { ApiError } from '@shopwright/shared/http';
import { PageHeader } from '../components/page-header';
import { Card } from '../components/ui/card';
import { DetailSkeleton } from '../components/ui/detail-skeleton';
import { EmptyState, ErrorState } from '../components/ui/state-message';
import { OrderTimeline } from '../features/orders/components/order-timeline';
import { useReturn } from '../features/returns/api/returns';
import { ReturnActions } from '../features/returns/components/return-actions';
import { ReturnLines } from '../features/returns/components/return-lines';
import { ReturnStatusBadge } from '../features/returns/components/return-status-badge';
import { ReturnOrderCard, ReturnRequestCard } from '../features/returns/components/return-summary';
import { formatDateTime } from '../lib/format';

/** `/admin/returns/{id or number}`: the lines, the request, the order and the money, the timeline, and the moves allowed now. */
export function ReturnDetailPage() {
  const key = useParams().returnId ?? '';
  const detail = useReturn(key);

  let body;
  if (detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400)) {
    body = <EmptyState icon={SearchX} message="This return does not exist." />;
  } else if (detail.isPending) {
    body = <DetailSkeleton label="Loading return" layout="sidebar" />;
  } else if (detail.isError) {
    body = <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  } else {
    const r = detail.data;
    const count = r.lines.reduce((n, l) => n + l.quantity, 0);
    body = (
      <>
        <PageHeader
          title={`Return ${r.number}`}
          description={
            <span className="inline-flex flex-wrap items-center gap-2">
              Requested {formatDateTime(r.created_at)}
              <ReturnStatusBadge status={r.status} />
            </span>
          }
          actions={<ReturnActions detail={r} />}
        />
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="min-w-0 space-y-6 lg:col-span-2">
            <Card title={`Items (${count})`}>
              <ReturnLines detail={r} />
            </Card>
            <ReturnRequestCard detail={r} />
            <OrderTimeline events={r.events} />
          </div>
          <div className="min-w-0 space-y-6">
            <ReturnOrderCard detail={r} />
          </div>
        </div>
      </>
    );
  }
  return (
    <>
      <Link
        to="/returns"
        className="mb-4 inline-flex min-h-11 items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        All returns
      </Link>
      {body}
    </>
  );
}

export { ReturnDetailPage as Component };
