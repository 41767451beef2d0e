import type { PaymentMethod } from '@shopwright/shared/checkout';
import { payLater } from './pay-later';
import type { PaymentProvider } from './payment-provider';
import { testCardGateway } from './test-card-gateway';

/** The provider behind each payment method. A real card processor replaces the test gateway here. */
const providers: Record<PaymentMethod, PaymentProvider> = { card: testCardGateway, pay_later: payLater };

export const providerFor = (method: PaymentMethod): PaymentProvider => providers[method];
