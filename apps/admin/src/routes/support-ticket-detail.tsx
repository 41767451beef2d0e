import { Link, useParams } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { ApiError } from '@shopwright/shared/http';
import { PageHeader } from '../components/page-header';
import { EmptyState, ErrorState } from '../components/ui/state-message';
import { useTicket } from '../features/support/api/tickets';
import { TicketComposer } from '../features/support/components/ticket-composer';
import { TicketFacts } from '../features/support/components/ticket-facts';
import { TicketMessage } from '../features/support/components/ticket-message';
import { TicketStatusBadge } from '../features/support/components/ticket-status-badge';
import { TicketThread } from '../features/support/components/ticket-thread';
import { DetailSkeleton } from '../components/ui/detail-skeleton';

/** `/admin/support/tickets/{id}`: the message, the thread, reply or note, and the status. */
export function SupportTicketDetailPage() {
  const id = Number(useParams().ticketId);
  const valid = Number.isInteger(id) && id > 0;
  const ticket = useTicket(valid ? id : 0);

  let body;
  if (!valid || (ticket.error instanceof ApiError && ticket.error.status === 404)) {
    body = <EmptyState icon={SearchX} message="This ticket does not exist." />;
  } else if (ticket.isPending) {
    body = <DetailSkeleton label="Loading ticket" layout="sidebar" />;
  } else if (ticket.isError) {
    body = <ErrorState error={ticket.error} onRetry={() => void ticket.refetch()} />;
  } else {
    const t = ticket.data;
    body = (
      <>
        <PageHeader
          title={t.subject}
          description={
            <span className="inline-flex flex-wrap items-center gap-2">
              {t.reference}
              <TicketStatusBadge status={t.status} />
            </span>
          }
        />
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="min-w-0 space-y-6 lg:col-span-2">
            <TicketMessage ticket={t} />
            <TicketThread entries={t.entries} />
            <TicketComposer ticket={t} />
          </div>
          <TicketFacts ticket={t} />
        </div>
      </>
    );
  }
  return (
    <>
      <Link to="/support" className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        All tickets
      </Link>
      {body}
    </>
  );
}

export { SupportTicketDetailPage as Component };
