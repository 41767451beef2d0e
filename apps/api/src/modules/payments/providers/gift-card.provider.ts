import { giveBackToCard } from '../../gift-cards/credit-plan';
import type { PaymentProvider, StartOutcome } from './provider';

/** Already taken in the order's write transaction (placement.ts), so starting or looking it up only says so. */
const taken = async (): Promise<StartOutcome> => ({ kind: 'paid', reference: '', card: null });

/**
 * A gift card: spent with a conditional update when the order is written; a refund puts the
 * amount back on the card (reference: the card's id), once per key.
 */
export const giftCardProvider: PaymentProvider = {
  method: 'gift_card',
  id: 'gift_card',
  start: taken,
  lookup: taken,
  capture: async (_ctx, reference) => ({ ok: true, reference }),
  async refund(ctx, reference, amount, key) {
    const after = await ctx.db.transaction().execute((trx) => giveBackToCard(trx, Number(reference), amount, key, 'refund', null));
    return after === null
      ? { ok: false, reason: 'unknown_reference', message: 'The gift card no longer exists.' }
      : { ok: true, reference: `${reference}:${key}` };
  },
};
