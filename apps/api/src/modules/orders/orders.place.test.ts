import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as M } from '@shopwright/shared/checkout';
import { setProductStock } from '../catalog/variants.repo';
import { updateProduct } from '../../../test/factories';
import { createTestApp, mailsTo, type TestApp } from '../../../test/test-app';
import {
  ADDRESS,
  CARDS,
  cardPayment,
  checkoutApi,
  discount,
  orderBody,
  rowsOf,
  setSettings,
  shopperWithCart,
  stockOf,
  timesUsed,
} from './orders.fixtures';

let t: TestApp;
let call: ReturnType<typeof checkoutApi>;
beforeAll(async () => {
  t = await createTestApp();
  call = checkoutApi(t);
});
afterAll(() => t.close());

const unitsSold = async (productId: number) =>
  Number((await t.ctx.db.selectFrom('products').select('units_sold').where('id', '=', productId).executeTakeFirstOrThrow()).units_sold);

describe('POST orders with a card', () => {
  it('places a confirmed, paid order: stock and cart move, the code is counted, a mail goes out', async () => {
    const codeId = await discount(t, { code: 'TAKE10', kind: 'percentage', value: 1000 });
    const { shopper, product } = await shopperWithCart(
      t,
      { name: 'Desk Lamp', sale_price: 2000, regular_price: 2500, stock: 5, colors: ['Red'] },
      2,
    );
    const billing = { ...ADDRESS, full_name: 'Ada Payer', line2: 'Suite 4', region: 'IL', phone: '+1 555 0100' };
    const res = await call.place(shopper, orderBody({ billing_address: billing, discount_code: 'take10', expected_total: 44.37 }));
    expect(res.status).toBe(201);
    const order = res.body;
    expect(order).toMatchObject({
      number: `SW-${100000 + order.id}`,
      status: 'confirmed',
      payment_status: 'paid',
      payment_method: 'card',
      currency: 'USD',
      item_count: 2,
      subtotal: 40,
      discount: { code: 'TAKE10', amount: 4 },
      shipping_method: 'standard',
      shipping: 4.99,
      tax_rate: 8.25,
      tax: 3.38,
      total: 44.37,
      refunded: 0,
      card: { brand: 'Visa', last4: '4242' },
      shipment: null,
      can_cancel: true,
    });
    expect(order.lines).toEqual([
      {
        id: expect.any(Number),
        product_id: product.id,
        name: 'Desk Lamp',
        slug: product.slug,
        image: null,
        color: 'Red',
        size: null,
        sku: `${product.slug.toUpperCase()}-RED`,
        variant_id: expect.any(Number),
        unit_price: 20,
        quantity: 2,
        line_total: 40,
        tax_rate: 8.25,
        tax: 2.97,
      },
    ]);
    expect(order.shipping_address).toEqual({ ...ADDRESS, line2: null, region: null, phone: null, company: null, vat_id: null });
    expect(order.billing_address).toEqual({ ...billing, company: null, vat_id: null });
    expect(order.payments).toEqual([
      { method: 'card', amount: 44.37, status: 'paid', refunded: 0, card: { brand: 'Visa', last4: '4242' } },
    ]);
    expect(order.events.map((e: { type: string; actor: string }) => [e.type, e.actor])).toEqual([
      ['placed', 'customer'],
      ['payment_captured', 'system'],
    ]);
    expect(order.events[1].message).toBe('Payment of $44.37 captured (Visa ending in 4242).');

    expect(await stockOf(t, product.id)).toBe(3);
    expect(await unitsSold(product.id)).toBe(2);
    expect((await call.cart(shopper)).cart_items).toEqual([]);
    expect(await timesUsed(t, codeId)).toBe(1);
    const payments = await rowsOf(t, 'payment_transactions', shopper.id);
    expect(payments.map((p) => [p.kind, p.status, Number(p.amount), p.card_brand, p.card_last4, p.order_id])).toEqual([
      ['authorize', 'succeeded', 4437, 'visa', '4242', order.id],
      ['capture', 'succeeded', 4437, 'visa', '4242', order.id],
    ]);
    const [mail] = await mailsTo(t, shopper.email);
    expect(mail?.subject).toBe(`Order ${order.number} confirmed`);
    expect(mail?.text_body).toContain(`2 x Desk Lamp (Red / SKU ${product.slug.toUpperCase()}-RED)  $40.00`);
    expect(mail?.text_body).toContain('Total: $44.37');
    expect(mail?.text_body).toContain(`http://localhost:9000/orders/${order.id}`);
  });

  it('stores nothing of the card but brand and last four digits', async () => {
    const { shopper } = await shopperWithCart(t);
    const res = await call.place(shopper, orderBody({ payment: cardPayment('5555-5555-5555-4444') }));
    expect(res.status).toBe(201);
    expect(res.body.card).toEqual({ brand: 'Mastercard', last4: '4444' });
    const stored = JSON.stringify([await rowsOf(t, 'orders', shopper.id), await rowsOf(t, 'payment_transactions', shopper.id)]);
    expect(stored).not.toContain('5555555555554444');
    const keys = await t.ctx.db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'response_body'])
      .where('user_id', '=', shopper.id)
      .execute();
    expect(JSON.stringify(keys)).not.toContain('5555555555554444');
  });

  for (const [name, number, reason, detail] of [
    ['a declined card', CARDS.declined, 'card_declined', M.cardDeclined],
    ['a card without funds', CARDS.noFunds, 'insufficient_funds', M.insufficientFunds],
    ['an unknown card in test mode', '4111 1111 1111 1111', 'test_mode_card', M.testModeCard],
  ] as const) {
    it(`answers 402 for ${name} and changes nothing`, async () => {
      const code = `NOPAY_${reason.toUpperCase()}`;
      const codeId = await discount(t, { code, kind: 'fixed', value: 100 });
      const { shopper, product } = await shopperWithCart(t, { stock: 4 }, 2);
      const cartBefore = await call.cart(shopper);
      const res = await call.place(shopper, orderBody({ payment: cardPayment(number), discount_code: code }));
      expect(res.status).toBe(402);
      expect(res.body).toEqual({ detail, code: 'PAYMENT_FAILED', errors: { payment: [detail] } });
      expect(await rowsOf(t, 'orders', shopper.id)).toEqual([]);
      expect(await stockOf(t, product.id)).toBe(4);
      expect(await call.cart(shopper)).toEqual(cartBefore);
      expect(await timesUsed(t, codeId)).toBe(0);
      const payments = await rowsOf(t, 'payment_transactions', shopper.id);
      expect(payments.map((p) => [p.kind, p.status, p.failure_reason, p.order_id, p.card_last4])).toEqual([
        ['authorize', 'failed', reason, null, number.slice(-4)],
      ]);
    });
  }
});

