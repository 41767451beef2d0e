import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DISCOUNT_MESSAGES as M } from '@shopwright/shared/admin';
import { apiClient, type ApiClient } from '../../../../test/api-client';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { checkoutApi, orderBody, shopperWithCart } from '../../orders/orders.fixtures';
import { signInAdmin } from '../admin.fixtures';

let t: TestApp;
let api: ApiClient;
let token: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  token = { token: (await signInAdmin(t)).access };
});
afterAll(() => t.close());

/** A shopper with goods worth `price` cents who orders them with the code. */
async function orderWith(code: string, price = 4000) {
  const { shopper } = await shopperWithCart(t, { regular_price: price, sale_price: price });
  const res = await checkoutApi(t).place(shopper, orderBody({ discount_code: code }));
  expect(res.status, res.text).toBe(201);
  return { shopper, order: res.body };
}

describe('the orders that used a code', () => {
  it('lists each use with its order, customer, time and amount; edits reach only later orders', async () => {
    const created = (await api.post('admin/discounts', { code: 'USED15', kind: 'percentage', value: 15, usage_limit: 5 }, token)).body;
    const first = await orderWith('used15');
    expect(first.order.discount).toEqual({ code: 'USED15', amount: 6 });

    const usages = await api.get(`admin/discounts/${created.id}/usages`, token);
    expect(usages.status).toBe(200);
    expect(usages.body).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          order_id: first.order.id,
          order_number: first.order.number,
          customer: { id: first.shopper.id, email: first.shopper.email, name: 'Ada Buyer' },
          used_at: expect.any(String),
          discount_amount: 6,
          order_total: first.order.total,
          order_status: 'confirmed',
        },
      ],
    });
    expect((await api.get(`admin/discounts/${created.id}`, token)).body).toMatchObject({
      times_used: 1,
      total_discounted: 6,
      status: 'active',
    });
    expect((await api.get('admin/discounts?q=USED15', token)).body.results[0]).toMatchObject({ times_used: 1 });

    // Type and value may change for future orders; the order keeps what it got.
    const edited = await api.patch(`admin/discounts/${created.id}`, { kind: 'fixed', value: 10 }, token);
    expect(edited.body).toMatchObject({ kind: 'fixed', value: 10, times_used: 1 });
    expect((await api.get(`orders/${first.order.id}`, { token: first.shopper.token })).body.discount).toEqual({
      code: 'USED15',
      amount: 6,
    });
    const second = await orderWith('USED15');
    expect(second.order.discount).toEqual({ code: 'USED15', amount: 10 });
    const both = (await api.get(`admin/discounts/${created.id}/usages?page_size=1`, token)).body;
    expect(both).toMatchObject({ count: 2, next: 2, results: [{ order_id: second.order.id, discount_amount: 10 }] });
    expect((await api.get(`admin/discounts/${created.id}`, token)).body.total_discounted).toBe(16);

    // A code on orders keeps its name, and its limit cannot drop below its uses.
    const rename = await api.patch(`admin/discounts/${created.id}`, { code: 'USED15B' }, token);
    expect([rename.status, rename.body.errors]).toEqual([409, { code: [M.codeUsed] }]);
    const limit = await api.patch(`admin/discounts/${created.id}`, { usage_limit: 1 }, token);
    expect([limit.status, limit.body.errors]).toEqual([409, { usage_limit: [M.usageLimitBelowUses(2)] }]);
    const exact = await api.patch(`admin/discounts/${created.id}`, { usage_limit: 2 }, token);
    expect(exact.body).toMatchObject({ usage_limit: 2, status: 'used_up' });
    expect((await api.get('admin/discounts?q=USED15&status=used_up', token)).body.count).toBe(1);

    // A cancelled order gives its use back and leaves the list.
    expect((await api.post(`orders/${first.order.id}/cancel`, undefined, { token: first.shopper.token })).status).toBe(200);
    expect(
      (await api.get(`admin/discounts/${created.id}/usages`, token)).body.results.map((u: { order_id: number }) => u.order_id),
    ).toEqual([second.order.id]);
    expect((await api.get(`admin/discounts/${created.id}`, token)).body).toMatchObject({
      times_used: 1,
      total_discounted: 10,
      status: 'active',
    });
  });

  it('is empty for a code nobody used, and refuses bad paging', async () => {
    const created = (await api.post('admin/discounts', { code: 'UNUSED', kind: 'fixed', value: 2 }, token)).body;
    expect((await api.get(`admin/discounts/${created.id}/usages`, token)).body).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    expect((await api.get(`admin/discounts/${created.id}/usages?page_size=101`, token)).status).toBe(400);
    expect((await api.get(`admin/discounts/${created.id}/usages?page=x`, token)).status).toBe(400);
  });
});
