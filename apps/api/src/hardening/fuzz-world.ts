import { randomUUID } from 'node:crypto';
import { apiClient } from '../../test/api-client';
import { createBrand, createProduct } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { signInAdmin, signInCustomer, type SignedIn } from '../modules/admin/admin.fixtures';
import { ADDRESS, discount } from '../modules/orders/orders.fixtures';
import type { World } from './fuzz';

export interface FuzzWorld extends World {
  admin: SignedIn;
  customer: SignedIn;
}

/**
 * A small shop for the property tests to poke at: products with options and pictures, a brand, a
 * discount code, a customer with an address, a wish, a review, an order (pay later) and a cart, a
 * support ticket and an error report. Its ids and names are what generated requests aim at,
 * so they reach past the "not found" answers into the code that does the work.
 */
export async function createFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const api = apiClient(t.app);
  const admin = await signInAdmin(t);
  const customer = await signInCustomer(api);
  const as = { token: customer.access };
  const ids = new Set<number>([1, 2, 3, admin.id, customer.id]);
  const names = new Set<string>(['SW-100001', 'T-000001', 'WELCOME10', 'red', 'm']);

  const brandId = await createBrand(t.ctx.db, 'Fuzz Brand');
  const products = [];
  for (let i = 0; i < 3; i++) {
    products.push(await createProduct(t.ctx.db, { brand_id: brandId, colors: ['Red', 'Blue'], sizes: ['S', 'M'], images: 1, stock: 50 }));
  }
  const code = 'FUZZ10';
  const discountId = await discount(t, { code, kind: 'percentage', value: 10 });
  for (const p of products) {
    ids.add(p.id);
    names.add(p.slug);
  }
  [brandId, discountId].forEach((id) => ids.add(id));
  names.add(code);
  names.add('fuzz-brand');

  const first = products[0]!.id;
  const calls = [
    api.post('users/me/addresses', { ...ADDRESS, is_default: true }, as),
    api.post('wishlist', { product_id: first }, as),
    api.post(`products/${first}/reviews`, { rating: 4, title: 'Fine', body: 'Does what it says.' }, as),
    api.post(
      'support/tickets',
      { inquiry_type: 'general', subject: 'Where is my parcel?', message: 'It has not come yet, please look into it.' },
      as,
    ),
    api.post('support/error-reports', { error_id: 'fuzz-1', type: 'server', page_url: '/products', message: 'Boom' }, as),
  ];
  for (const res of await Promise.all(calls)) if (typeof res.body?.id === 'number') ids.add(res.body.id);

  await api.post('products/add-to-cart', { product_id: String(first), quantity: 2, color: 'Red', size: 'M' }, as);
  const order = await api.post(
    'orders',
    { shipping_address: ADDRESS, shipping_method: 'standard', payment: { method: 'pay_later' } },
    { ...as, headers: { 'idempotency-key': randomUUID() } },
  );
  if (typeof order.body?.id === 'number') ids.add(order.body.id);
  if (typeof order.body?.number === 'string') names.add(order.body.number);
  // A cart that stays filled, for the cart, quote and order routes.
  await api.post('products/add-to-cart', { product_id: String(products[1]!.id), quantity: 1 }, as);

  return { admin, customer, ids: [...ids], names: [...names] };
}

/** The account's access token, signing in again if the fuzzing revoked it (e.g. "log out everywhere"). */
export function tokenOf(t: TestApp, who: SignedIn, probe: string): () => Promise<string> {
  const api = apiClient(t.app);
  return async () => {
    if ((await api.get(probe, { token: who.access })).status === 200) return who.access;
    const login = await api.post('auth/login', { email: who.email, password: who.password });
    if (login.status !== 200) throw new Error(`cannot sign ${who.email} in again: ${login.status} ${login.text}`);
    who.access = login.body.access;
    return who.access;
  };
}
