import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as M } from '@shopwright/shared/checkout';
import { NOT_AUTHENTICATED_DETAIL } from '@shopwright/shared/errors';
import { setProductStock } from '../catalog/variants.repo';
import { updateProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ADDRESS, checkoutApi, discount, orderBody, setSettings, shopperWithCart } from '../orders/orders.fixtures';

let t: TestApp;
let call: ReturnType<typeof checkoutApi>;
beforeAll(async () => {
  t = await createTestApp();
  call = checkoutApi(t);
});
afterAll(() => t.close());

/** A shopper with `quantity` units of a $8.00 product (defaults: tax 8.25 %, Standard 4.99, Express 14.99, free from 50.00). */
const cartOf = (quantity: number, salePrice = 800) =>
  shopperWithCart(t, { sale_price: salePrice, regular_price: Math.max(salePrice, 1000), stock: 50 }, quantity);
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('POST checkout/quote: totals', () => {
  it('prices every line from the current sale price, with Standard shipping and tax on goods and shipping', async () => {
    const { shopper, product } = await cartOf(2);
    const res = await call.quote(shopper, { shipping_method: 'standard' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      currency: 'USD',
      item_count: 2,
      subtotal: 16,
      discount: null,
      discount_error: null,
      shipping_method: 'standard',
      shipping: 4.99,
      tax_rate: 8.25,
      tax: 1.73,
      total: 22.72,
      free_shipping_remaining: 34,
      pay_later_enabled: true,
      notices: [],
    });
    expect(res.body.lines).toEqual([
      {
        product_id: product.id,
        name: product.name,
        slug: product.slug,
        image: null,
        color: null,
        size: null,
        sku: product.slug.toUpperCase(),
        variant_id: expect.any(Number),
        unit_price: 8,
        quantity: 2,
        line_total: 16,
        tax_category: 'standard',
        tax_rate: 8.25,
        tax: 1.32,
      },
    ]);
    expect(res.body).toMatchObject({
      shipping_tax: 0.41,
      taxes: [{ name: 'Tax', rate: 8.25, amount: 1.73 }],
      prices_include_tax: false,
      reverse_charge: false,
      tax_note: null,
    });
    expect(res.body.shipping_options).toEqual([
      { id: 'standard', label: 'Standard', estimate: '3-5 business days', price: 4.99, free: false },
      { id: 'express', label: 'Express', estimate: '1-2 business days', price: 14.99, free: false },
    ]);
  });

  it('follows a price change at once (the cart keeps no prices)', async () => {
    const { shopper, product } = await cartOf(1);
    await updateProduct(t.ctx.db, product.id, { sale_price: 700 });
    const res = await call.quote(shopper, {});
    expect(res.body.subtotal).toBe(7);
    expect(res.body.shipping_method).toBe('standard');
  });

  it('applies a percentage code above its minimum subtotal', async () => {
    await discount(t, { code: 'PCT10', kind: 'percentage', value: 1000, min_subtotal: 2000 });
    const { shopper } = await cartOf(3);
    const res = await call.quote(shopper, { shipping_method: 'standard', discount_code: ' pct10 ' });
    expect(res.body).toMatchObject({
      subtotal: 24,
      discount: { code: 'PCT10', kind: 'percentage', value: 10, amount: 2.4 },
      shipping: 4.99,
      tax: 2.19,
      total: 28.78,
    });
  });

  it('applies a fixed code, never more than the subtotal', async () => {
    await discount(t, { code: 'FIVE', kind: 'fixed', value: 500, min_subtotal: 3000 });
    await discount(t, { code: 'HUGE', kind: 'fixed', value: 100_000 });
    const { shopper } = await cartOf(4);
    const five = await call.quote(shopper, { discount_code: 'FIVE' });
    expect(five.body).toMatchObject({
      subtotal: 32,
      discount: { code: 'FIVE', kind: 'fixed', value: 5, amount: 5 },
      tax: 2.64,
      total: 34.63,
    });
    const huge = await call.quote(shopper, { discount_code: 'HUGE' });
    expect(huge.body).toMatchObject({ subtotal: 32, discount: { amount: 32 }, shipping: 4.99, tax: 0.41, total: 5.4 });
  });

  it('ships Standard free from the threshold (after discounts); Express always costs', async () => {
    await discount(t, { code: 'TENOFF', kind: 'fixed', value: 1000 });
    const { shopper } = await cartOf(7);
    const free = await call.quote(shopper, { shipping_method: 'standard' });
    expect(free.body).toMatchObject({ subtotal: 56, shipping: 0, tax: 4.62, total: 60.62, free_shipping_remaining: null });
    expect(free.body.shipping_options[0]).toMatchObject({ id: 'standard', price: 0, free: true });
    const express = await call.quote(shopper, { shipping_method: 'express' });
    expect(express.body).toMatchObject({ shipping: 14.99, tax: 5.86, total: 76.85 });
    const belowAgain = await call.quote(shopper, { discount_code: 'TENOFF' });
    expect(belowAgain.body).toMatchObject({ shipping: 4.99, free_shipping_remaining: 4 });
  });

  it('rounds tax once, half away from zero, in whole cents', async () => {
    await setSettings(t, { shipping: { free_shipping_threshold: 0 } });
    try {
      const { shopper } = await cartOf(1, 1000);
      // 10.00 at 8.25 % is 0.825: half a cent rounds up, not to even.
      const res = await call.quote(shopper, {});
      expect(res.body).toMatchObject({ subtotal: 10, shipping: 0, tax: 0.83, total: 10.83 });
      await setSettings(t, { tax_rate: 19 });
      const other = await call.quote(shopper, {});
      expect(other.body).toMatchObject({ tax_rate: 19, tax: 1.9, total: 11.9 });
    } finally {
      await setSettings(t, { tax_rate: 8.25, shipping: { free_shipping_threshold: 50 } });
    }
  });
});

