import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { createProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAdmin, signInCustomer, type SignedIn } from '../admin/admin.fixtures';
import { checkoutApi, orderBody, shopperWithCart } from '../orders/orders.fixtures';

const pause = () => new Promise((resolve) => setTimeout(resolve, 15));
const ids = (res: { body: { results: Array<{ id: number }> } }) => res.body.results.map((r) => r.id);

describe('updated_since on the admin lists', () => {
  let t: TestApp;
  let admin: SignedIn;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    admin = await signInAdmin(t);
  });
  afterAll(() => t.close());

  const list = (path: string, since: string) =>
    api.get(`admin/${path}?page_size=100&updated_since=${encodeURIComponent(since)}`, { token: admin.access });

  it('refuses a time that is not ISO 8601 with 400 on every list', async () => {
    for (const path of ['orders', 'products', 'customers']) {
      for (const bad of ['yesterday', '2026-13-01T00:00:00Z', '1700000000']) {
        const res = await list(path, bad);
        expect(res.status).toBe(400);
        expect(res.body.errors.updated_since).toEqual(['updated_since must be an ISO 8601 date and time, e.g. 2026-01-31T12:00:00Z']);
      }
    }
  });

  it('lists orders changed since the time, including a status change by staff', async () => {
    const checkout = checkoutApi(t);
    const first = await shopperWithCart(t);
    const older = (await checkout.place(first.shopper, orderBody())).body;
    const second = await shopperWithCart(t);
    const untouched = (await checkout.place(second.shopper, orderBody())).body;
    await pause();
    const since = new Date().toISOString();
    expect(ids(await list('orders', since))).toEqual([]);
    await pause();
    expect((await api.post(`admin/orders/${older.id}/actions`, { action: 'start_processing' }, { token: admin.access })).status).toBe(200);
    const changed = await list('orders', since);
    expect(changed.status).toBe(200);
    expect(ids(changed)).toEqual([older.id]);
    expect(ids(changed)).not.toContain(untouched.id);
    // An offset is understood too.
    const offset = since.replace('Z', '+00:00');
    expect(ids(await list('orders', offset))).toEqual([older.id]);
  });

  it('lists products changed by an admin or by an order taking stock', async () => {
    const edited = await createProduct(t.ctx.db);
    const sold = await createProduct(t.ctx.db);
    const still = await createProduct(t.ctx.db);
    await pause();
    const since = new Date().toISOString();
    await pause();
    expect((await api.patch(`admin/products/${edited.id}`, { name: 'Edited lamp' }, { token: admin.access })).status).toBe(200);
    const s = await shopperWithCart(t);
    await t.ctx.db.deleteFrom('cart_items').where('user_id', '=', s.shopper.id).execute();
    await checkoutApi(t).addToCart(s.shopper, sold.id);
    expect((await checkoutApi(t).place(s.shopper, orderBody())).status).toBe(201);
    const found = ids(await list('products', since));
    expect(found).toEqual(expect.arrayContaining([edited.id, sold.id]));
    expect(found).not.toContain(still.id);
  });

  it('lists customers changed since the time', async () => {
    const quiet = await signInCustomer(api);
    const busy = await signInCustomer(api);
    await pause();
    const since = new Date().toISOString();
    await pause();
    expect((await api.post(`admin/customers/${busy.id}/block`, undefined, { token: admin.access })).status).toBe(200);
    const found = ids(await list('customers', since));
    expect(found).toEqual([busy.id]);
    expect(found).not.toContain(quiet.id);
  });
});
