import { nowIso } from '../../lib/time';
import type { TestApp } from '../../../test/test-app';
import { insertUser } from '../auth/auth.repo';
import { checkoutApi, type Shopper } from '../orders/orders.fixtures';

let counter = 0;
/** An admin made through the repository, with a signed access token. */
export async function admin(t: TestApp): Promise<Shopper> {
  counter += 1;
  const tag = `${Date.now().toString(36)}a${counter}`;
  const now = nowIso();
  const email = `staff_${tag}@example.com`;
  const id = await insertUser(t.ctx.db, {
    email,
    username: `staff_${tag}`,
    first_name: 'Sam',
    last_name: 'Staff',
    password_hash: 'unusable',
    role: 'admin',
    date_joined: now,
    updated_at: now,
  });
  return { id, email, token: await t.ctx.tokens.sign({ userId: id, role: 'admin' }) };
}

/** The gift card and store credit calls of these tests. */
export function creditApi(t: TestApp) {
  const { api } = checkoutApi(t);
  return {
    issue: (staff: Shopper, body: Record<string, unknown>) => api.post('admin/gift-cards', body, { token: staff.token }),
    /** Issues a card and answers its code (fails the test otherwise). */
    card: async (staff: Shopper, amount: number, extra: Record<string, unknown> = {}) => {
      const res = await api.post('admin/gift-cards', { amount, ...extra }, { token: staff.token });
      if (res.status !== 201) throw new Error(`issue failed: ${res.status} ${res.text}`);
      return res.body as { id: number; code: string; last4: string };
    },
    grant: (staff: Shopper, customerId: number, body: Record<string, unknown>) =>
      api.post(`admin/customers/${customerId}/store-credit`, body, { token: staff.token }),
    balance: (code: string, options: { token?: string; ip?: string } = {}) =>
      api.get(`gift-cards/${encodeURIComponent(code)}/balance`, options),
    cardDetail: (staff: Shopper, id: number) => api.get(`admin/gift-cards/${id}`, { token: staff.token }),
    myCredit: (s: Shopper) => api.get('account/store-credit', { token: s.token }),
  };
}
