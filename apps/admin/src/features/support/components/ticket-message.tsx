import type { AdminTicketDetail } from '@shopwright/shared/admin';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';

/** What the customer wrote through the contact form. */
export function TicketMessage({ ticket }: { ticket: AdminTicketDetail }) {
  return (
    <Card title="Message">
      <p className="mb-3 text-xs text-muted">
        {ticket.name ?? 'Deleted account'} wrote on {formatDateTime(ticket.created_at)}
      </p>
      <p className="whitespace-pre-wrap break-words text-sm leading-6">{ticket.message}</p>
    </Card>
  );
}
