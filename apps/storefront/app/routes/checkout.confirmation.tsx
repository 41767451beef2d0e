import { Link } from '../components/ui/link';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide';
import { Icon } from '../components/ui/icon';
import { formatMoneyIn } from '@shopwright/shared/i18n/format';
import { buttonClass } from '../components/ui/button';
import { useAuth } from '../lib/session/auth-provider';
import { SignInPrompt } from '../features/auth/sign-in-prompt';
import { ConfirmingPayment, CONFIRM_POLL_MS, PaymentNotCompleted } from '../features/checkout/stripe-pending';
import { forgetStripeOrder } from '../features/checkout/stripe-return';
import { LoadError, PageSkeleton } from '../features/orders/components/load-states';
import { OrderLines } from '../components/orders/order-lines';
import { orderQueryOptions } from '../features/orders/api/orders';
import { TotalsList } from '../components/orders/totals-list';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/checkout.confirmation';
import { metaT, rich, useT } from '../lib/i18n';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ title: metaT(matches)('confirmation.metaTitle'), description: metaT(matches)('confirmation.metaDescription') }),
  { name: 'robots', content: 'noindex' },
];

/** `/checkout/confirmation/{orderId}`: the order just placed, and what happens next. */
export default function ConfirmationPage({ params }: Route.ComponentProps) {
  const { ready, isAuthenticated, user } = useAuth();
  const t = useT();
  const query = useQuery({
    ...orderQueryOptions(params.orderId, isAuthenticated),
    // Back from Stripe before its webhook: ask again until the payment is confirmed.
    refetchInterval: (q) =>
      q.state.data?.payment_status === 'awaiting_payment' && q.state.data.status === 'pending' ? CONFIRM_POLL_MS : false,
  });
  useEffect(forgetStripeOrder, []);
  if (!ready) return <PageSkeleton label={t('confirmation.loading')} />;
  if (!isAuthenticated) return <SignInPrompt text={t('confirmation.signIn')} />;
  if (query.isPending) return <PageSkeleton label={t('confirmation.loading')} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const order = query.data;
  if (order.payment_method === 'stripe' && order.status === 'pending' && order.payment_status === 'awaiting_payment')
    return <ConfirmingPayment order={order} />;
  if (order.payment_method === 'stripe' && order.status === 'cancelled' && order.payment_status === 'unpaid')
    return <PaymentNotCompleted order={order} />;
  // Gift cards and store credit paid first: the card, Stripe or the invoice only for the rest.
  const creditPaid = order.payments
    .filter((p) => p.method === 'gift_card' || p.method === 'store_credit')
    .reduce((sum, p) => sum + p.amount, 0);
  const external = order.payments.find((p) => p.method !== 'gift_card' && p.method !== 'store_credit');
  const amount = formatMoneyIn(creditPaid > 0 ? (external?.amount ?? 0) : order.total, order.currency, t.lang);
  const paidByCredit = creditPaid > 0 ? formatMoneyIn(creditPaid, order.currency, t.lang) : null;
  const next =
    paidByCredit && !external?.amount
      ? t('creditPage.paidInFull', { amount: paidByCredit })
      : order.payment_method === 'stripe'
        ? t('confirmation.stripe', { amount })
        : order.payment_method === 'card'
          ? order.card
            ? t('confirmation.cardEnding', { amount, brand: order.card.brand, last4: order.card.last4 })
            : t('confirmation.card', { amount })
          : t('confirmation.payLater', { amount, number: order.number });
  return (
    <div className="container-page max-w-3xl py-12">
      <div className="text-center">
        <Icon node={CheckCircle2} className="mx-auto h-14 w-14 text-green-600" />
        <h1 className="mt-4 text-3xl font-semibold tracking-tight">{t('confirmation.title')}</h1>
        <p className="mt-2 text-lg">
          {rich(t('confirmation.placed'), { number: <strong data-testid="order-number">{order.number}</strong> })}
        </p>
        <p className="mt-2 text-muted">{next}</p>
        {paidByCredit && external?.amount ? (
          <p className="mt-1 text-muted">{t('creditPage.paidPartly', { amount: paidByCredit })}</p>
        ) : null}
        {user && <p className="mt-1 text-sm text-muted">{t('confirmation.mail', { email: user.email })}</p>}
      </div>
      <div className="mt-10 rounded-2xl border border-line p-6">
        <OrderLines lines={order.lines} currency={order.currency} />
        <div className="mt-4 border-t border-line pt-4">
          <TotalsList totals={order} />
        </div>
      </div>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={`/orders/${order.id}`} className={buttonClass('primary')}>
          {t('confirmation.viewOrder')}
        </Link>
        <Link to="/products" className={buttonClass('secondary')}>
          {t('common.continueShopping')}
        </Link>
      </div>
    </div>
  );
}
