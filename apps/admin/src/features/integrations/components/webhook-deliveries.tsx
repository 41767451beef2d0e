import { RotateCw } from 'lucide-react';
import toast from 'react-hot-toast';
import { INTEGRATION_MESSAGES as M, type WebhookDelivery } from '@shopwright/shared/integrations';
import { errorMessage } from '@shopwright/shared/http';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/state-message';
import { ActionsTh, Table, TableRows, Td, Th } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/format';
import { useDeliveries, useResend } from '../api/integrations';

const TONE = { delivered: 'success', pending: 'warning', failed: 'danger' } as const;

function outcome(d: WebhookDelivery): string {
  if (d.last_response_code !== null) return `HTTP ${d.last_response_code}`;
  return d.last_error ?? '—';
}

/** A webhook's recent deliveries: event, status, last answer and tries; any can be sent again. */
export function WebhookDeliveries({ webhookId }: { webhookId: number }) {
  const deliveries = useDeliveries(webhookId);
  const resend = useResend(webhookId);
  const again = (id: number) =>
    resend.mutate(id, { onSuccess: () => toast.success(M.resent), onError: (e) => toast.error(errorMessage(e)) });
  return (
    <Table label="Recent deliveries">
      <thead>
        <tr>
          <Th>Event</Th>
          <Th>Status</Th>
          <Th className="hidden sm:table-cell">Response</Th>
          <Th className="hidden md:table-cell">Attempts</Th>
          <ActionsTh />
        </tr>
      </thead>
      <tbody>
        <TableRows
          columns={5}
          skeletonRows={2}
          rows={deliveries.data}
          loading={deliveries.isPending}
          error={deliveries.error}
          onRetry={() => void deliveries.refetch()}
          empty={<EmptyState message="Nothing sent yet." />}
        >
          {(d) => (
            <tr key={d.id}>
              <Td>
                <code className="font-mono text-xs">{d.event_type}</code>
                <span className="block text-xs text-muted">{formatDateTime(d.created_at)}</span>
              </Td>
              <Td>
                <Badge tone={TONE[d.status]}>{d.status}</Badge>
              </Td>
              <Td className="hidden break-all text-muted sm:table-cell">{outcome(d)}</Td>
              <Td className="hidden text-muted md:table-cell">{d.attempts}</Td>
              <Td className="text-right">
                <Button
                  className="min-h-11"
                  variant="secondary"
                  size="sm"
                  onClick={() => again(d.id)}
                  aria-label={`Resend ${d.event_type} delivery ${d.id}`}
                >
                  <RotateCw className="h-4 w-4" aria-hidden="true" />
                  <span className="hidden sm:inline">Resend</span>
                </Button>
              </Td>
            </tr>
          )}
        </TableRows>
      </tbody>
    </Table>
  );
}
