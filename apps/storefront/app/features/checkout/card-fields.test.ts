import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as M } from '@shopwright/shared/checkout';
import { cardErrors, cardErrorsFromApi, toCardInput } from './card-fields';

const now = new Date(Date.UTC(2030, 5, 15));
const valid = { number: '4242 4242 4242 4242', expiry: '06/30', cvc: '123', holder: 'Ada Buyer' };

describe('card form checks', () => {
  it('accepts a good card and turns it into the API payload', () => {
    expect(cardErrors(valid, now)).toEqual({});
    expect(toCardInput(valid)).toEqual({ number: '4242424242424242', exp_month: 6, exp_year: 2030, cvc: '123', holder: 'Ada Buyer' });
  });

  it('names each problem under its field', () => {
    expect(cardErrors({ number: '4242 4242 4242 4241', expiry: '05/30', cvc: '12', holder: ' ' }, now)).toEqual({
      number: M.cardNumberInvalid,
      expiry: M.cardExpired,
      cvc: M.cvcInvalid,
      holder: M.holderRequired,
    });
    expect(cardErrors({ ...valid, number: '', expiry: '13/30' }, now)).toEqual({ number: M.cardNumberRequired, expiry: M.expiryInvalid });
    expect(cardErrors({ ...valid, number: '4242 42' }, now)).toEqual({ number: M.cardNumberLength });
  });

  it("puts the API's field errors under the form's fields", () => {
    expect(cardErrorsFromApi({ 'payment.card.exp_month': [M.cardExpired], 'payment.card.number': [M.cardNumberInvalid] })).toEqual({
      expiry: M.cardExpired,
      number: M.cardNumberInvalid,
    });
  });
});
