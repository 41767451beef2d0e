import { describe, expect, it } from 'vitest';
import { cardBrand, cardExpired, formatCardNumber, formatExpiry, luhnValid, parseExpiry } from './card';
import { CardSchema, PlaceOrderSchema } from './index';

describe('card helpers', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242424242ab')).toBe(false);
  });

  it('names the brand from the first digits', () => {
    expect(['4242', '5555', '2221', '3782', '6011', '9999'].map(cardBrand)).toEqual([
      'visa',
      'mastercard',
      'mastercard',
      'amex',
      'discover',
      'unknown',
    ]);
  });

  it('formats the number in groups of four and the expiry as MM/YY while typing', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42x4-24')).toBe('4242 4242 4');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
    expect(['0', '04', '042', '0427', '04/27', '5', '12345'].map(formatExpiry)).toEqual([
      '0',
      '04',
      '04/2',
      '04/27',
      '04/27',
      '05',
      '12/34',
    ]);
  });

  it('reads MM/YY and tells whether a card has expired (valid through its month)', () => {
    expect(parseExpiry('04/27')).toEqual({ exp_month: 4, exp_year: 2027 });
    expect(parseExpiry('13/27')).toBeNull();
    expect(parseExpiry('0427')).toBeNull();
    const now = new Date(Date.UTC(2030, 5, 15));
    expect(cardExpired(6, 2030, now)).toBe(false);
    expect(cardExpired(5, 2030, now)).toBe(true);
    expect(cardExpired(1, 2031, now)).toBe(false);
  });
});

describe('checkout schemas', () => {
  const valid = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 1, cvc: '123', holder: ' Ada ' };

  it('normalises a card as typed', () => {
    expect(CardSchema.parse(valid)).toEqual({ ...valid, number: '4242424242424242', holder: 'Ada' });
  });

  it('defaults nothing an order needs, and tidies the discount code', () => {
    const address = { full_name: 'Ada', line1: '1 Main St', city: 'Springfield', postal_code: '12345', country: 'us' };
    const parsed = PlaceOrderSchema.parse({
      shipping_address: address,
      shipping_method: 'express',
      discount_code: ' welcome10 ',
      payment: { method: 'pay_later' },
    });
    expect(parsed).toMatchObject({ shipping_method: 'express', discount_code: 'WELCOME10', payment: { method: 'pay_later' } });
    expect(parsed.shipping_address.country).toBe('US');
    // Without a shipping method the body parses: only a cart of gift cards may leave it out, which the
    // server decides from the cart (a cart with goods to ship answers 400 on shipping_method there).
    expect(PlaceOrderSchema.safeParse({ shipping_address: address, payment: { method: 'pay_later' } }).success).toBe(true);
    expect(PlaceOrderSchema.safeParse({ shipping_method: 'express', payment: { method: 'pay_later' } }).success).toBe(false);
  });
});
