import { RETURN_STATUS_LABELS, RETURN_STATUS_TONES, type ReturnStatus } from '@shopwright/shared/returns';
import { StatusPill } from '../../../components/order-status-badge';

/** A return's state in the same colour families as the order badges (and the storefront's). */
export const ReturnStatusBadge = ({ status }: { status: ReturnStatus }) => (
  <StatusPill tone={RETURN_STATUS_TONES[status]} label={RETURN_STATUS_LABELS[status]} prefix="Return status" />
);
