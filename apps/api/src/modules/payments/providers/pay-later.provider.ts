import { payLater } from '../pay-later';
import type { PaymentProvider, StartOutcome } from './provider';

async function invoice(orderId: number): Promise<StartOutcome> {
  const result = await payLater.authorize({ amount: 0, currency: '' });
  return { kind: 'invoiced', reference: result.ok ? result.reference : `inv_${orderId}` };
}

/** Pay later: an invoice is issued and no money moves until staff record it (capture). */
export const payLaterProvider: PaymentProvider = {
  method: 'pay_later',
  id: 'pay_later',
  start: (_ctx, order) => invoice(order.id),
  lookup: (_ctx, order) => invoice(order.id),
  capture: (_ctx, reference, amount) => payLater.capture(reference, amount),
  refund: (_ctx, reference, amount) => payLater.refund(reference, amount),
};
