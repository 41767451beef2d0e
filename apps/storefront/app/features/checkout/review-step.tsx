import type { Quote } from '@shopwright/shared/checkout';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { OrderLines } from '../../components/orders/order-lines';
import { DiscountForm } from './discount-form';
import { useT } from '../../lib/i18n';

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
  return (
    <div className="space-y-5">
      {quote.notices.map((notice) => (
        <Banner key={notice} message={{ kind: 'error', text: notice }} />
      ))}
      <OrderLines lines={quote.lines} currency={quote.currency} label={t('checkout.itemsInOrder')} />
      <DiscountForm quote={quote} requested={code} pending={pending} onApply={onApplyCode} />
      <Button onClick={onDone}>{t('checkout.continueToPayment')}</Button>
    </div>
  );
}
