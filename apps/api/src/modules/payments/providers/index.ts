import type { PaymentMethod } from '@shopwright/shared/checkout';
import { payLaterProvider } from './pay-later.provider';
import type { PaymentProvider } from './provider';
import { stripeProvider } from './stripe.provider';
import { testCardProvider } from './test-card.provider';

export type { PaymentProvider, ProviderOrder, StartOutcome } from './provider';
export { chargeKey } from './provider';
export { STRIPE_UNREACHABLE } from './stripe.provider';

const PROVIDERS: Record<PaymentMethod, PaymentProvider> = { card: testCardProvider, pay_later: payLaterProvider, stripe: stripeProvider };

/** The provider behind a way of paying: the one place that maps methods to code. */
export const providerFor = (method: PaymentMethod): PaymentProvider => PROVIDERS[method];
