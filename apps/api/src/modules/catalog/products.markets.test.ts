import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { MARKET_MESSAGES as M, decimalsMessage } from '@shopwright/shared/markets';
import { seed } from '../../db/seed/index';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { createProduct } from '../../../test/factories';
import { createTestDatabase, testConfig, type TestApp } from '../../../test/test-app';
import { signInAdmin, type SignedIn } from '../admin/admin.fixtures';

/**
 * The catalog in markets (ADR 027): a euro market at 0.92 with the 0.99 rounding and a yen market
 * at 151.37 (no decimals). Worked prices, to the cent:
 *   Alpha 19.99 USD -> 18.3908 -> 18.99 EUR;      3025.8863 -> 3026 JPY (fixed below: 2500 JPY)
 *   Beta  30.00 / 25.00 -> 27.60 / 23.00 -> 27.99 / 23.99 EUR (fixed below: 20 / 15 EUR); 4541 / 3784 JPY
 *   Gamma red 10.00 / 8.00 -> 9.99 / 7.99 EUR, 1514 / 1211 JPY; blue 12.00 -> 11.99 EUR (fixed below: 7 EUR), 1816 JPY
 */
let t: TestApp;
let api: ApiClient;
let admin: SignedIn;
let counting = false;
let queries = 0;
const ids: Record<string, number> = {};
let blue = 0;
let red = 0;
const before: Record<string, string> = {};
const PLAIN_URLS = ['products', 'products?sort=price-low', 'products/categories', 'products/search/suggest?q=lamp'];

beforeAll(async () => {
  const database = await createTestDatabase(() => {
    if (counting) queries += 1;
  });
  await seed(database.db, { demo: false });
  const built = await buildApp(testConfig(), { database });
  await built.app.ready();
  t = {
    ...built,
    database,
    async close() {
      await built.app.close();
      await database.close();
    },
  };
  api = apiClient(t.app);
  admin = await signInAdmin(t);
  const db = t.ctx.db;
  ids.alpha = (await createProduct(db, { name: 'Alpha Lamp', slug: 'alpha-lamp', regular_price: 1999, sale_price: 1999 })).id;
  ids.beta = (await createProduct(db, { name: 'Beta Lamp', slug: 'beta-lamp', regular_price: 3000, sale_price: 2500 })).id;
  ids.gamma = (await createProduct(db, { name: 'Gamma Lamp', slug: 'gamma-lamp', regular_price: 1000, sale_price: 800, colors: ['Red', 'Blue'] })).id;
  const variants = (await api.get(`admin/products/${ids.gamma}/variants`, as())).body as Array<{ id: number; color: string }>;
  red = variants.find((v) => v.color === 'Red')!.id;
  blue = variants.find((v) => v.color === 'Blue')!.id;
  expect((await api.patch(`admin/products/${ids.gamma}/variants/${blue}`, { price: 12, sale_price: 12 }, as())).status).toBe(200);
  for (const url of [...PLAIN_URLS, `products/${ids.gamma}`, 'products/beta-lamp']) before[url] = (await api.get(url)).text;

  const eu = { code: 'eu', name: 'Europe', countries: ['DE', 'FR'], currency: 'EUR', languages: ['de', 'fr', 'en'], path: '/eu', exchange_rate: 0.92, rounding: '0.99' };
  const jp = { code: 'jp', name: 'Japan', countries: ['JP'], currency: 'JPY', languages: ['ja'], path: '/jp', exchange_rate: 151.37, rounding: 'none' };
  expect((await api.post('admin/markets', eu, as())).status).toBe(201);
  expect((await api.post('admin/markets', jp, as())).status).toBe(201);
}); // prettier-ignore
afterAll(() => t.close());

const as = (token = admin.access) => ({ token });
type Item = { slug: string; price: number; sale_price: number; price_varies: boolean; currency?: string };
const prices = (items: Item[]) => items.map((i) => [i.slug, i.price, i.sale_price, i.currency]);

