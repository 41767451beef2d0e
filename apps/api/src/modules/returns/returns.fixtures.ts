import { apiClient } from '../../../test/api-client';
import type { TestApp } from '../../../test/test-app';
import { signInAdmin } from '../admin/admin.fixtures';
import { checkoutApi, orderBody, product, shopper, type Shopper } from '../orders/orders.fixtures';

/** Test fixtures of the returns tests: delivered orders, and the shopper's and staff's calls. */
export async function returnsKit(t: TestApp) {
  const api = apiClient(t.app);
  const call = checkoutApi(t);
  const admin = await signInAdmin(t);
  const as = { token: admin.access };

  /** Places a card order of `lines` (product ids and quantities) and takes it to delivered. */
  async function deliveredOrder(
    s: Shopper,
    lines: Array<{ id: number; quantity: number; size?: string }>,
    extra: Record<string, unknown> = {},
  ) {
    for (const l of lines) await call.addToCart(s, l.id, l.quantity, l.size ? { size: l.size } : {});
    const placed = await call.place(s, orderBody(extra));
    if (placed.status !== 201) throw new Error(`order failed: ${placed.status} ${placed.text}`);
    const id = placed.body.id as number;
    for (const body of [{ action: 'ship', carrier: 'UPS', tracking_number: '1Z' }, { action: 'deliver' }]) {
      const res = await api.post(`admin/orders/${id}/actions`, body, as);
      if (res.status !== 200) throw new Error(`${body.action} failed: ${res.status} ${res.text}`);
    }
    return (await api.get(`orders/${id}`, { token: s.token })).body;
  }

  return {
    api,
    admin,
    as,
    shopper: () => shopper(t),
    product: (fixture: Parameters<typeof product>[1] = {}) => product(t, fixture),
    deliveredOrder,
    ask: (s: Shopper, orderId: number | string, body: unknown) => api.post(`orders/${orderId}/returns`, body, { token: s.token }),
    act: (id: number | string, body: unknown, token = admin.access) => api.post(`admin/returns/${id}/actions`, body, { token }),
    detail: (id: number | string) => api.get(`admin/returns/${id}`, as),
  };
}
