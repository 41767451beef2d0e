import { Link } from 'react-router';
import { Newspaper } from 'lucide-react';
import type { NewsletterCampaign } from '@shopwright/shared/admin';
import { Table, TableRows, Td, Th } from '../../../components/ui/table';
import { EmptyState } from '../../../components/ui/state-message';
import { formatDateTime } from '../../../lib/format';

interface CampaignsTableProps {
  campaigns: NewsletterCampaign[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

const COLUMNS = 4;

export function CampaignsTable({ campaigns, loading, error, onRetry }: CampaignsTableProps) {
  return (
    <Table label="Sent newsletters">
      <thead>
        <tr>
          <Th>Subject</Th>
          <Th className="text-right">Recipients</Th>
          <Th className="hidden md:table-cell">Sent by</Th>
          <Th>Sent</Th>
        </tr>
      </thead>
      <tbody>
        <TableRows
          columns={COLUMNS}
          rows={campaigns}
          loading={loading}
          error={error}
          onRetry={onRetry}
          empty={<EmptyState icon={Newspaper} message="No newsletter has been sent yet." />}
        >
          {(c) => (
            <tr key={c.id} className="hover:bg-surface">
              <Td>
                <Link to={`/marketing/newsletters/${c.id}`} className="font-medium text-brand-700 hover:underline">
                  {c.subject}
                </Link>
              </Td>
              <Td className="text-right tabular-nums">{c.recipients.toLocaleString('en-US')}</Td>
              <Td className="hidden text-muted md:table-cell">{c.sent_by ? c.sent_by.name || c.sent_by.email : 'A removed admin'}</Td>
              <Td className="whitespace-nowrap text-muted">{formatDateTime(c.sent_at)}</Td>
            </tr>
          )}
        </TableRows>
      </tbody>
    </Table>
  );
}
