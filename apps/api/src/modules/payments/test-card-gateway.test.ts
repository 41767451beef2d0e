import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as M } from '@shopwright/shared/checkout';
import { payLater } from './pay-later';
import { TEST_CARDS, testCardGateway } from './test-card-gateway';

const year = new Date().getUTCFullYear() + 1;
const card = (number: string, extra: Partial<{ exp_month: number; exp_year: number; cvc: string; holder: string }> = {}) => ({
  number,
  exp_month: 6,
  exp_year: year,
  cvc: '123',
  holder: 'Ada Buyer',
  ...extra,
});
const authorize = (number: string, extra = {}) => testCardGateway.authorize({ amount: 1999, currency: 'USD', card: card(number, extra) });

describe('the test card gateway', () => {
  it('authorizes the success cards, saying only brand and last four', async () => {
    expect(await authorize('4242 4242 4242 4242')).toMatchObject({
      ok: true,
      reference: expect.stringMatching(/^tch_[0-9a-f]{24}$/),
      card: { brand: 'visa', last4: '4242' },
    });
    expect(await authorize(TEST_CARDS.success[1])).toMatchObject({ ok: true, card: { brand: 'mastercard', last4: '4444' } });
    expect(await authorize(TEST_CARDS.success[2], { cvc: '1234' })).toMatchObject({ ok: true, card: { brand: 'amex', last4: '0005' } });
  });

  it('declines the decline cards with their reasons', async () => {
    expect(await authorize('4000 0000 0000 0002')).toEqual({ ok: false, reason: 'card_declined', message: M.cardDeclined });
    expect(await authorize('4000 0000 0000 9995')).toEqual({ ok: false, reason: 'insufficient_funds', message: M.insufficientFunds });
    expect(await authorize('4111 1111 1111 1111')).toEqual({ ok: false, reason: 'test_mode_card', message: M.testModeCard });
  });

  it('checks number, expiry, CVC and holder like a processor', async () => {
    const invalid = async (number: string, extra = {}) => {
      const result = await authorize(number, extra);
      return result.ok ? null : [result.reason, result.message];
    };
    expect(await invalid('4242 4242 4242 4241')).toEqual(['invalid_card', M.cardNumberInvalid]);
    expect(await invalid('4242', {})).toEqual(['invalid_card', M.cardNumberInvalid]);
    expect(await invalid('4242424242424242', { exp_year: year - 2 })).toEqual(['invalid_card', M.cardExpired]);
    expect(await invalid('4242424242424242', { exp_month: 0 })).toEqual(['invalid_card', M.expMonthInvalid]);
    expect(await invalid('4242424242424242', { cvc: '1234' })).toEqual(['invalid_card', M.cvcInvalid]);
    expect(await invalid(TEST_CARDS.success[2], { cvc: '123' })).toEqual(['invalid_card', M.cvcInvalid]);
    expect(await invalid('4242424242424242', { holder: ' ' })).toEqual(['invalid_card', M.holderRequired]);
    expect(await testCardGateway.authorize({ amount: 100, currency: 'USD' })).toMatchObject({ ok: false, reason: 'invalid_card' });
  });

  it('captures, refunds and voids only its own references', async () => {
    const auth = await authorize('4242424242424242');
    if (!auth.ok) throw new Error('authorize failed');
    expect(await testCardGateway.capture(auth.reference, 1999)).toEqual({ ok: true, reference: auth.reference });
    expect(await testCardGateway.refund(auth.reference, 500)).toMatchObject({ ok: true, reference: expect.stringMatching(/^tch_/) });
    expect(await testCardGateway.void(auth.reference)).toMatchObject({ ok: true });
    expect(await testCardGateway.refund('someone-else', 500)).toMatchObject({ ok: false, reason: 'unknown_reference' });
    expect(await testCardGateway.capture(auth.reference, -1)).toMatchObject({ ok: false });
  });
});

describe('pay later', () => {
  it('opens an invoice without a card, and records payments and refunds', async () => {
    const invoice = await payLater.authorize({ amount: 1999, currency: 'USD' });
    expect(invoice).toMatchObject({ ok: true, reference: expect.stringMatching(/^inv_/), card: null });
    if (!invoice.ok) return;
    expect(await payLater.capture(invoice.reference, 1999)).toEqual({ ok: true, reference: invoice.reference });
    expect(await payLater.refund(invoice.reference, 1999)).toEqual({ ok: true, reference: invoice.reference });
  });
});
