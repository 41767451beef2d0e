import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M } from '@shopwright/shared/orders';
import { NOT_AUTHENTICATED_DETAIL } from '@shopwright/shared/errors';
import { signUpAndIn } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkoutApi, orderBody, product, rowsOf, shopper, shopperWithCart, stockOf, type Shopper } from './orders.fixtures';

let t: TestApp;
let call: ReturnType<typeof checkoutApi>;
beforeAll(async () => {
  t = await createTestApp();
  call = checkoutApi(t);
});
afterAll(() => t.close());

async function order(s: Shopper, productId: number) {
  await call.addToCart(s, productId);
  const res = await call.place(s);
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${res.text}`);
  return res.body;
}

describe('GET orders', () => {
  it("lists only the shopper's own orders, newest first, a page at a time", async () => {
    const s = await shopper(t);
    const p = await product(t, { stock: 20, images: 1 });
    const placed = [await order(s, p.id), await order(s, p.id), await order(s, p.id)];
    await order(await shopper(t), p.id);

    const first = await call.api.get('orders?page_size=2', { token: s.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 3, next: 2, previous: null });
    expect(first.body.results.map((o: { id: number }) => o.id)).toEqual([placed[2].id, placed[1].id]);
    expect(first.body.results[0]).toEqual({
      id: placed[2].id,
      number: placed[2].number,
      status: 'confirmed',
      payment_status: 'paid',
      payment_method: 'card',
      currency: 'USD',
      total: placed[2].total,
      placed_at: placed[2].placed_at,
      item_count: 1,
      image: `/media/products/${p.slug}-0-card.webp`,
    });
    const second = await call.api.get('orders?page=2&page_size=2', { token: s.token });
    expect(second.body).toMatchObject({ count: 3, next: null, previous: 1 });
    expect(second.body.results.map((o: { id: number }) => o.id)).toEqual([placed[0].id]);
  });

  it('answers an empty page for a shopper without orders, and 400 for a bad page', async () => {
    const s = await shopper(t);
    expect((await call.api.get('orders', { token: s.token })).body).toEqual({ count: 0, next: null, previous: null, results: [] });
    const bad = await call.api.get('orders?page=0', { token: s.token });
    expect([bad.status, bad.body.errors]).toEqual([400, { page: [M.pageInvalid] }]);
  });
});

describe('GET orders/{id}', () => {
  it('finds an order by id or by number', async () => {
    const { shopper: s, product: p } = await shopperWithCart(t);
    const placed = (await call.place(s)).body;
    for (const key of [String(placed.id), placed.number, placed.number.toLowerCase()]) {
      const res = await call.api.get(`orders/${key}`, { token: s.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(placed);
    }
    expect(placed.lines[0].product_id).toBe(p.id);
  });

  it("hides another shopper's order exactly like a missing one, and does not let them cancel it", async () => {
    const { shopper: owner, product: p } = await shopperWithCart(t, { stock: 4 });
    const placed = (await call.place(owner)).body;
    const other = await shopper(t);
    for (const path of [`orders/${placed.id}`, `orders/${placed.number}`, 'orders/999999', 'orders/SW-1']) {
      const res = await call.api.get(path, { token: other.token });
      expect([res.status, res.body.detail]).toEqual([404, M.orderNotFound]);
    }
    const cancel = await call.api.post(`orders/${placed.id}/cancel`, undefined, { token: other.token });
    expect([cancel.status, cancel.body.detail]).toEqual([404, M.orderNotFound]);
    expect((await call.api.get(`orders/${placed.id}`, { token: owner.token })).body.status).toBe('confirmed');
    expect(await stockOf(t, p.id)).toBe(3);
  });

  it('refuses ids that cannot name an order, and guests everywhere', async () => {
    const s = await shopper(t);
    const bad = await call.api.get('orders/abc', { token: s.token });
    expect([bad.status, bad.body.errors]).toEqual([400, { orderId: [M.orderIdInvalid] }]);
    for (const [method, path] of [
      ['GET', 'orders'],
      ['GET', 'orders/1'],
      ['POST', 'orders/1/cancel'],
      ['POST', 'orders'],
      ['POST', 'checkout/quote'],
    ] as const) {
      const res =
        method === 'GET' ? await call.api.get(path) : await call.api.post(path, method === 'POST' && path === 'orders' ? orderBody() : {});
      expect([res.status, res.body.detail]).toEqual([401, NOT_AUTHENTICATED_DETAIL]);
    }
  });
});

describe('orders and the account', () => {
  it('exports the orders, and account deletion keeps them without name, street, phone or e-mail', async () => {
    const { account, access } = await signUpAndIn(call.api);
    const me = await call.api.get('users/me', { token: access });
    const s: Shopper = { id: me.body.id, email: account.email, token: access };
    const p = await product(t);
    await call.addToCart(s, p.id);
    const placed = (
      await call.place(
        s,
        orderBody({
          shipping_address: {
            full_name: 'Eve Private',
            line1: '9 Secret Road',
            city: 'Oslo',
            postal_code: '0150',
            country: 'NO',
            phone: '+47 1234 5678',
          },
        }),
      )
    ).body;

    const exported = await call.api.get('users/me/export', { token: access });
    expect(exported.body.orders).toEqual([placed]);

    expect((await call.api.deleteJson('users/me', { password: account.password }, { token: access })).status).toBeLessThan(300);
    const [row] = await rowsOf(t, 'orders', s.id);
    expect(row).toMatchObject({ email: null, total: Math.round(placed.total * 100) });
    const kept = JSON.parse(row!.shipping_address);
    expect(kept).toEqual({
      full_name: 'Deleted customer',
      line1: 'Removed',
      line2: null,
      city: 'Oslo',
      region: null,
      postal_code: '0150',
      country: 'NO',
      phone: null,
      company: null,
      vat_id: null,
    });
    const text = JSON.stringify(row);
    expect(text).not.toContain('Eve Private');
    expect(text).not.toContain('Secret Road');
    const keys = await t.ctx.db.selectFrom('idempotency_keys').select('id').where('user_id', '=', s.id).execute();
    expect(keys).toEqual([]);
  });
});
