import { Link } from '../../components/ui/link';
import { Loader2, XCircle } from 'lucide';
import { Icon } from '../../components/ui/icon';
import type { Order } from '@shopwright/shared/orders';
import { buttonClass } from '../../components/ui/button';
import { rich, useT } from '../../lib/i18n';

/** How long the confirmation page keeps asking before it says the payment is still being confirmed. */
export const CONFIRM_POLL_MS = 2000;

/** Back from Stripe before its webhook arrived: the order is placed, the payment not yet confirmed. */
export function ConfirmingPayment({ order }: { order: Order }) {
  const t = useT();
  return (
    <div className="container-page max-w-xl py-16 text-center" role="status" aria-live="polite">
      <Icon node={Loader2} className="mx-auto h-12 w-12 animate-spin text-brand-600" />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">{t('stripe.confirming')}</h1>
      <p className="mt-2 text-muted">{rich(t('stripe.reserved'), { number: <strong>{order.number}</strong> })}</p>
    </div>
  );
}

/** The Stripe payment was not completed in time (or the order was cancelled): nothing was charged. */
export function PaymentNotCompleted({ order }: { order: Order }) {
  const t = useT();
  return (
    <div className="container-page max-w-xl py-16 text-center">
      <Icon node={XCircle} className="mx-auto h-12 w-12 text-red-600" />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">{t('stripe.notCompleted')}</h1>
      <p className="mt-2 text-muted">{rich(t('stripe.cancelled'), { number: <strong>{order.number}</strong> })}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/products" className={buttonClass('primary')}>
          {t('common.continueShopping')}
        </Link>
        <Link to="/cart" className={buttonClass('secondary')}>
          {t('common.goToCart')}
        </Link>
      </div>
    </div>
  );
}
