import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKET_MESSAGES } from '@shopwright/shared/markets';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { createProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAdmin } from '../admin/admin.fixtures';

/**
 * Shipping amounts on a market's pages (issue 27), as its checkout charges them (ADR 029): the
 * shop's defaults (Standard 4.99, Express 14.99, free from 50.00 USD) converted with rounding none.
 * Euro at 0.92: 4.5908 -> 4.59, 13.7908 -> 13.79, 46.00; yen at 151.37: 755.3363 -> 755,
 * 2269.0363 -> 2269. The product: 19.99 USD, 18.99 EUR (0.99 rounding), 3026 JPY.
 */
let t: TestApp;
let api: ApiClient;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  const as = { token: (await signInAdmin(t)).access };
  productId = (await createProduct(t.ctx.db, { name: 'Alpha Lamp', slug: 'alpha-lamp', regular_price: 1999, sale_price: 1999, stock: 5 })).id;
  const markets = [
    { code: 'eu', name: 'Europe', countries: ['DE', 'FR'], currency: 'EUR', languages: ['de', 'en'], path: '/de', exchange_rate: 0.92, rounding: '0.99' },
    { code: 'jp', name: 'Japan', countries: ['JP'], currency: 'JPY', languages: ['ja'], path: '/jp', exchange_rate: 151.37, rounding: 'whole' },
    { code: 'ch', name: 'Switzerland', countries: ['CH'], currency: 'CHF', languages: ['de'], path: '/ch', exchange_rate: 0.9, rounding: 'none', active: false },
  ];
  // Created after the product: each market prices the catalog as it is created.
  for (const m of markets) expect((await api.post('admin/markets', m, as)).status).toBe(201);
}); // prettier-ignore
afterAll(() => t.close());

type Estimate = { country: string; method: string; price: number };
const places = (body: { estimates: Estimate[] }) => body.estimates.map((e) => `${e.country} ${e.method} ${e.price}`);

describe("a product's shipping in a market", () => {
  it("answers in the market's currency, to its countries, at the product's price there; without a market as before", async () => {
    const eu = await api.get(`products/${productId}/shipping?market=eu`);
    expect(eu.status, eu.text).toBe(200);
    expect(eu.body.currency).toBe('EUR');
    expect(places(eu.body)).toEqual(['DE standard 4.59', 'DE express 13.79', 'FR standard 4.59', 'FR express 13.79']);
    const jp = await api.get(`products/${productId}/shipping?market=jp`);
    expect({ currency: jp.body.currency, places: places(jp.body) }).toEqual({
      currency: 'JPY',
      places: ['JP standard 755', 'JP express 2269'],
    });
    const plain = await api.get(`products/${productId}/shipping`);
    expect(plain.body.currency).toBe('USD');
    expect(plain.body.estimates.every((e: Estimate) => e.method !== 'standard' || e.price === 4.99)).toBe(true);
    for (const market of ['nope', 'ch']) {
      const refused = await api.get(`products/${productId}/shipping?market=${market}`);
      expect({ status: refused.status, field: refused.body.errors?.market }).toEqual({
        status: 400,
        field: [market === 'ch' ? MARKET_MESSAGES.marketInactive : MARKET_MESSAGES.marketUnknown],
      });
    }
  });

  it("gives the settings' shipping rates and free-shipping threshold in the market's currency (the shipping pages' figures)", async () => {
    const eu = await api.get('settings?market=eu');
    expect(eu.status, eu.text).toBe(200);
    expect({ currency: eu.body.currency, shipping: eu.body.shipping }).toEqual({ currency: 'EUR', shipping: { standard: 4.59, express: 13.79, free_shipping_threshold: 46 } });
    const jp = await api.get('settings?market=jp');
    expect(jp.body.shipping).toEqual({ standard: 755, express: 2269, free_shipping_threshold: 7569 });
    const plain = await api.get('settings');
    expect({ currency: plain.body.currency, shipping: plain.body.shipping }).toEqual({ currency: 'USD', shipping: { standard: 4.99, express: 14.99, free_shipping_threshold: 50 } });
    expect((await api.get('settings?market=us')).body).toEqual(plain.body);
    expect((await api.get('settings?market=nope')).status).toBe(400);
  }); // prettier-ignore
});
