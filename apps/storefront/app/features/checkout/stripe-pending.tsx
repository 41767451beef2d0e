import { Link } from '../../components/ui/link';
import { Loader2, XCircle } from 'lucide';
import { Icon } from '../../components/ui/icon';
import type { Order } from '@shopwright/shared/orders';
import { buttonClass } from '../../components/ui/button';

/** How long the confirmation page keeps asking before it says the payment is still being confirmed. */
export const CONFIRM_POLL_MS = 2000;

/** Back from Stripe before its webhook arrived: the order is placed, the payment not yet confirmed. */
export function ConfirmingPayment({ order }: { order: Order }) {
  return (
    <div className="container-page max-w-xl py-16 text-center" role="status" aria-live="polite">
      <Icon node={Loader2} className="mx-auto h-12 w-12 animate-spin text-brand-600" />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">Confirming your payment…</h1>
      <p className="mt-2 text-muted">
        Order <strong>{order.number}</strong> is reserved for you. This page updates by itself as soon as Stripe confirms the payment.
      </p>
    </div>
  );
}

/** The Stripe payment was not completed in time (or the order was cancelled): nothing was charged. */
export function PaymentNotCompleted({ order }: { order: Order }) {
  return (
    <div className="container-page max-w-xl py-16 text-center">
      <Icon node={XCircle} className="mx-auto h-12 w-12 text-red-600" />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">Payment not completed</h1>
      <p className="mt-2 text-muted">
        Order <strong>{order.number}</strong> was cancelled because its payment was not completed. Nothing was charged.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/products" className={buttonClass('primary')}>
          Continue shopping
        </Link>
        <Link to="/cart" className={buttonClass('secondary')}>
          Go to cart
        </Link>
      </div>
    </div>
  );
}
