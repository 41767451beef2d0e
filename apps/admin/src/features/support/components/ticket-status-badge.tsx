import { TICKET_STATUS_LABELS } from '@shopwright/shared/admin';
import type { TicketStatus } from '@shopwright/shared/support';
import { Badge } from '../../../components/ui/badge';

const TONES = { open: 'warning', answered: 'success', closed: 'neutral' } as const;

/** Open tickets wait for the shop (amber), answered ones for the customer (green). */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge tone={TONES[status]}>{TICKET_STATUS_LABELS[status]}</Badge>;
}
