import type { OrderPaymentMethod } from '@shopwright/shared/orders';
import { giftCardProvider } from './gift-card.provider';
import { payLaterProvider } from './pay-later.provider';
import type { PaymentProvider } from './provider';
import { storeCreditProvider } from './store-credit.provider';
import { stripeProvider } from './stripe.provider';
import { testCardProvider } from './test-card.provider';

export type { PaymentProvider, ProviderOrder, StartOutcome } from './provider';
export { chargeKey } from './provider';
export { STRIPE_UNREACHABLE } from './stripe.provider';

const PROVIDERS: Record<OrderPaymentMethod, PaymentProvider> = {
  card: testCardProvider,
  pay_later: payLaterProvider,
  stripe: stripeProvider,
  gift_card: giftCardProvider,
  store_credit: storeCreditProvider,
};

/** The provider behind a way of paying: the one place that maps methods to code. */
export const providerFor = (method: OrderPaymentMethod): PaymentProvider => PROVIDERS[method];

/** Gift cards and store credit: taken when the order is written, before the way of paying is asked for the rest. */
export const isCreditMethod = (method: string): method is 'gift_card' | 'store_credit' =>
  method === 'gift_card' || method === 'store_credit';
