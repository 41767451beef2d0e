import { randomBytes } from 'node:crypto';
import { CHECKOUT_MESSAGES as M, cardBrand, cardDigits, cardExpired, luhnValid } from '@shopwright/shared/checkout';
import type { AuthorizeRequest, AuthorizeResult, CardDetails, GatewayClient, PaymentResult } from './payment-provider';

/** The numbers the test gateway knows, as a processor's test mode does; any other real-looking number is refused. */
export const TEST_CARDS = {
  success: ['4242424242424242', '5555555555554444', '378282246310005', '6011111111111117'],
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const PREFIX = 'tch_';
const newReference = () => `${PREFIX}${randomBytes(12).toString('hex')}`;
const fail = (reason: Extract<PaymentResult, { ok: false }>['reason'], message: string) => ({ ok: false, reason, message }) as const;

/** The checks a processor makes before looking at the account: number, expiry, CVC and holder. */
function invalidCard(card: CardDetails): string | null {
  const digits = cardDigits(card.number);
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return M.cardNumberInvalid;
  if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > 12) return M.expMonthInvalid;
  if (cardExpired(card.exp_month, card.exp_year)) return M.cardExpired;
  const cvcLength = cardBrand(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) return M.cvcInvalid;
  if (card.holder.trim() === '') return M.holderRequired;
  return null;
}

/**
 * The built-in card gateway, behaving like a processor's test mode: 4242 4242 4242 4242 (and
 * the other success cards) pay, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has
 * insufficient funds. It keeps no state of its own: the orders module stores every call's
 * result and checks amounts against them before capturing or refunding.
 */
export const testCardGateway: GatewayClient = {
  id: 'test_card',

  async authorize({ amount, card }: AuthorizeRequest): Promise<AuthorizeResult> {
    if (!card) return fail('invalid_card', M.cardNumberRequired);
    const problem = invalidCard(card);
    if (problem) return fail('invalid_card', problem);
    const digits = cardDigits(card.number);
    if (digits === TEST_CARDS.declined) return fail('card_declined', M.cardDeclined);
    if (digits === TEST_CARDS.insufficientFunds) return fail('insufficient_funds', M.insufficientFunds);
    if (!(TEST_CARDS.success as readonly string[]).includes(digits)) return fail('test_mode_card', M.testModeCard);
    if (!Number.isSafeInteger(amount) || amount < 0) return fail('card_declined', M.cardDeclined);
    return { ok: true, reference: newReference(), card: { brand: cardBrand(digits), last4: digits.slice(-4) } };
  },

  async capture(reference: string, amount: number) {
    return reference.startsWith(PREFIX) && amount >= 0 ? { ok: true, reference } : fail('unknown_reference', M.paymentUnavailable);
  },

  async refund(reference: string, amount: number) {
    return reference.startsWith(PREFIX) && amount > 0
      ? { ok: true, reference: newReference() }
      : fail('unknown_reference', M.paymentUnavailable);
  },

  async void(reference: string) {
    return reference.startsWith(PREFIX) ? { ok: true, reference } : fail('unknown_reference', M.paymentUnavailable);
  },
};
