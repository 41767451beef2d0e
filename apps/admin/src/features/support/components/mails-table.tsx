import { Mail } from 'lucide-react';
import type { AdminMail, MailDeliveryStatus } from '@shopwright/shared/admin';
import { Badge } from '../../../components/ui/badge';
import { Table, TableRows, Td, Th } from '../../../components/ui/table';
import { EmptyState } from '../../../components/ui/state-message';
import { formatDateTime } from '../../../lib/format';

export const MAIL_STATUS_LABELS: Record<MailDeliveryStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  stored: 'Not sent',
};
const TONES = { queued: 'warning', sent: 'success', failed: 'danger', stored: 'neutral' } as const;

interface MailsTableProps {
  mails: AdminMail[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  filtered: boolean;
}

/** What the delivery state means for one mail: when it went, when it is retried, or why it failed. */
function delivery(mail: AdminMail): string {
  if (mail.status === 'sent') return mail.sent_at ? `Sent ${formatDateTime(mail.sent_at)}` : 'Sent';
  if (mail.status === 'queued')
    return mail.next_attempt_at
      ? `Next try ${formatDateTime(mail.next_attempt_at)}${mail.last_error ? `: ${mail.last_error}` : ''}`
      : 'Sending';
  if (mail.status === 'failed') return `${mail.attempts} attempts: ${mail.last_error ?? 'unknown error'}`;
  return 'Kept in the outbox: set SMTP_URL to send mail';
}

export function MailsTable({ mails, loading, error, onRetry, filtered }: MailsTableProps) {
  return (
    <Table label="Mails">
      <thead>
        <tr>
          <Th>To</Th>
          <Th className="hidden md:table-cell">Subject</Th>
          <Th>Status</Th>
          <Th className="hidden lg:table-cell">Delivery</Th>
          <Th className="hidden sm:table-cell">Created</Th>
        </tr>
      </thead>
      <tbody>
        <TableRows
          columns={5}
          rows={mails}
          loading={loading}
          error={error}
          onRetry={onRetry}
          empty={<EmptyState icon={Mail} message={filtered ? 'No mail matches this filter.' : 'The shop has not sent any mail yet.'} />}
        >
          {(m) => (
            <tr key={m.id} className="hover:bg-surface">
              <Td className="max-w-48 truncate">
                {m.to}
                <span className="block truncate text-xs text-muted md:hidden">{m.subject}</span>
                <span className="block text-xs text-muted sm:hidden">{formatDateTime(m.created_at)}</span>
              </Td>
              <Td className="hidden max-w-52 truncate md:table-cell lg:max-w-80">{m.subject}</Td>
              <Td className="whitespace-nowrap">
                <Badge tone={TONES[m.status]}>{MAIL_STATUS_LABELS[m.status]}</Badge>
              </Td>
              <Td className="hidden max-w-96 text-muted lg:table-cell">{delivery(m)}</Td>
              <Td className="hidden whitespace-nowrap text-muted sm:table-cell">{formatDateTime(m.created_at)}</Td>
            </tr>
          )}
        </TableRows>
      </tbody>
    </Table>
  );
}
