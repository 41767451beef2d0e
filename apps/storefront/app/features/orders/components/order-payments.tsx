import type { ReactNode } from 'react';
import { CreditCard, FileText, Gift, Wallet } from 'lucide';
import type { Order } from '@shopwright/shared/orders';
import { formatMoneyIn } from '@shopwright/shared/i18n/format';
import { Icon, type IconNode } from '../../../components/ui/icon';
import { useT, type Translator } from '../../../lib/i18n';

type Payment = Order['payments'][number];

const ICONS: Record<Payment['method'], IconNode> = {
  card: CreditCard,
  stripe: CreditCard,
  pay_later: FileText,
  gift_card: Gift,
  store_credit: Wallet,
};

/** In the order they were taken: gift cards, store credit, then the card, Stripe or the invoice. */
const RANK: Record<Payment['method'], number> = { gift_card: 0, store_credit: 1, card: 2, stripe: 2, pay_later: 2 };

function paymentLabel(payment: Payment, t: Translator): string {
  switch (payment.method) {
    case 'gift_card':
      return payment.gift_card_last4 ? t('creditPage.giftCardEnding', { last4: payment.gift_card_last4 }) : t('creditPage.giftCard');
    case 'store_credit':
      return t('creditPage.storeCredit');
    case 'pay_later':
      return t('creditPage.payLater');
    default:
      return payment.card ? t('creditPage.cardEnding', { brand: payment.card.brand, last4: payment.card.last4 }) : t('creditPage.card');
  }
}

/**
 * An order paid from several sources (gift cards, store credit, then the card or an invoice): each
 * with what it paid and what was refunded of it. An order paid one way keeps its one line (`children`).
 */
export function OrderPayments({ order, children }: { order: Order; children: ReactNode }) {
  const t = useT();
  if (!order.payments.some((p) => p.method === 'gift_card' || p.method === 'store_credit')) return children;
  const money = (amount: number) => formatMoneyIn(amount, order.currency, t.lang);
  const invoice = order.payments.find((p) => p.method === 'pay_later' && p.status === 'pending');
  return (
    <div className="space-y-3">
      <ul className="space-y-2 text-sm" aria-label={t('creditPage.paymentsLabel')} data-testid="order-payments">
        {[...order.payments]
          .sort((a, b) => RANK[a.method] - RANK[b.method])
          .map((payment, i) => (
            <li key={`${payment.method}-${i}`} className="flex items-start justify-between gap-3">
              <span className="flex min-w-0 items-start gap-2">
                <Icon node={ICONS[payment.method]} className="mt-0.5 h-4 w-4 shrink-0 text-muted" />
                <span>
                  {paymentLabel(payment, t)}
                  {payment.refunded > 0 && (
                    <span className="block text-xs text-muted">{t('creditPage.refundedOf', { amount: money(payment.refunded) })}</span>
                  )}
                </span>
              </span>
              <span className="tabular-nums">{money(payment.amount)}</span>
            </li>
          ))}
      </ul>
      {invoice && order.payment_status === 'unpaid' && (
        <p className="text-sm text-muted">{t('creditPage.payInvoice', { amount: money(invoice.amount), number: order.number })}</p>
      )}
    </div>
  );
}
