import type { Quote } from '@shopwright/shared/checkout';
import { formatMoneyIn } from '@shopwright/shared/i18n/format';
import { TotalsList } from '../../components/orders/totals-list';
import { useT } from '../../lib/i18n';
import { CreditSummary } from './credit-summary';

/** The quote's totals beside the steps: what the shopper will pay, as the server computed it. */
export function OrderSummary({ quote, updating }: { quote: Quote; updating: boolean }) {
  const t = useT();
  return (
    <aside
      className="h-fit rounded-2xl border border-line bg-surface p-6 lg:sticky lg:top-24"
      aria-label={t('checkout.orderSummary')}
      aria-busy={updating || undefined}
    >
      <h2 className="text-lg font-semibold">{t('checkout.orderSummary')}</h2>
      <p className="mt-1 text-sm text-muted">{t('orders.itemCount', { count: quote.item_count })}</p>
      <div className={updating ? 'mt-4 opacity-60 transition-opacity' : 'mt-4'}>
        <TotalsList totals={{ ...quote, discount: quote.discount && { code: quote.discount.code, amount: quote.discount.amount } }} />
        <CreditSummary quote={quote} />
      </div>
      {quote.free_shipping_remaining !== null && (
        <p className="mt-4 rounded-lg bg-white px-3 py-2 text-xs text-muted">
          {t('checkout.freeShippingRemaining', { amount: formatMoneyIn(quote.free_shipping_remaining, quote.currency, t.lang) })}
        </p>
      )}
    </aside>
  );
}
