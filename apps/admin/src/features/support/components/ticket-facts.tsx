import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminTicketDetail } from '@shopwright/shared/admin';
import { inquiryLabel } from '@shopwright/shared/support';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { TicketStatusSelect } from './ticket-status-select';
import { Facts } from '../../../components/ui/facts';

/** Who wrote, about what and when; the status can be changed here. */
export function TicketFacts({ ticket }: { ticket: AdminTicketDetail }) {
  const rows: [string, ReactNode][] = [
    ['Reference', ticket.reference],
    ['Name', ticket.name ?? <span className="text-muted">Deleted account</span>],
    [
      'Email',
      ticket.email ? (
        <a href={`mailto:${ticket.email}`} className="break-all text-brand-700 hover:underline">
          {ticket.email}
        </a>
      ) : (
        <span className="text-muted">None</span>
      ),
    ],
    ['Inquiry type', inquiryLabel(ticket.inquiry_type)],
    ['Received', formatDateTime(ticket.created_at)],
    ['Last activity', formatDateTime(ticket.updated_at)],
  ];
  if (ticket.user_id !== null) {
    rows.push([
      'Account',
      <Link to={`/customers/${ticket.user_id}`} className="text-brand-700 hover:underline">
        View customer
      </Link>,
    ]);
  }
  return (
    <Card title="Details">
      <div className="mb-5">
        <TicketStatusSelect ticket={ticket} />
      </div>
      <Facts facts={rows} className="space-y-3" valueClassName="mt-0.5 text-sm" />
    </Card>
  );
}
