import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as M } from '@shopwright/shared/checkout';
import { CREDIT_MESSAGES } from '@shopwright/shared/credit';
import { ApiError } from '@shopwright/shared/http';
import { problemOf } from './checkout-problems';

describe('problemOf', () => {
  it('sends a declined card back to the payment step with the reason', () => {
    expect(problemOf(new ApiError(402, M.cardDeclined, 'PAYMENT_FAILED', { payment: [M.cardDeclined] }))).toMatchObject({
      step: 'payment',
      message: M.cardDeclined,
      stale: false,
    });
  });

  it('sends stock and price changes back to the review, naming each change, and asks for a fresh quote', () => {
    const soldOut = new ApiError(409, M.cartChanged, 'OUT_OF_STOCK', { cart: ['"Lamp" is sold out and was removed from your cart.'] });
    expect(problemOf(soldOut)).toEqual({
      step: 'review',
      message: M.cartChanged,
      details: ['"Lamp" is sold out and was removed from your cart.'],
      cardErrors: {},
      stale: true,
      unclear: false,
    });
    expect(problemOf(new ApiError(409, 'Total changed', 'CONFLICT', { expected_total: ['Total changed'] }))).toMatchObject({
      step: 'review',
      details: [],
      stale: true,
    });
    expect(problemOf(new ApiError(409, M.cartEmpty, 'CONFLICT'))).toMatchObject({ step: 'review' });
  });

  it('puts card field errors under the card fields and address errors on the address step', () => {
    const card = new ApiError(400, M.cardExpired, 'VALIDATION_ERROR', { 'payment.card.exp_month': [M.cardExpired] });
    expect(problemOf(card)).toMatchObject({ step: 'payment', cardErrors: { expiry: M.cardExpired } });
    expect(
      problemOf(new ApiError(400, 'City is required', 'VALIDATION_ERROR', { 'shipping_address.city': ['City is required'] })).step,
    ).toBe('address');
    expect(problemOf(new ApiError(409, M.payLaterDisabled, 'CONFLICT', { 'payment.method': [M.payLaterDisabled] }))).toMatchObject({
      step: 'payment',
      stale: true,
    });
  });

  it('sends a gift card or store credit spent meanwhile back to the payment step with a fresh quote', () => {
    const card = new ApiError(409, CREDIT_MESSAGES.spentMeanwhile, 'CONFLICT', { gift_cards: [CREDIT_MESSAGES.spentMeanwhile] });
    expect(problemOf(card)).toMatchObject({ step: 'payment', message: CREDIT_MESSAGES.spentMeanwhile, stale: true });
    const credit = new ApiError(409, CREDIT_MESSAGES.creditSpentMeanwhile, 'CONFLICT', {
      use_store_credit: [CREDIT_MESSAGES.creditSpentMeanwhile],
    });
    expect(problemOf(credit)).toMatchObject({ step: 'payment', stale: true });
  });

  it('keeps the attempt for a retry after a network failure', () => {
    expect(problemOf(new ApiError(0, 'offline', 'NETWORK_ERROR'))).toMatchObject({
      step: 'payment',
      unclear: true,
      message: expect.stringMatching(/will not be charged twice/),
    });
    expect(problemOf(new ApiError(409, M.requestInProgress, 'CONFLICT'))).toMatchObject({ step: 'payment', unclear: true });
    expect(problemOf(new ApiError(402, M.cardDeclined, 'PAYMENT_FAILED')).unclear).toBe(false);
  });
});
