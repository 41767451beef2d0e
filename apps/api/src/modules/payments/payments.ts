import type { PaymentMethod } from '@shopwright/shared/checkout';
import type { AppContext } from '../../context';
import { payLater } from './pay-later';
import type { PaymentResult } from './payment-provider';
import { stripeRefund } from './stripe-checkout';
import { refundOnce } from './test-card-ledger';

/** The ledger's name of each payment method's provider. */
export const PROVIDER_OF = { card: 'test_card', pay_later: 'pay_later', stripe: 'stripe' } as const satisfies Record<PaymentMethod, string>;

/**
 * Gives money back through the order's provider, once per `key` (a retry after a crash gets the
 * first answer). Called outside any transaction: the caller reserved the amount before and
 * records the answer after (ADR 006).
 */
export function refundThrough(
  ctx: AppContext,
  method: PaymentMethod,
  reference: string,
  amount: number,
  key: string,
): Promise<PaymentResult> {
  if (method === 'card') return refundOnce(ctx, key, reference, amount);
  if (method === 'stripe') return stripeRefund(ctx, reference, amount, key);
  return payLater.refund(reference, amount);
}