describe('catalog calls in a market', () => {
  it('converts with the market rate and rounding, and says the currency', async () => {
    const eu = await api.get('products?market=eu&sort=newest');
    expect(eu.status).toBe(200);
    expect(prices(eu.body.results)).toEqual([
      ['gamma-lamp', 9.99, 7.99, 'EUR'],
      ['beta-lamp', 27.99, 23.99, 'EUR'],
      ['alpha-lamp', 18.99, 18.99, 'EUR'],
    ]);
    expect(eu.body.results[0]).toMatchObject({ price_varies: true, percentage_discount: 20 });
    expect(eu.body.facets.price).toEqual({ min: 7.99, max: 23.99, currency: 'EUR' });
    const jp = await api.get('products?market=jp&sort=newest');
    expect(prices(jp.body.results)).toEqual([
      ['gamma-lamp', 1514, 1211, 'JPY'],
      ['beta-lamp', 4541, 3784, 'JPY'],
      ['alpha-lamp', 3026, 3026, 'JPY'],
    ]);
  });

  it('gives a product page its variants and related products in the market currency', async () => {
    const res = await api.get(`products/${ids.gamma}?market=eu&lang=de`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ price: 9.99, sale_price: 7.99, price_varies: true, currency: 'EUR' });
    expect(res.body.variants.map((v: { id: number; price: number; sale_price: number; currency: string }) => [v.id, v.price, v.sale_price, v.currency])).toEqual([
      [red, 9.99, 7.99, 'EUR'],
      [blue, 11.99, 11.99, 'EUR'],
    ]);
    expect(res.body.related.every((r: Item) => r.currency === 'EUR')).toBe(true);
    const jp = await api.get('products/gamma-lamp?market=jp');
    expect(jp.body.variants.map((v: { price: number; sale_price: number }) => [v.price, v.sale_price])).toEqual([[1514, 1211], [1816, 1816]]);
  }); // prettier-ignore

  it('lets a fixed price beat the converted one (a variant’s beats its product’s), and sorts and filters by it', async () => {
    const put = await api.put(`admin/products/${ids.beta}/prices`, [{ currency: 'EUR', price: 20, sale_price: 15 }], as());
    expect(put.status).toBe(200);
    expect(put.body).toEqual([{ currency: 'EUR', variant_id: null, price: 20, sale_price: 15 }]);
    await api.put(`admin/products/${ids.alpha}/prices`, [{ currency: 'JPY', price: 2500 }], as());
    const gamma = [{ currency: 'EUR', variant_id: blue, price: 7 }, { currency: 'EUR', price: 9.5, sale_price: 9 }];
    expect((await api.put(`admin/products/${ids.gamma}/prices`, gamma, as())).status).toBe(200);
    expect((await api.get(`admin/products/${ids.gamma}/prices`, as())).body).toEqual([
      { currency: 'EUR', variant_id: null, price: 9.5, sale_price: 9 },
      { currency: 'EUR', variant_id: blue, price: 7, sale_price: null },
    ]);

    const low = await api.get('products?market=eu&sort=price-low');
    expect(prices(low.body.results)).toEqual([
      ['gamma-lamp', 7, 7, 'EUR'],
      ['beta-lamp', 20, 15, 'EUR'],
      ['alpha-lamp', 18.99, 18.99, 'EUR'],
    ]);
    expect(low.body.facets.price).toEqual({ min: 7, max: 18.99, currency: 'EUR' });
    const high = await api.get('products?market=jp&sort=price-high');
    expect(prices(high.body.results)).toEqual([
      ['beta-lamp', 4541, 3784, 'JPY'],
      ['alpha-lamp', 2500, 2500, 'JPY'],
      ['gamma-lamp', 1514, 1211, 'JPY'],
    ]);
    const filtered = await api.get('products?market=eu&min_price=10&max_price=16');
    expect(prices(filtered.body.results)).toEqual([['beta-lamp', 20, 15, 'EUR']]);
    expect(filtered.body.count).toBe(1);
    expect((await api.get('products?market=jp&min_price=2000&max_price=3000')).body.results.map((r: Item) => r.slug)).toEqual(['alpha-lamp']);
    const detail = await api.get('products/gamma-lamp?market=eu');
    expect(detail.body.variants.map((v: { price: number; sale_price: number }) => [v.price, v.sale_price])).toEqual([[9.5, 9], [7, 7]]);
    const suggest = await api.get('products/search/suggest?q=lamp&market=jp');
    expect(suggest.body.products.map((p: { slug: string; sale_price: number; currency: string }) => [p.slug, p.sale_price, p.currency])).toEqual(
      expect.arrayContaining([['alpha-lamp', 2500, 'JPY'], ['beta-lamp', 3784, 'JPY']]),
    );
  }); // prettier-ignore

  it('answers exactly as before without market and lang', async () => {
    for (const [url, text] of Object.entries(before)) expect((await api.get(url)).text, url).toBe(text);
  });

  it('searches in a market', async () => {
    const res = await api.get('products?q=beta&market=eu');
    expect(prices(res.body.results)).toEqual([['beta-lamp', 20, 15, 'EUR']]);
    expect((await api.get('products?q=beta&market=us')).body.results[0]).toMatchObject({ price: 30, sale_price: 25, currency: 'USD' });
  });

  it('refuses an unknown or inactive market and a price filter with more decimals than the currency; falls back for an unknown lang', async () => {
    for (const url of ['products?market=nope', 'products/alpha-lamp?market=nope', 'products/categories?market=nope', 'products/search/suggest?q=lamp&market=nope']) {
      const res = await api.get(url);
      expect({ url, status: res.status, errors: res.body.errors }).toEqual({ url, status: 400, errors: { market: [M.marketUnknown] } });
    }
    expect((await api.get('products?market=%00')).status).toBe(400);
    const jp = await api.get('products?market=jp&min_price=1.5');
    expect({ status: jp.status, errors: jp.body.errors }).toEqual({ status: 400, errors: { min_price: [decimalsMessage('JPY')] } });
    for (const lang of ['xx', 'ja', 'de-AT', '%E2%9C%93', 'a'.repeat(35)]) expect((await api.get(`products?market=eu&lang=${lang}`)).status).toBe(200);
    expect((await api.get('products/categories?market=eu&lang=fr')).body).toEqual(JSON.parse(before['products/categories']!));
    expect((await api.get('products?lang=en')).body.results[0].currency).toBe('USD');

    expect((await api.patch('admin/markets/jp', { active: false }, as())).status).toBe(200);
    const inactive = await api.get('products?market=jp');
    expect({ status: inactive.status, errors: inactive.body.errors }).toEqual({ status: 400, errors: { market: [M.marketInactive] } });
    await api.patch('admin/markets/jp', { active: true }, as());
  }); // prettier-ignore

  it('follows a market change and a new product at once (the cached answers are dropped)', async () => {
    expect(prices((await api.get('products?market=eu&sort=newest')).body.results)[2]).toEqual(['alpha-lamp', 18.99, 18.99, 'EUR']);
    await api.patch('admin/markets/eu', { rounding: 'whole' }, as());
    expect(prices((await api.get('products?market=eu&sort=newest')).body.results)[2]).toEqual(['alpha-lamp', 18, 18, 'EUR']);
    await api.patch('admin/markets/eu', { exchange_rate: 0.92, rounding: '0.95' }, as());
    expect(prices((await api.get('products?market=eu&sort=newest')).body.results)[2]).toEqual(['alpha-lamp', 18.95, 18.95, 'EUR']);
    const created = await createProduct(t.ctx.db, { name: 'Delta Lamp', slug: 'delta-lamp', regular_price: 500, sale_price: 500 });
    expect(prices((await api.get('products?market=eu&sort=newest')).body.results)[0]).toEqual(['delta-lamp', 4.95, 4.95, 'EUR']);
    expect((await api.get(`products/${created.id}?market=jp`)).body).toMatchObject({ price: 757, currency: 'JPY' });
  });

  it('costs no more queries in a market than in the primary one', async () => {
    const count = async (url: string) => {
      queries = 0;
      counting = true;
      const res = await api.get(url);
      counting = false;
      expect(res.status, res.text).toBe(200);
      return queries;
    };
    expect(await count('products?market=eu&page_size=2&n=1')).toBe(await count('products?page_size=2&n=1'));
    expect(await count('products?market=eu&sort=price-low&n=2')).toBe(await count('products?sort=price-low&n=2'));
    expect(await count('products/gamma-lamp?market=jp&n=3')).toBe(await count('products/gamma-lamp?n=3'));
    expect(await count('products/search/suggest?q=lamp&market=jp&n=4')).toBe(await count('products/search/suggest?q=lamp&n=4'));
  });
});

