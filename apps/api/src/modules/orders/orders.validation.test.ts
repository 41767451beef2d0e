import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES as A } from '@shopwright/shared/account';
import { CHECKOUT_MESSAGES as M } from '@shopwright/shared/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ORDER_ATTEMPTS_LIMIT } from './orders.routes';
import { ADDRESS, cardPayment, checkoutApi, orderBody, rowsOf, shopper, shopperWithCart, stockOf } from './orders.fixtures';

let t: TestApp;
let call: ReturnType<typeof checkoutApi>;
beforeAll(async () => {
  t = await createTestApp();
  call = checkoutApi(t);
});
afterAll(() => t.close());

const year = new Date().getUTCFullYear();
const card = (extra: Record<string, unknown>) => cardPayment(undefined, extra);

/** Each body, the field the 400 names and its message. */
const CASES: Array<[string, Record<string, unknown>, string, string]> = [
  ['a card number with letters', { payment: card({ number: '4242 4242 4242 42AB' }) }, 'payment.card.number', M.cardNumberDigits],
  ['a card number failing its checksum', { payment: card({ number: '4242 4242 4242 4241' }) }, 'payment.card.number', M.cardNumberInvalid],
  ['a card number too short', { payment: card({ number: '4242 4242' }) }, 'payment.card.number', M.cardNumberLength],
  ['an empty card number', { payment: card({ number: '' }) }, 'payment.card.number', M.cardNumberRequired],
  ['an expired card', { payment: card({ exp_month: 1, exp_year: year - 1 }) }, 'payment.card.exp_month', M.cardExpired],
  ['month 13', { payment: card({ exp_month: 13 }) }, 'payment.card.exp_month', M.expMonthInvalid],
  ['a two-digit year', { payment: card({ exp_year: 30 }) }, 'payment.card.exp_year', M.expYearInvalid],
  ['a CVC with letters', { payment: card({ cvc: '12a' }) }, 'payment.card.cvc', M.cvcInvalid],
  ['no card holder', { payment: card({ holder: '  ' }) }, 'payment.card.holder', M.holderRequired],
  ['a card payment without the card', { payment: { method: 'card' } }, 'payment.card', 'This field is required'],
  ['an unknown payment method', { payment: { method: 'bitcoin' } }, 'payment.method', M.paymentMethodInvalid],
  ['an unknown shipping method', { shipping_method: 'drone' }, 'shipping_method', M.shippingMethodInvalid],
  ['no shipping method', { shipping_method: undefined }, 'shipping_method', M.shippingMethodInvalid],
  ['an address without street', { shipping_address: { ...ADDRESS, line1: '' } }, 'shipping_address.line1', A.line1Required],
  ['an address without city', { shipping_address: { ...ADDRESS, city: undefined } }, 'shipping_address.city', A.cityRequired],
  ['an unknown country', { shipping_address: { ...ADDRESS, country: 'XX' } }, 'shipping_address.country', A.countryInvalid],
  ['a bad billing postal code', { billing_address: { ...ADDRESS, postal_code: '!!' } }, 'billing_address.postal_code', A.postalCodeInvalid],
  ['a malformed discount code', { discount_code: 'two words' }, 'discount_code', M.discountCodeInvalid],
  ['an expected total that is not money', { expected_total: 'ten' }, 'expected_total', M.expectedTotalInvalid],
  ['an expected total with three decimals', { expected_total: 10.005 }, 'expected_total', M.expectedTotalInvalid],
  ['an unknown field', { gift_wrap: true }, 'gift_wrap', 'Unknown field: gift_wrap'],
  ['an unknown card field', { payment: card({ pin: '0000' }) }, 'pin', 'Unknown field: pin'],
  ['an unknown address field', { shipping_address: { ...ADDRESS, floor: 3 } }, 'floor', 'Unknown field: floor'],
];

describe('POST orders: bad input is a 400 with field errors, and changes nothing', () => {
  for (const [name, overrides, field, message] of CASES) {
    it(`refuses ${name}`, async () => {
      const { shopper, product } = await shopperWithCart(t, { stock: 3 });
      const res = await call.place(shopper, orderBody(overrides));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.errors[field]).toEqual([message]);
      expect(await stockOf(t, product.id)).toBe(3);
      expect(await rowsOf(t, 'orders', shopper.id)).toEqual([]);
      expect(await rowsOf(t, 'payment_transactions', shopper.id)).toEqual([]);
    });
  }

  it('refuses a body that is not JSON, or not an object', async () => {
    const { shopper } = await shopperWithCart(t);
    const broken = await call.api.post('orders', '{"shipping_method":', {
      token: shopper.token,
      headers: { 'idempotency-key': 'k-123456789', 'content-type': 'application/json' },
    });
    expect([broken.status, broken.body.detail]).toEqual([400, 'The request body is not valid JSON.']);
    const list = await call.place(shopper, [] as unknown as Record<string, unknown>);
    expect(list.status).toBe(400);
  });
});

describe('POST orders: attempts per shopper', () => {
  it('answers 429 after too many attempts, for that shopper only', async () => {
    const { shopper: busy } = await shopperWithCart(t);
    for (let i = 0; i < ORDER_ATTEMPTS_LIMIT.max; i++) expect((await call.place(busy, orderBody(), null)).status).toBe(400);
    const limited = await call.place(busy, orderBody());
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect((await call.place(await shopper(t), orderBody(), null)).status).toBe(400);
  });
});