describe('POST checkout/quote: refused codes say why', () => {
  const refused = async (code: string) => {
    const { shopper } = await cartOf(2);
    const res = await call.quote(shopper, { discount_code: code });
    expect(res.status).toBe(200);
    expect(res.body.discount).toBeNull();
    expect(res.body.total).toBe(22.72);
    return res.body.discount_error;
  };

  it('an unknown code', async () => {
    expect(await refused('NOSUCHCODE')).toEqual({ code: 'NOSUCHCODE', reason: 'not_found', detail: M.discountNotFound });
  });

  it('an inactive code', async () => {
    await discount(t, { code: 'SLEEPING', kind: 'percentage', value: 500, active: 0 });
    expect(await refused('SLEEPING')).toEqual({ code: 'SLEEPING', reason: 'inactive', detail: M.discountInactive });
  });

  it('a code before its start and after its end', async () => {
    await discount(t, { code: 'SOON', kind: 'percentage', value: 500, starts_at: future(2) });
    await discount(t, { code: 'OVER', kind: 'percentage', value: 500, ends_at: future(-1) });
    expect(await refused('SOON')).toMatchObject({ reason: 'not_started', detail: M.discountNotStarted });
    expect(await refused('OVER')).toMatchObject({ reason: 'expired', detail: M.discountExpired });
  });

  it('a code used up to its limit', async () => {
    await discount(t, { code: 'ONCEONLY', kind: 'fixed', value: 100, usage_limit: 1, times_used: 1 });
    expect(await refused('ONCEONLY')).toMatchObject({ reason: 'exhausted', detail: M.discountExhausted });
  });

  it('a code below its minimum subtotal, naming the minimum', async () => {
    await discount(t, { code: 'BIGCART', kind: 'percentage', value: 1500, min_subtotal: 20_000 });
    expect(await refused('BIGCART')).toMatchObject({ reason: 'minimum_not_met', detail: M.discountMinimum('$200.00') });
  });
});

describe('POST checkout/quote: refusals', () => {
  it('needs a signed-in shopper', async () => {
    const res = await call.api.post('checkout/quote', {});
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe(NOT_AUTHENTICATED_DETAIL);
  });

  it('refuses an account blocked or deleted while its access token is still valid (read with the token, issue 29)', async () => {
    for (const change of [{ is_blocked: 1 }, { deleted_at: new Date().toISOString() }]) {
      const { shopper } = await cartOf(1);
      expect((await call.quote(shopper, {})).status).toBe(200);
      await t.ctx.db.updateTable('users').set(change).where('id', '=', shopper.id).execute();
      const res = await call.quote(shopper, {});
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: NOT_AUTHENTICATED_DETAIL, code: 'NOT_AUTHENTICATED' });
    }
  });

  it('refuses a token issued before the password was changed', async () => {
    const { shopper } = await cartOf(1);
    await t.ctx.db
      .updateTable('users')
      .set({ password_changed_at: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', shopper.id)
      .execute();
    const res = await call.quote(shopper, {});
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('INVALID_TOKEN');
  });

  it('answers 409 for an empty cart, with what emptied it', async () => {
    const { shopper, product } = await cartOf(1);
    await setProductStock(t.ctx.db, product.id, 0);
    const res = await call.quote(shopper, {});
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(M.cartEmpty);
    expect(res.body.errors.cart[0]).toMatch(/sold out/);
  });

  it('only reads: a line the shop lowered is shown lowered with a notice, the stored cart is untouched, and the order at that total settles it and goes through', async () => {
    const { shopper, product } = await cartOf(3);
    await setProductStock(t.ctx.db, product.id, 2);
    const stored = () => t.ctx.db.selectFrom('cart_items').select('quantity').where('user_id', '=', shopper.id).execute();
    const res = await call.quote(shopper, {});
    expect(res.body.lines[0].quantity).toBe(2);
    expect(res.body.notices).toHaveLength(1);
    expect(await stored()).toEqual([{ quantity: 3 }]);
    const order = await call.place(shopper, orderBody({ expected_total: res.body.total }));
    expect([order.status, order.body.lines[0].quantity]).toEqual([201, 2]);
  });

  it('refuses bad input with field errors', async () => {
    const { shopper } = await cartOf(1);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ shipping_method: 'drone' }, 'shipping_method', M.shippingMethodInvalid],
      [{ discount_code: 'no way!' }, 'discount_code', M.discountCodeInvalid],
      [{ coupon: 'X' }, 'coupon', 'Unknown field: coupon'],
      [{ address: { ...ADDRESS, city: '' } }, 'address.city', 'City is required'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call.quote(shopper, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.errors[field]).toEqual([message]);
    }
  });
});
