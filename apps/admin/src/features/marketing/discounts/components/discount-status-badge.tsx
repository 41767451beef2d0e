import { DISCOUNT_STATUS_LABELS, type DiscountStatus } from '@shopwright/shared/admin';
import { Badge } from '../../../../components/ui/badge';

const TONES = { active: 'success', scheduled: 'brand', expired: 'neutral', used_up: 'warning', inactive: 'danger' } as const;

export function DiscountStatusBadge({ status }: { status: DiscountStatus }) {
  return <Badge tone={TONES[status]}>{DISCOUNT_STATUS_LABELS[status]}</Badge>;
}
