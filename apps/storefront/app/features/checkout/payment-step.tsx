import type { ReactNode } from 'react';
import { CreditCard, FileText } from 'lucide';
import { Icon } from '../../components/ui/icon';
import type { PaymentMethod, Quote } from '@shopwright/shared/checkout';
import { formatMoneyIn } from '@shopwright/shared/i18n/format';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { CardForm } from './card-form';
import type { CardFormValues } from './card-fields';
import type { CheckoutProblem } from './checkout-problems';
import { useT } from '../../lib/i18n';

interface PaymentStepProps {
  quote: Quote;
  /** 'stripe' when cards are paid on Stripe's hosted page, else the built-in card form. */
  cardMethod: PaymentMethod;
  payment: PaymentMethod;
  onPayment: (method: PaymentMethod) => void;
  card: CardFormValues;
  onCard: (card: CardFormValues) => void;
  showCardErrors: boolean;
  problem: CheckoutProblem | null;
  placing: boolean;
  onPlace: () => void;
  /** Gift cards and store credit (their own forms, so beside this one rather than inside it). */
  credit?: ReactNode;
}

const NO_ERRORS = {};

const option = (checked: boolean) =>
  cn(
    'flex cursor-pointer items-center gap-3 rounded-xl border p-4 transition-colors duration-150',
    checked ? 'border-brand-600 bg-brand-50' : 'border-line hover:bg-surface',
  );

/** Card (the built-in form, or Stripe's page when set up) or pay later (when the shop allows it), then the one button that places the order. */
export function PaymentStep({
  quote,
  cardMethod,
  payment,
  onPayment,
  card,
  onCard,
  showCardErrors,
  problem,
  placing,
  onPlace,
  credit,
}: PaymentStepProps) {
  const method = quote.pay_later_enabled ? payment : cardMethod;
  const stripe = cardMethod === 'stripe';
  const t = useT();
  // What the card, Stripe or pay later is asked for: the total less gift cards and store credit.
  const total = formatMoneyIn(quote.amount_due, quote.currency, t.lang);
  const nothingDue = quote.amount_due === 0;
  return (
    <div className="space-y-5">
      {problem && <Banner message={{ kind: 'error', text: problem.message }} />}
      {credit}
      <form
        noValidate
        className="space-y-5"
        onSubmit={(e) => {
          e.preventDefault();
          onPlace();
        }}
      >
        {!nothingDue && (
          <fieldset className="space-y-3">
            <legend className="sr-only">{t('payment.method')}</legend>
            <label className={option(method === cardMethod)}>
              <input
                type="radio"
                name="payment-method"
                checked={method === cardMethod}
                onChange={() => onPayment(cardMethod)}
                className="accent-brand-600"
              />
              <Icon node={CreditCard} className="h-5 w-5 text-muted" />
              {stripe ? (
                <span>
                  <span className="block font-medium">{t('payment.stripe')}</span>
                  <span className="block text-sm text-muted">{t('payment.stripeHint')}</span>
                </span>
              ) : (
                <span className="font-medium">{t('payment.card')}</span>
              )}
            </label>
            {quote.pay_later_enabled && (
              <label className={option(method === 'pay_later')}>
                <input
                  type="radio"
                  name="payment-method"
                  checked={method === 'pay_later'}
                  onChange={() => onPayment('pay_later')}
                  className="accent-brand-600"
                />
                <Icon node={FileText} className="h-5 w-5 text-muted" />
                <span>
                  <span className="block font-medium">{t('payment.payLater')}</span>
                  <span className="block text-sm text-muted">{t('payment.payLaterHint')}</span>
                </span>
              </label>
            )}
          </fieldset>
        )}
        {!nothingDue && method === 'card' && (
          <CardForm values={card} onChange={onCard} showAll={showCardErrors} serverErrors={problem?.cardErrors ?? NO_ERRORS} />
        )}
        <Button type="submit" className="w-full" loading={placing}>
          {nothingDue
            ? t('creditPage.placeOrderPaid', { total: formatMoneyIn(quote.total, quote.currency, t.lang) })
            : method === 'card'
              ? t('payment.pay', { total })
              : method === 'stripe'
                ? t('payment.continueToStripe', { total })
                : t('payment.placeOrder', { total })}
        </Button>
        <p className="text-center text-xs text-muted">{t('payment.terms')}</p>
      </form>
    </div>
  );
}