describe('POST orders with pay later', () => {
  it('places a pending, unpaid order on an invoice', async () => {
    const { shopper, product } = await shopperWithCart(t, { stock: 3 });
    const res = await call.place(shopper, orderBody({ payment: { method: 'pay_later' } }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
      payment_method: 'pay_later',
      card: null,
      can_cancel: true,
    });
    expect(res.body.events.map((e: { type: string }) => e.type)).toEqual(['placed', 'invoice_issued']);
    expect(await stockOf(t, product.id)).toBe(2);
    const payments = await rowsOf(t, 'payment_transactions', shopper.id);
    expect(payments.map((p) => [p.provider, p.kind, p.status])).toEqual([['pay_later', 'authorize', 'pending']]);
    const [mail] = await mailsTo(t, shopper.email);
    expect(mail?.subject).toBe(`Order ${res.body.number} received: payment pending`);
  });

  it('is refused with a clear reason when the shop turned it off', async () => {
    await setSettings(t, { pay_later_enabled: false });
    try {
      const { shopper, product } = await shopperWithCart(t);
      const res = await call.place(shopper, orderBody({ payment: { method: 'pay_later' } }));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ detail: M.payLaterDisabled, code: 'CONFLICT', errors: { 'payment.method': [M.payLaterDisabled] } });
      expect(await stockOf(t, product.id)).toBe(10);
      const quote = await call.quote(shopper, {});
      expect(quote.body.pay_later_enabled).toBe(false);
    } finally {
      await setSettings(t, { pay_later_enabled: true });
    }
  });
});

describe('POST orders: what changed answers 409', () => {
  it('an empty cart', async () => {
    const { shopper } = await shopperWithCart(t);
    await call.api.delete('products/clear-cart', { token: shopper.token });
    const res = await call.place(shopper);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(M.cartEmpty);
  });

  it('a line that sold out or has fewer units left, fixing the cart', async () => {
    const { shopper, product } = await shopperWithCart(t, { name: 'Kettle', stock: 5 }, 3);
    await setProductStock(t.ctx.db, product.id, 2);
    const res = await call.place(shopper);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      detail: M.cartChanged,
      code: 'OUT_OF_STOCK',
      errors: { cart: ['Only 2 of "Kettle" left in stock: your cart now holds 2.'] },
    });
    expect((await call.cart(shopper)).cart_items[0].quantity).toBe(2);
    expect(await stockOf(t, product.id)).toBe(2);
    expect((await call.place(shopper)).status).toBe(201);
    expect(await stockOf(t, product.id)).toBe(0);
  });

  it('a total other than the one the shopper was shown', async () => {
    const { shopper, product } = await shopperWithCart(t, { sale_price: 1000, regular_price: 1000 });
    const shown = (await call.quote(shopper, {})).body.total;
    await updateProduct(t.ctx.db, product.id, { sale_price: 1200, regular_price: 1200 });
    const res = await call.place(shopper, orderBody({ expected_total: shown }));
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(M.priceChanged('$16.23', '$18.39'));
    expect(res.body.errors.expected_total).toEqual([res.body.detail]);
    expect(await stockOf(t, product.id)).toBe(10);
    expect((await call.place(shopper, orderBody({ expected_total: 18.39 }))).status).toBe(201);
  });

  it('a refused discount code, with its reason', async () => {
    await discount(t, { code: 'LATE', kind: 'fixed', value: 100, ends_at: new Date(Date.now() - 1000).toISOString() });
    const { shopper } = await shopperWithCart(t);
    const res = await call.place(shopper, orderBody({ discount_code: 'LATE' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: M.discountExpired, code: 'CONFLICT', errors: { discount_code: [M.discountExpired] } });
  });

  it('the last use of a limited code goes to one order only', async () => {
    const codeId = await discount(t, { code: 'LASTONE', kind: 'fixed', value: 100, usage_limit: 1 });
    const first = await shopperWithCart(t);
    const second = await shopperWithCart(t);
    expect((await call.place(first.shopper, orderBody({ discount_code: 'LASTONE' }))).status).toBe(201);
    const res = await call.place(second.shopper, orderBody({ discount_code: 'LASTONE' }));
    expect(res.status).toBe(409);
    expect(res.body.errors.discount_code).toEqual([M.discountExhausted]);
    expect(await timesUsed(t, codeId)).toBe(1);
  });
});
