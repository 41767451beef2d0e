import { CreditCard, FileText } from 'lucide';
import { Icon } from '../../components/ui/icon';
import type { PaymentMethod, Quote } from '@shopwright/shared/checkout';
import { formatMoney } from '@shopwright/shared/money';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { CardForm } from './card-form';
import type { CardFormValues } from './card-fields';
import type { CheckoutProblem } from './checkout-problems';

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
}: PaymentStepProps) {
  const method = quote.pay_later_enabled ? payment : cardMethod;
  const stripe = cardMethod === 'stripe';
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        onPlace();
      }}
    >
      {problem && <Banner message={{ kind: 'error', text: problem.message }} />}
      <fieldset className="space-y-3">
        <legend className="sr-only">Payment method</legend>
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
              <span className="block font-medium">Card (Stripe)</span>
              <span className="block text-sm text-muted">You pay on Stripe&apos;s secure page, then come back here.</span>
            </span>
          ) : (
            <span className="font-medium">Credit or debit card</span>
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
              <span className="block font-medium">Pay later</span>
              <span className="block text-sm text-muted">We send an invoice; your order is prepared once it is paid.</span>
            </span>
          </label>
        )}
      </fieldset>
      {method === 'card' && (
        <CardForm values={card} onChange={onCard} showAll={showCardErrors} serverErrors={problem?.cardErrors ?? NO_ERRORS} />
      )}
      <Button type="submit" className="w-full" loading={placing}>
        {method === 'card'
          ? `Pay ${formatMoney(quote.total, quote.currency)}`
          : method === 'stripe'
            ? `Continue to Stripe · ${formatMoney(quote.total, quote.currency)}`
            : `Place order · ${formatMoney(quote.total, quote.currency)}`}
      </Button>
      <p className="text-center text-xs text-muted">By placing your order you agree to the shop&apos;s terms of sale.</p>
    </form>
  );
}
