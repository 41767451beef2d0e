import { STATUS_TONES, type OrderStatus, type PaymentStatus } from '@shopwright/shared/orders';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/** The same colour for a state everywhere (storefront and admin): see STATUS_TONES. */
const TONE_CLASSES: Record<(typeof STATUS_TONES)[keyof typeof STATUS_TONES], string> = {
  grey: 'bg-gray-100 text-gray-700',
  blue: 'bg-blue-50 text-blue-700',
  indigo: 'bg-brand-50 text-brand-700',
  amber: 'bg-amber-50 text-amber-800',
  green: 'bg-green-50 text-green-700',
  red: 'bg-red-50 text-red-700',
};

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return <span className={cn(badge, TONE_CLASSES[STATUS_TONES[status]])}>{t(`orderStatus.${status}`)}</span>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useT();
  return (
    <span className={cn(badge, TONE_CLASSES[STATUS_TONES[status]])}>
      <span className="sr-only">{t('common.paymentPrefix')}</span>
      {t(`paymentStatus.${status}`)}
    </span>
  );
}
