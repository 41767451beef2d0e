import { GIFT_CARD_STATUS_LABELS, type GiftCardStatus } from '@shopwright/shared/credit';
import { Badge } from '../../../components/ui/badge';

const TONES: Record<GiftCardStatus, 'success' | 'danger' | 'warning' | 'neutral'> = {
  active: 'success',
  disabled: 'danger',
  expired: 'warning',
  empty: 'neutral',
};

/** Where a card stands: active (can pay), disabled by staff, past its expiry, or used up. */
export const GiftCardStatusBadge = ({ status }: { status: GiftCardStatus }) => (
  <Badge tone={TONES[status]}>
    <span className="sr-only">Status: </span>
    {GIFT_CARD_STATUS_LABELS[status]}
  </Badge>
);
