import { PAYMENT_METHOD_LABELS, TRANSACTION_KIND_LABELS, TRANSACTION_STATUS_LABELS, type AdminOrderDetail } from '@shopwright/shared/admin';
import { formatMoney } from '@shopwright/shared/money';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { PaymentStatusBadge } from '../../../components/order-status-badge';
import { useMarkets } from '../../../lib/markets';
import { baseAmountText, inOtherCurrency } from './base-amount';

const STATUS_TONE = { succeeded: 'success', pending: 'warning', failed: 'danger' } as const;

type OrderPaymentRow = AdminOrderDetail['payments'][number];

/** "Gift card •••• NPQR", "Card · Visa •••• 4242", "Store credit". */
function paymentLabel(p: OrderPaymentRow): string {
  if (p.gift_card_last4) return `${PAYMENT_METHOD_LABELS[p.method]} •••• ${p.gift_card_last4}`;
  if (p.card) return `${PAYMENT_METHOD_LABELS[p.method]} · ${p.card.brand} •••• ${p.card.last4}`;
  return PAYMENT_METHOD_LABELS[p.method];
}

/**
 * How the order is paid (each payment when gift cards or store credit paid part of it), what was
 * refunded, and every call to the payment providers; in another market's currency, its market and
 * what the total and refunds are in the base currency.
 */
export function OrderPayment({ order }: { order: AdminOrderDetail }) {
  const m = (amount: number) => formatMoney(amount, order.currency);
  // An order in another market's currency also says what it counts for in the base currency (ADR 029).
  const other = inOtherCurrency(order);
  const marketName = useMarkets().data?.find((mk) => mk.code === order.market)?.name ?? order.market;
  const split = order.payments.length > 1 || order.payments.some((p) => p.method === 'gift_card' || p.method === 'store_credit');
  return (
    <Card title="Payment">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">Method</dt>
        <dd>
          {PAYMENT_METHOD_LABELS[order.payment_method]}
          {order.card && <span className="block text-xs text-muted">{`${order.card.brand} •••• ${order.card.last4}`}</span>}
        </dd>
        {order.stripe_payment && (
          <>
            <dt className="text-muted">Stripe payment</dt>
            <dd className="min-w-0">
              <a
                href={order.stripe_payment.dashboard_url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-start break-all pt-0.5 font-mono text-xs text-brand-700 underline"
              >
                {order.stripe_payment.payment_intent}
              </a>
            </dd>
          </>
        )}
        <dt className="text-muted">Status</dt>
        <dd>
          <PaymentStatusBadge status={order.payment_status} />
        </dd>
        {other && (
          <>
            <dt className="text-muted">Market</dt>
            <dd>
              {marketName} · {order.currency}
            </dd>
          </>
        )}
        <dt className="text-muted">Total</dt>
        <dd className="tabular-nums">
          {m(order.total)}
          {other && <span className="block text-xs text-muted">{baseAmountText(order, order.total_base)}</span>}
        </dd>
        <dt className="text-muted">Refunded</dt>
        <dd className="tabular-nums">
          {m(order.refunded)}
          {other && order.refunded > 0 && <span className="block text-xs text-muted">{baseAmountText(order, order.refunded_base)}</span>}
        </dd>
        <dt className="text-muted">Refundable</dt>
        <dd className="tabular-nums">{m(order.refundable)}</dd>
      </dl>
      {split && (
        <>
          <h3 className="mb-2 mt-5 text-xs font-semibold uppercase tracking-wide text-muted">Paid with</h3>
          <ul className="divide-y divide-line text-sm" aria-label="Payments">
            {order.payments.map((p, i) => (
              <li key={i} className="flex flex-wrap items-start justify-between gap-2 py-2">
                <span className="font-medium">{paymentLabel(p)}</span>
                <span className="text-right tabular-nums">
                  {m(p.amount)}
                  {p.refunded > 0 && <span className="block text-xs text-muted">−{m(p.refunded)} refunded</span>}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className="mb-2 mt-5 text-xs font-semibold uppercase tracking-wide text-muted">Transactions</h3>
      {order.transactions.length === 0 ? (
        <p className="text-sm text-muted">No payment calls yet.</p>
      ) : (
        <ul className="divide-y divide-line text-sm" aria-label="Transactions">
          {order.transactions.map((tx) => (
            <li key={tx.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="transaction">
              <span>
                <span className="font-medium">
                  {TRANSACTION_KIND_LABELS[tx.kind]}
                  {split && <span className="font-normal text-muted">{` · ${PAYMENT_METHOD_LABELS[tx.method]}`}</span>}
                </span>
                <span className="block text-xs text-muted">{formatDateTime(tx.created_at)}</span>
                {tx.reference && <span className="block break-all font-mono text-xs text-muted">{tx.reference}</span>}
              </span>
              <span className="flex items-center gap-2">
                <span className="tabular-nums">
                  {tx.kind === 'refund' ? '−' : ''}
                  {formatMoney(tx.amount, tx.currency)}
                </span>
                <Badge tone={STATUS_TONE[tx.status]}>{TRANSACTION_STATUS_LABELS[tx.status]}</Badge>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
