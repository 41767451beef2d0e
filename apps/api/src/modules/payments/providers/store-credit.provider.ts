import { refundStoreCredit } from '../../store-credit/store-credit.service';
import type { PaymentProvider, StartOutcome } from './provider';

const taken = async (): Promise<StartOutcome> => ({ kind: 'paid', reference: '', card: null });

/**
 * Store credit: taken from the customer's balance when the order is written; a refund credits the
 * balance back (reference: the key of the spend movement), once per key.
 */
export const storeCreditProvider: PaymentProvider = {
  method: 'store_credit',
  id: 'store_credit',
  start: taken,
  lookup: taken,
  capture: async (_ctx, reference) => ({ ok: true, reference }),
  async refund(ctx, reference, amount, key) {
    const done = await refundStoreCredit(ctx.db, reference, amount, key);
    return done
      ? { ok: true, reference: key }
      : { ok: false, reason: 'unknown_reference', message: 'The store credit payment was not found.' };
  },
};