describe('fixed prices (admin)', () => {
  it.each([
    ['0.price', [{ currency: 'JPY', price: 2500.5 }], decimalsMessage('JPY')],
    ['0.sale_price', [{ currency: 'EUR', price: 10, sale_price: 9.999 }], decimalsMessage('EUR')],
    ['0.sale_price', [{ currency: 'EUR', price: 10, sale_price: 11 }], M.salePriceAbove],
    ['0.price', [{ currency: 'EUR', price: -1 }], M.priceInvalid],
    ['0.currency', [{ currency: 'GBP', price: 10 }], M.priceCurrencyUnknown],
    ['0.currency', [{ currency: 'USD', price: 10 }], M.priceBaseCurrency],
    ['0.currency', [{ currency: 'EURO', price: 10 }], M.currencyInvalid],
    [
      '1.currency',
      [
        { currency: 'EUR', price: 10 },
        { currency: 'eur', price: 11 },
      ],
      M.priceRepeated,
    ],
  ])('refuses a bad %s: 400 with the field message', async (field, body, message) => {
    const res = await api.put(`admin/products/${ids.alpha}/prices`, body, as());
    expect({ status: res.status, errors: res.body.errors?.[field] }).toEqual({ status: 400, errors: [message] });
  });

  it('refuses a variant of another product, an unknown product, and customers', async () => {
    const res = await api.put(`admin/products/${ids.alpha}/prices`, [{ currency: 'EUR', variant_id: blue, price: 1 }], as());
    expect(res.body.errors).toEqual({ '0.variant_id': [M.variantUnknown] });
    expect((await api.put('admin/products/999999/prices', [], as())).status).toBe(404);
    expect((await api.get('admin/products/999999/prices', as())).status).toBe(404);
    expect((await api.put(`admin/products/${ids.alpha}/prices`, [])).status).toBe(401);
  });

  it('replaces them as a whole, audited; removing them brings the converted prices back', async () => {
    expect((await api.put(`admin/products/${ids.beta}/prices`, [], as())).body).toEqual([]);
    expect((await api.get('products/beta-lamp?market=eu')).body).toMatchObject({ price: 27.95, sale_price: 23.95 });
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'product.prices')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ entity: 'product', entity_id: String(ids.beta), actor_id: admin.id });
  });
});
