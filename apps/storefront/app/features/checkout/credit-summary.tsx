import type { Quote } from '@shopwright/shared/checkout';
import { maskedGiftCard } from '@shopwright/shared/credit';
import { formatMoneyIn } from '@shopwright/shared/i18n/format';
import { useT } from '../../lib/i18n';

/** Under the total: what each gift card and the store credit pay, and the amount still due from the card, Stripe or pay later. */
export function CreditSummary({ quote }: { quote: Quote }) {
  const t = useT();
  if (quote.payments.length === 0) return null;
  const money = (amount: number) => formatMoneyIn(amount, quote.currency, t.lang);
  return (
    <dl className="mt-3 space-y-2 border-t border-line pt-3 text-sm" aria-label={t('creditPage.summaryLabel')} data-testid="credit-summary">
      {quote.payments.map((p, i) => (
        <div key={`${p.source}-${i}`} className="flex justify-between gap-4">
          <dt className="text-muted">
            {p.source === 'gift_card' ? t('creditPage.giftCardLine', { card: maskedGiftCard(p.last4) }) : t('creditPage.storeCredit')}
          </dt>
          <dd className="tabular-nums text-green-700">−{money(p.amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 text-base font-semibold">
        <dt>{t('creditPage.amountDue')}</dt>
        <dd className="tabular-nums" data-testid="amount-due">
          {money(quote.amount_due)}
        </dd>
      </div>
    </dl>
  );
}
