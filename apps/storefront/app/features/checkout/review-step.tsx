import type { Quote } from '@shopwright/shared/checkout';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { OrderLines } from '../../components/orders/order-lines';
import { DiscountForm } from './discount-form';
import { useT } from '../../lib/i18n';
import { useCart } from '../../lib/cart/cart-provider';

interface ReviewStepProps {
  quote: Quote;
  code: string | undefined;
  pending: boolean;
  onApplyCode: (code: string | undefined) => void;
  onDone: () => void;
}

/** The lines at current prices, what the shop changed in the cart, and the discount code. */
export function ReviewStep({ quote, code, pending, onApplyCode, onDone }: ReviewStepProps) {
  const t = useT();
  // A quote's line does not carry its gift card's recipient; the cart's line of the same amount does.
  const { items } = useCart();
  const lines = quote.lines.map((line) => ({
    ...line,
    gift_card: items.find((i) => i.product.id === line.product_id && (i.size ?? null) === line.size)?.gift_card,
  }));
  return (
    <div className="space-y-5">
      {quote.notices.map((notice) => (
        <Banner key={notice} message={{ kind: 'error', text: notice }} />
      ))}
      <OrderLines lines={lines} currency={quote.currency} label={t('checkout.itemsInOrder')} />
      <DiscountForm quote={quote} requested={code} pending={pending} onApply={onApplyCode} />
      <Button onClick={onDone}>{t('checkout.continueToPayment')}</Button>
    </div>
  );
}
