import { Link } from 'react-router';
import { Inbox } from 'lucide-react';
import type { AdminTicket } from '@shopwright/shared/admin';
import { inquiryLabel } from '@shopwright/shared/support';
import { Table, TableRows, Td, Th } from '../../../components/ui/table';
import { EmptyState } from '../../../components/ui/state-message';
import { formatDateTime } from '../../../lib/format';
import { TicketStatusBadge } from './ticket-status-badge';

interface TicketsTableProps {
  tickets: AdminTicket[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  filtered: boolean;
}

const COLUMNS = 5;

export function TicketsTable({ tickets, loading, error, onRetry, filtered }: TicketsTableProps) {
  return (
    <Table label="Tickets">
      <thead>
        <tr>
          <Th>Subject</Th>
          <Th>From</Th>
          <Th className="hidden lg:table-cell">Inquiry type</Th>
          <Th>Status</Th>
          <Th>Received</Th>
        </tr>
      </thead>
      <tbody>
        <TableRows
          columns={COLUMNS}
          rows={tickets}
          loading={loading}
          error={error}
          onRetry={onRetry}
          empty={<EmptyState icon={Inbox} message={filtered ? 'No ticket matches these filters.' : 'No contact messages yet.'} />}
        >
          {(t) => (
            <tr key={t.id} className="hover:bg-surface">
              <Td>
                <Link to={`/support/tickets/${t.id}`} className="font-medium text-brand-700 hover:underline">
                  {t.subject}
                </Link>
                <span className="block text-xs text-muted">{t.reference}</span>
              </Td>
              <Td>
                {t.name ?? <span className="text-muted">Deleted account</span>}
                {t.email && <span className="block break-all text-xs text-muted">{t.email}</span>}
              </Td>
              <Td className="hidden text-muted lg:table-cell">{inquiryLabel(t.inquiry_type)}</Td>
              <Td>
                <TicketStatusBadge status={t.status} />
              </Td>
              <Td className="whitespace-nowrap text-muted">{formatDateTime(t.created_at)}</Td>
            </tr>
          )}
        </TableRows>
      </tbody>
    </Table>
  );
}
