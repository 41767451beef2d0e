import { Mails } from 'lucide-react';
import type { AdminSubscriber } from '@shopwright/shared/admin';
import { Table, TableRows, Td, Th } from '../../../components/ui/table';
import { EmptyState } from '../../../components/ui/state-message';
import { formatDate } from '../../../lib/format';
import { SubscriberStatusBadge } from './subscriber-status-badge';

interface SubscribersTableProps {
  subscribers: AdminSubscriber[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  filtered: boolean;
}

const COLUMNS = 5;
const dateOrDash = (iso: string | null) => (iso ? formatDate(iso) : '—');

export function SubscribersTable({ subscribers, loading, error, onRetry, filtered }: SubscribersTableProps) {
  return (
    <Table label="Subscribers">
      <thead>
        <tr>
          <Th>Email</Th>
          <Th>Status</Th>
          <Th>Subscribed</Th>
          <Th>Confirmed</Th>
          <Th className="hidden md:table-cell">Unsubscribed</Th>
        </tr>
      </thead>
      <tbody>
        <TableRows
          columns={COLUMNS}
          rows={subscribers}
          loading={loading}
          error={error}
          onRetry={onRetry}
          empty={
            <EmptyState
              icon={Mails}
              message={filtered ? 'No subscriber matches these filters.' : 'Nobody has subscribed to the newsletter yet.'}
            />
          }
        >
          {(s) => (
            <tr key={s.id} className="hover:bg-surface">
              <Td className="break-all font-medium">{s.email}</Td>
              <Td>
                <SubscriberStatusBadge status={s.status} />
              </Td>
              <Td className="whitespace-nowrap text-muted">{formatDate(s.subscribed_at)}</Td>
              <Td className="whitespace-nowrap text-muted">{dateOrDash(s.confirmed_at)}</Td>
              <Td className="hidden whitespace-nowrap text-muted md:table-cell">{dateOrDash(s.unsubscribed_at)}</Td>
            </tr>
          )}
        </TableRows>
      </tbody>
    </Table>
  );
}
