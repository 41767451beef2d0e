import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, STATUS_TONES, type OrderStatus, type PaymentStatus } from '@shopwright/shared/orders';
import { cn } from '../lib/cn';

export type StatusTone = (typeof STATUS_TONES)[keyof typeof STATUS_TONES];

/** The same colour for a state as in the storefront: see STATUS_TONES (and RETURN_STATUS_TONES). */
const TONE_CLASSES: Record<StatusTone, string> = {
  grey: 'bg-gray-100 text-gray-700',
  blue: 'bg-blue-50 text-blue-700',
  indigo: 'bg-brand-50 text-brand-700',
  amber: 'bg-amber-50 text-amber-800',
  green: 'bg-green-50 text-green-700',
  red: 'bg-red-50 text-red-700',
};

/** A state's pill in its tone; `prefix` says to screen readers which state it is ("Status: Shipped"). */
export function StatusPill({ tone, label, prefix }: { tone: StatusTone; label: string; prefix: string }) {
  return (
    <span className={cn('inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium', TONE_CLASSES[tone])}>
      <span className="sr-only">{prefix}: </span>
      {label}
    </span>
  );
}

export const OrderStatusBadge = ({ status }: { status: OrderStatus }) => (
  <StatusPill tone={STATUS_TONES[status]} label={ORDER_STATUS_LABELS[status]} prefix="Status" />
);
export const PaymentStatusBadge = ({ status }: { status: PaymentStatus }) => (
  <StatusPill tone={STATUS_TONES[status]} label={PAYMENT_STATUS_LABELS[status]} prefix="Payment" />
);
