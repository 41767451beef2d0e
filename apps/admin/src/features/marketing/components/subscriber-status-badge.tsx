import { NEWSLETTER_STATUS_LABELS } from '@shopwright/shared/admin';
import type { NewsletterStatus } from '@shopwright/shared/newsletter';
import { Badge } from '../../../components/ui/badge';

const TONES = { confirmed: 'success', pending: 'warning', unsubscribed: 'neutral' } as const;

export function SubscriberStatusBadge({ status }: { status: NewsletterStatus }) {
  return <Badge tone={TONES[status]}>{NEWSLETTER_STATUS_LABELS[status]}</Badge>;
}
