import { abandonCharge, chargeOnce, findGatewayCall, refundOnce } from '../test-card-ledger';
import { chargeKey, type PaymentProvider, type StartOutcome } from './provider';

const outcomeOf = (call: { status: string; reference: string | null; card_brand: string | null; card_last4: string | null; failure_reason: string | null }): StartOutcome =>
  call.status === 'succeeded' && call.reference
    ? { kind: 'paid', reference: call.reference, card: call.card_brand && call.card_last4 ? { brand: call.card_brand, last4: call.card_last4 } : null }
    : { kind: 'refused', reason: (call.failure_reason as 'card_declined' | null) ?? null, message: 'The payment was refused.', card: null }; // prettier-ignore

/** The built-in test gateway: the card is authorized and captured at once under the order's key. */
export const testCardProvider: PaymentProvider = {
  method: 'card',
  id: 'test_card',
  async start(ctx, order, card) {
    const result = await chargeOnce(ctx, chargeKey(order.id), order.amount, order.currency, card);
    if (result.ok) return { kind: 'paid', reference: result.reference, card: result.card };
    return { kind: 'refused', reason: result.reason, message: result.message, card: null };
  },
  async lookup(ctx, order) {
    // A charge that never reached the gateway is marked abandoned first, so a late one cannot go through.
    const call = (await findGatewayCall(ctx.db, chargeKey(order.id))) ?? (await abandonCharge(ctx.db, chargeKey(order.id), order.amount));
    return outcomeOf(call);
  },
  // Charges are captured when authorized.
  async capture(_ctx, reference) {
    return { ok: true, reference };
  },
  refund: (ctx, reference, amount, key, currency) => refundOnce(ctx, key, reference, amount, 'refund', currency),
};
