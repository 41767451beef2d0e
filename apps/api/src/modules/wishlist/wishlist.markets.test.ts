import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUpAndIn, type ApiClient } from '../../../test/api-client';
import { createProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAdmin } from '../admin/admin.fixtures';

/**
 * The wishlist in a market (ADR 029, 030): prices by the catalog's rule and names in the language.
 * Euro market at 0.92 with the 0.99 rounding: 40.00 USD -> 36.80 -> 36.99 EUR; 30.00 -> 27.60 -> 27.99.
 */
let t: TestApp;
let api: ApiClient;
let as: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  as = { token: (await signInAdmin(t)).access };
  const eu = { code: 'eu', name: 'Europe', countries: ['DE'], currency: 'EUR', languages: ['de', 'en'], path: '/de', exchange_rate: 0.92, rounding: '0.99' };
  expect((await api.post('admin/markets', eu, as)).status).toBe(201);
}); // prettier-ignore
afterAll(() => t.close());

describe('GET wishlist in a market', () => {
  it('answers names in the language and prices in the currency, and the spec answer without a market', async () => {
    const lamp = await createProduct(t.ctx.db, { name: 'Desk Lamp', regular_price: 4000, sale_price: 3000, stock: 5 });
    const translated = await api.patch(`admin/products/${lamp.id}`, { translations: { de: { name: 'Schreibtischlampe', slug: 'schreibtischlampe' } } }, as);
    expect(translated.status, translated.text).toBe(200);
    const token = (await signUpAndIn(api)).access;
    const saved = await api.post('wishlist?market=eu&lang=de', { product_id: String(lamp.id) }, { token });
    expect(saved.status, saved.text).toBe(201);
    expect(saved.body[0]).toMatchObject({ id: lamp.id, name: 'Schreibtischlampe', slug: 'schreibtischlampe', price: 36.99, sale_price: 27.99, currency: 'EUR' });

    const english = await api.get('wishlist?market=eu&lang=en', { token });
    expect(english.body[0]).toMatchObject({ name: 'Desk Lamp', price: 36.99, currency: 'EUR' });

    const plain = await api.get('wishlist', { token });
    expect(plain.body[0]).toMatchObject({ name: 'Desk Lamp', price: 40, sale_price: 30 });
    expect(plain.body[0]).not.toHaveProperty('currency');

    const removed = await api.delete(`wishlist/${lamp.id}?market=eu&lang=de`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual([]);
    expect((await api.get('wishlist?market=nope', { token })).status).toBe(400);
  }); // prettier-ignore
});
