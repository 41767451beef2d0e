import { formatMoneyIn } from '@shopwright/shared/i18n/format';
import { Banner } from '../../components/ui/banner';
import { addressLine, AddressStep } from './address-step';
import type { CheckoutStep } from './checkout-problems';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import { ShippingStep } from './shipping-step';
import { StepSection, type StepState } from './step-section';
import { ApiError } from '@shopwright/shared/http';
import { STEPS, type CheckoutState } from './use-checkout';
import { useT } from '../../lib/i18n';
import { CreditSources } from './credit-sources';

/** The server's word on the VAT number typed, when the quote was refused for it. */
const vatErrorOf = (error: unknown) => (error instanceof ApiError ? error.errors?.['address.vat_id']?.[0] : undefined);

/** The four steps beside the order summary; `checkout` holds the state (use-checkout). */
export function CheckoutPage({ checkout }: { checkout: CheckoutState }) {
  const { step, go, quote: query, address, problem } = checkout;
  const quote = query.data;
  const t = useT();
  const stateOf = (s: CheckoutStep): StepState => (STEPS.indexOf(s) < STEPS.indexOf(step) ? 'done' : s === step ? 'active' : 'upcoming');
  const quoteMissing = <div className="h-24 animate-pulse rounded-xl bg-surface" aria-busy="true" aria-label={t('checkout.pricing')} />;
  const shipping = quote?.shipping_options.find((o) => o.id === checkout.method);
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_360px]">
      <div className="space-y-4">
        <StepSection
          index={1}
          title={t('checkout.shippingAddress')}
          state={stateOf('address')}
          summary={address && addressLine(address, t)}
          onEdit={() => go('address')}
        >
          <AddressStep
            initial={address}
            onDone={checkout.chooseAddress}
            onPlaceChange={checkout.choosePlace}
            vatError={vatErrorOf(query.error)}
            next={checkout.nothingShips ? t('checkout.continueToReview') : t('checkout.continueToDelivery')}
          />
        </StepSection>
        <StepSection
          index={2}
          title={t('checkout.delivery')}
          state={stateOf('shipping')}
          summary={
            checkout.nothingShips
              ? t('giftCardSale.noShipping')
              : shipping &&
                `${shipping.label} · ${shipping.free ? t('common.free') : formatMoneyIn(shipping.price, quote!.currency, t.lang)}`
          }
          onEdit={checkout.nothingShips ? undefined : () => go('shipping')}
        >
          {checkout.nothingShips ? (
            <p className="text-sm text-muted">{t('giftCardSale.noShipping')}</p>
          ) : quote ? (
            <ShippingStep
              options={quote.shipping_options}
              currency={quote.currency}
              value={checkout.method}
              onChange={checkout.setMethod}
              onDone={() => go('review')}
            />
          ) : (
            quoteMissing
          )}
        </StepSection>
        <StepSection
          index={3}
          title={t('checkout.review')}
          state={stateOf('review')}
          summary={
            quote &&
            (quote.discount
              ? t('checkout.reviewSummaryCode', { count: quote.item_count, code: quote.discount.code })
              : t('checkout.reviewSummary', { count: quote.item_count }))
          }
          onEdit={() => go('review')}
        >
          {problem?.step === 'review' && (
            <div className="mb-4 space-y-2">
              <Banner message={{ kind: 'error', text: problem.message }} />
              {problem.details.map((d) => (
                <Banner key={d} message={{ kind: 'error', text: d }} />
              ))}
            </div>
          )}
          {quote ? (
            <ReviewStep
              quote={quote}
              code={checkout.code}
              pending={query.isFetching}
              onApplyCode={checkout.setCode}
              onDone={() => go('payment')}
            />
          ) : (
            quoteMissing
          )}
        </StepSection>
        <StepSection index={4} title={t('checkout.payment')} state={stateOf('payment')}>
          {quote ? (
            <PaymentStep
              quote={quote}
              cardMethod={checkout.cardMethod}
              payment={checkout.payment}
              onPayment={checkout.setPayment}
              card={checkout.card}
              onCard={checkout.setCard}
              showCardErrors={checkout.showCardErrors}
              problem={problem?.step === 'payment' ? problem : null}
              placing={checkout.placing}
              onPlace={checkout.submit}
              credit={<CreditSources quote={quote} choice={checkout.credit} onChange={checkout.setCredit} pending={query.isFetching} />}
            />
          ) : (
            quoteMissing
          )}
        </StepSection>
      </div>
      {quote ? (
        <OrderSummary quote={quote} updating={query.isFetching} />
      ) : (
        <div className="h-64 animate-pulse rounded-2xl bg-surface" aria-hidden="true" />
      )}
    </div>
  );
}
