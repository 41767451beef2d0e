import type { Quote } from '@shopwright/shared/checkout';
import { formatMoney } from '@shopwright/shared/money';
import { TotalsList } from '../../components/orders/totals-list';

/** The quote's totals beside the steps: what the shopper will pay, as the server computed it. */
export function OrderSummary({ quote, updating }: { quote: Quote; updating: boolean }) {
  return (
    <aside
      className="h-fit rounded-2xl border border-line bg-surface p-6 lg:sticky lg:top-24"
      aria-label="Order summary"
      aria-busy={updating || undefined}
    >
      <h2 className="text-lg font-semibold">Order summary</h2>
      <p className="mt-1 text-sm text-muted">
        {quote.item_count} {quote.item_count === 1 ? 'item' : 'items'}
      </p>
      <div className={updating ? 'mt-4 opacity-60 transition-opacity' : 'mt-4'}>
        <TotalsList totals={{ ...quote, discount: quote.discount && { code: quote.discount.code, amount: quote.discount.amount } }} />
      </div>
      {quote.free_shipping_remaining !== null && (
        <p className="mt-4 rounded-lg bg-white px-3 py-2 text-xs text-muted">
          Add {formatMoney(quote.free_shipping_remaining, quote.currency)} more for free shipping.
        </p>
      )}
    </aside>
  );
}
