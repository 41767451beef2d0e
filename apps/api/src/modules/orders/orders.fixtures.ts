import { randomUUID } from 'node:crypto';
import type { ShopSettingsPatch } from '@shopwright/shared/settings';
import { apiClient } from '../../../test/api-client';
import { createProduct, type ProductFixture } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { nowIso } from '../../lib/time';
import { insertUser } from '../auth/auth.repo';
import type { NewDiscount } from '../checkout/checkout.table';
import { insertDiscount } from '../checkout/discounts.repo';
import { updateSettings } from '../settings/settings.service';

/** Test fixtures of the checkout and orders tests. */
export const ADDRESS = { full_name: 'Ada Buyer', line1: '1 Main Street', city: 'Springfield', postal_code: '12345', country: 'US' };

export const CARDS = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', noFunds: '4000 0000 0000 9995' } as const;

export const cardPayment = (number: string = CARDS.ok, extra: Record<string, unknown> = {}) => ({
  method: 'card',
  card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123', holder: 'Ada Buyer', ...extra },
});

export const orderBody = (overrides: Record<string, unknown> = {}) => ({
  shipping_address: ADDRESS,
  shipping_method: 'standard',
  payment: cardPayment(),
  ...overrides,
});

export interface Shopper {
  id: number;
  email: string;
  token: string;
}

let counter = 0;
/** A customer made through the repository with a signed access token (no password hashing: fast enough for 50 buyers). */
export async function shopper(t: TestApp): Promise<Shopper> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const now = nowIso();
  const email = `buyer_${tag}@example.com`;
  const id = await insertUser(t.ctx.db, {
    email,
    username: `buyer_${tag}`,
    first_name: 'Ada',
    last_name: 'Buyer',
    password_hash: 'unusable',
    role: 'customer',
    date_joined: now,
    updated_at: now,
  });
  return { id, email, token: await t.ctx.tokens.sign({ userId: id, role: 'customer' }) };
}

/** The calls of these tests, over app.inject(). */
export function checkoutApi(t: TestApp) {
  const api = apiClient(t.app);
  return {
    api,
    addToCart: async (s: Shopper, productId: number, quantity = 1, options: { color?: string; size?: string } = {}) => {
      const res = await api.post('products/add-to-cart', { product_id: String(productId), quantity, ...options }, { token: s.token });
      if (res.status !== 200) throw new Error(`add to cart failed: ${res.status} ${res.text}`);
    },
    quote: (s: Shopper, body: Record<string, unknown> = {}) => api.post('checkout/quote', body, { token: s.token }),
    place: (s: Shopper, body: Record<string, unknown> = orderBody(), key: string | null = randomUUID()) =>
      api.post('orders', body, { token: s.token, headers: key === null ? {} : { 'idempotency-key': key } }),
    cart: async (s: Shopper) => (await api.get('users/me', { token: s.token })).body.cart,
  };
}

/** A product (defaults: $10.00 regular, $8.00 on sale, 10 in stock). */
export const product = (t: TestApp, fixture: ProductFixture = {}) => createProduct(t.ctx.db, fixture);

/** A shopper with `quantity` units of a new product in the cart. */
export async function shopperWithCart(t: TestApp, fixture: ProductFixture = {}, quantity = 1) {
  const s = await shopper(t);
  const p = await product(t, fixture);
  await checkoutApi(t).addToCart(s, p.id, quantity);
  return { shopper: s, product: p };
}

/** Changes the shop's settings as an admin would. */
export async function setSettings(t: TestApp, patch: ShopSettingsPatch): Promise<void> {
  const admin = await shopper(t);
  await updateSettings(t.ctx, admin.id, patch);
}

/** A discount code: active, no dates, no limit, unless given. */
export async function discount(t: TestApp, fields: Partial<NewDiscount> & Pick<NewDiscount, 'code' | 'kind' | 'value'>): Promise<number> {
  const now = nowIso();
  return insertDiscount(t.ctx.db, { starts_at: null, ends_at: null, usage_limit: null, created_at: now, updated_at: now, ...fields });
}

export async function stockOf(t: TestApp, productId: number): Promise<number> {
  const row = await t.ctx.db.selectFrom('products').select(['stock']).where('id', '=', productId).executeTakeFirstOrThrow();
  return Number(row.stock);
}

export async function timesUsed(t: TestApp, discountId: number): Promise<number> {
  const row = await t.ctx.db.selectFrom('discount_codes').select('times_used').where('id', '=', discountId).executeTakeFirstOrThrow();
  return Number(row.times_used);
}

/** Rows of a table belonging to a user (orders, payment_transactions). */
export async function rowsOf(t: TestApp, table: 'orders' | 'payment_transactions', userId: number) {
  return t.ctx.db.selectFrom(table).selectAll().where('user_id', '=', userId).orderBy('id').execute();
}
