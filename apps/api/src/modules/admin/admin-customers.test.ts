import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES as M } from '@shopwright/shared/admin';
import { AUTH_MESSAGES } from '@shopwright/shared/auth';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { fromMinor } from '@shopwright/shared/money';
import { product, shopper } from '../orders/orders.fixtures';
import { signInAdmin, signInCustomer, type SignedIn } from './admin.fixtures';
import { cancel, placeOrder, refundOrder } from './reports/reports.fixtures';

let t: TestApp;
let api: ApiClient;
let admin: SignedIn;
let token: { token: string };
const tag = `zq${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  admin = await signInAdmin(t);
  token = { token: admin.access };
});
afterAll(() => t.close());

const customerNamed = (first_name: string, last_name: string) =>
  signInCustomer(api, { first_name, last_name, email: `${first_name}.${last_name}.${tag}@example.com`.toLowerCase() });

describe('customer list', () => {
  let ids: number[];
  beforeAll(async () => {
    const made = [
      await customerNamed('Bea', `Zorn${tag}`),
      await customerNamed('anna', `Young${tag}`),
      await customerNamed('Carl', `Xu${tag}`),
    ];
    ids = made.map((c) => c.id);
  });

  it('lists customers only, newest first, with the page envelope', async () => {
    const res = await api.get('admin/customers?page_size=100', token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 3, next: null, previous: null });
    expect(res.body.results.map((c: { id: number }) => c.id)).toEqual([...ids].reverse());
    expect(res.body.results.every((c: { email: string }) => c.email !== admin.email)).toBe(true);
    expect(res.body.results[0]).toEqual({
      id: ids[2],
      email: `carl.xu${tag}.${tag}@example.com`,
      username: expect.any(String),
      first_name: 'Carl',
      last_name: `Xu${tag}`,
      date_joined: expect.any(String),
      is_blocked: false,
    });
  });

  it('searches name, full name, e-mail and username, case-insensitively', async () => {
    const search = async (q: string) =>
      (await api.get(`admin/customers?q=${encodeURIComponent(q)}`, token)).body.results.map((c: { id: number }) => c.id);
    expect(await search('ANNA')).toEqual([ids[1]]);
    expect(await search(`bea zorn${tag}`)).toEqual([ids[0]]);
    expect(await search(`carl.xu${tag}`)).toEqual([ids[2]]);
    const anna = await api.get(`admin/customers/${ids[1]}`, token);
    expect(await search(anna.body.username.toUpperCase())).toEqual([ids[1]]);
    expect(await search('nobody-like-this')).toEqual([]);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const res = await api.get(`admin/customers?q=${encodeURIComponent('%')}`, token);
    expect(res.body.count).toBe(0);
    expect((await api.get(`admin/customers?q=${encodeURIComponent('n_a')}`, token)).body.count).toBe(0);
    expect((await api.get(`admin/customers?q=${encodeURIComponent('nna')}`, token)).body.count).toBe(1);
  });

  it('sorts by name and by date joined, both ways', async () => {
    const order = async (sort: string) =>
      (await api.get(`admin/customers?sort=${sort}`, token)).body.results.map((c: { first_name: string }) => c.first_name);
    expect(await order('name')).toEqual(['anna', 'Bea', 'Carl']);
    expect(await order('-name')).toEqual(['Carl', 'Bea', 'anna']);
    expect(await order('date_joined')).toEqual(['Bea', 'anna', 'Carl']);
    expect(await order('-date_joined')).toEqual(['Carl', 'anna', 'Bea']);
  });

  it('paginates', async () => {
    const first = await api.get('admin/customers?page_size=2&sort=name', token);
    expect(first.body).toMatchObject({ count: 3, next: 2, previous: null });
    expect(first.body.results).toHaveLength(2);
    const second = await api.get('admin/customers?page_size=2&page=2&sort=name', token);
    expect(second.body).toMatchObject({ count: 3, next: null, previous: 1 });
    expect(second.body.results.map((c: { first_name: string }) => c.first_name)).toEqual(['Carl']);
  });

  it('rejects a bad sort, page or page size with 400', async () => {
    for (const q of ['sort=price', 'page=0', 'page=abc', 'page_size=101', 'page_size=0', `q=${'x'.repeat(101)}`]) {
      const res = await api.get(`admin/customers?${q}`, token);
      expect({ q, status: res.status, code: res.body.code }).toEqual({ q, status: 400, code: 'VALIDATION_ERROR' });
    }
  });

  it('counts customers for the dashboard', async () => {
    await t.ctx.db
      .updateTable('users')
      .set({ date_joined: new Date(Date.now() - 10 * 86_400_000).toISOString() })
      .where('id', '=', ids[0]!)
      .execute();
    const res = await api.get('admin/customers/summary', token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total: 3, new_last_7_days: 2, new_last_30_days: 3, blocked: 0 });
  });
});

describe('customer detail', () => {
  it('shows the profile with the saved addresses', async () => {
    const customer = await signInCustomer(api);
    const saved = await api.post(
      'users/me/addresses',
      { full_name: 'Sam Shopper', line1: '1 Main Street', city: 'Springfield', postal_code: '12345', country: 'US' },
      { token: customer.access },
    );
    expect(saved.status).toBe(201);
    const res = await api.get(`admin/customers/${customer.id}`, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: customer.id, email: customer.email, is_blocked: false, updated_at: expect.any(String) });
    expect(res.body.addresses).toEqual([
      expect.objectContaining({ full_name: 'Sam Shopper', city: 'Springfield', country: 'US', is_default: true }),
    ]);
    expect(res.body.addresses[0]).not.toHaveProperty('user_id');
  });

  it('sums the orders of all time as the reports do: cancelled ones left out, refunds subtracted', async () => {
    const buyer = await shopper(t);
    const book = await product(t, { regular_price: 2000, sale_price: 2000, stock: 10 });
    const never = await api.get(`admin/customers/${buyer.id}`, token);
    expect(never.body.lifetime).toEqual({
      orders: 0,
      spent: 0,
      refunded: 0,
      net: 0,
      currency: 'USD',
      first_order_at: null,
      last_order_at: null,
    });

    const first = await placeOrder(t, buyer, [[book.id, 1]]);
    const second = await placeOrder(t, buyer, [[book.id, 2]]);
    const cancelled = await placeOrder(t, buyer, [[book.id, 1]]);
    await refundOrder(t, second.id, 500, admin.id);
    await cancel(t, cancelled.id, admin.id);
    const stored = await t.ctx.db
      .selectFrom('orders')
      .select(['id', 'total', 'placed_at'])
      .where('id', 'in', [first.id, second.id])
      .orderBy('id')
      .execute();
    const charged = stored[0]!.total + stored[1]!.total;

    const res = await api.get(`admin/customers/${buyer.id}`, token);
    expect(res.body.lifetime).toEqual({
      orders: 2,
      spent: fromMinor(charged),
      refunded: 5,
      net: fromMinor(charged - 500),
      currency: 'USD',
      first_order_at: stored[0]!.placed_at,
      last_order_at: stored[1]!.placed_at,
    });
  });

  it('answers 404 for unknown ids and for admins, 400 for ids that are not numbers', async () => {
    expect((await api.get('admin/customers/999999', token)).body).toMatchObject({ detail: M.customerNotFound, code: 'NOT_FOUND' });
    expect((await api.get(`admin/customers/${admin.id}`, token)).status).toBe(404);
    expect((await api.get('admin/customers/abc', token)).status).toBe(400);
    expect((await api.get('admin/customers/99999999999', token)).status).toBe(400);
  });
});

describe('blocking', () => {
  it('blocks a customer: sessions revoked, sign-in refused; unblocking lets them in again', async () => {
    const customer = await signInCustomer(api);
    const blocked = await api.post(`admin/customers/${customer.id}/block`, undefined, token);
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ id: customer.id, is_blocked: true });

    expect((await api.post('auth/refresh-token', { refreshToken: customer.refresh })).status).toBe(401);
    const login = await api.post('auth/login', { email: customer.email, password: customer.password });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ code: 'ACCOUNT_BLOCKED', detail: AUTH_MESSAGES.accountBlocked });

    const unblocked = await api.post(`admin/customers/${customer.id}/unblock`, undefined, token);
    expect(unblocked.body).toMatchObject({ is_blocked: false });
    expect((await api.post('auth/login', { email: customer.email, password: customer.password })).status).toBe(200);
  });

  it('writes audit entries with before and after, once per real change', async () => {
    const customer = await signInCustomer(api);
    await api.post(`admin/customers/${customer.id}/block`, undefined, token);
    await api.post(`admin/customers/${customer.id}/block`, undefined, token);
    await api.post(`admin/customers/${customer.id}/unblock`, undefined, token);
    const log = await api.get('admin/audit-log', token);
    const mine = log.body.results.filter((e: { entity_id: string }) => e.entity_id === String(customer.id));
    expect(mine).toEqual([
      expect.objectContaining({ action: 'customer.unblock', entity: 'user', before: { is_blocked: true }, after: { is_blocked: false } }),
      expect.objectContaining({
        action: 'customer.block',
        entity: 'user',
        before: { is_blocked: false },
        after: { is_blocked: true },
        actor: expect.objectContaining({ id: admin.id, email: admin.email }),
      }),
    ]);
  });

  it('refuses to block oneself or another admin, and unknown customers', async () => {
    const self = await api.post(`admin/customers/${admin.id}/block`, undefined, token);
    expect(self.status).toBe(409);
    expect(self.body.detail).toBe(M.cannotBlockSelf);
    const other = await signInAdmin(t);
    const res = await api.post(`admin/customers/${other.id}/block`, undefined, token);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(M.cannotBlockAdmin);
    expect((await api.post(`admin/customers/${other.id}/unblock`, undefined, token)).status).toBe(409);
    expect((await api.post('admin/customers/999999/block', undefined, token)).status).toBe(404);
    expect((await api.post('auth/login', { email: other.email, password: other.password })).status).toBe(200);
  });

  it('counts blocked customers in the summary', async () => {
    const before = (await api.get('admin/customers/summary', token)).body.blocked;
    const customer = await signInCustomer(api);
    await api.post(`admin/customers/${customer.id}/block`, undefined, token);
    expect((await api.get('admin/customers/summary', token)).body.blocked).toBe(before + 1);
  });
});
