import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKET_MESSAGES as M } from '@shopwright/shared/markets';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAdmin } from '../admin/admin.fixtures';

/** The sitemap's alternates and the product feed per market (ADR 030). */
const items = (xml: string) => [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
const field = (item: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(item)?.[1];
const fields = (item: string, name: string) => [...item.matchAll(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, 'g'))].map((m) => m[1]!);

let t: TestApp;
let api: ApiClient;
let as: { token: string };
let shoeId = 0;
let plainFeed = '';

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example' });
  api = apiClient(t.app);
  as = { token: (await signInAdmin(t)).access };
  const shoe = {
    name: 'Trail Shoe',
    slug: 'trail-shoe',
    description: 'A shoe for trails.',
    category: 'clothing',
    price: 19.99,
    stock: 4,
    published: true,
    colors: [{ name: 'Red', hex: null }],
  };
  shoeId = (await api.post('admin/products', shoe, as)).body.id;
  plainFeed = (await t.app.inject({ url: '/feeds/google-products.xml' })).body;
  expect((await t.app.inject({ url: '/sitemap.xml' })).body).not.toContain('xhtml');
  const eu = { code: 'eu', name: 'Europe', countries: ['DE', 'AT'], currency: 'EUR', languages: ['de', 'en'], path: '/de', exchange_rate: 0.92, rounding: '0.99' };
  const jp = { code: 'jp', name: 'Japan', countries: ['JP'], currency: 'JPY', languages: ['ja'], path: '/jp', exchange_rate: 151.37, rounding: 'none' };
  expect((await api.post('admin/markets', eu, as)).status).toBe(201);
  expect((await api.post('admin/markets', jp, as)).status).toBe(201);
  const translations = { de: { name: 'Trailschuh', description: 'Ein Schuh für Pfade.', colors: { Red: 'Rot' } } };
  expect((await api.patch(`admin/products/${shoeId}`, { translations }, as)).status).toBe(200);
  expect((await api.patch('admin/categories/2', { translations: { de: { name: 'Kleidung', slug: 'kleidung' } } }, as)).status).toBe(200);
}); // prettier-ignore
afterAll(() => t.close());

describe('sitemap with markets', () => {
  it('lists every page under each market and language, each with its alternates in all of them', async () => {
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const of = (loc: string) => entries.find((e) => e.includes(`<loc>${loc}</loc>`));
    const product = of(`https://shop.example/de/products/${shoeId}`)!;
    expect(product).toBeDefined();
    const links = [...product.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ['x-default', `https://shop.example/products/${shoeId}`],
      ['en', `https://shop.example/products/${shoeId}`],
      // German and Japanese are served by one market each: tagged by the language alone; English by
      // two, so the euro market's English is tagged per country (market-path.ts, alternatesOf).
      ['de', `https://shop.example/de/products/${shoeId}`],
      ['en-AT', `https://shop.example/de/en/products/${shoeId}`],
      ['en-DE', `https://shop.example/de/en/products/${shoeId}`],
      ['ja', `https://shop.example/jp/products/${shoeId}`],
    ]);
    for (const loc of ['https://shop.example/', 'https://shop.example/de/', 'https://shop.example/de/en/', 'https://shop.example/jp/']) expect(of(loc), loc).toBeDefined();
    // A category page is under its slug in each language.
    expect(of('https://shop.example/de/products/category/kleidung')).toContain('hreflang="en" href="https://shop.example/products/category/clothing"');
    expect(of('https://shop.example/de/en/products/category/clothing')).toBeDefined();
  }); // prettier-ignore
});

describe('the product feed of a market', () => {
  it('gives the market’s currency, language, links under its path and shipping to its countries', async () => {
    const res = await t.app.inject({ url: '/feeds/google-products.xml?market=de' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<language>de</language>');
    expect(field(res.body, 'link')).toBe('https://shop.example/de/');
    const [item] = items(res.body).filter((i) => field(i, 'g:item_group_id') === String(shoeId));
    // 19.99 USD x 0.92 = 18.3908 -> 18.39 -> 18.99 EUR (the 0.99 rounding).
    expect(field(item!, 'g:price')).toBe('18.99 EUR');
    expect(field(item!, 'title')).toBe('Trailschuh - Rot');
    expect(field(item!, 'description')).toBe('Ein Schuh für Pfade.');
    expect(field(item!, 'g:color')).toBe('Rot');
    expect(field(item!, 'link')).toBe(`https://shop.example/de/products/${shoeId}?color=Red`);
    const shipping = fields(item!, 'g:shipping');
    expect(shipping.length).toBeGreaterThan(0);
    expect(shipping.every((s) => /<g:country>(DE|AT)<\/g:country>/.test(s) && / EUR<\/g:price>/.test(s))).toBe(true);
    expect((await t.app.inject({ url: '/feeds/google-products.xml?market=eu' })).body).toBe(res.body);
  });

  it('prices a yen market without decimals, in Japanese where translated, else English', async () => {
    const body = (await t.app.inject({ url: '/feeds/google-products.xml?market=jp' })).body;
    const [item] = items(body).filter((i) => field(i, 'g:item_group_id') === String(shoeId));
    // 19.99 x 151.37 = 3025.8863 -> 3026 JPY.
    expect(field(item!, 'g:price')).toBe('3026 JPY');
    expect(field(item!, 'title')).toBe('Trail Shoe - Red');
    expect(fields(item!, 'g:shipping').every((s) => /<g:country>JP<\/g:country>/.test(s) && /<g:price>\d+ JPY<\/g:price>/.test(s))).toBe(
      true,
    );
  });

  it('stays as it was without market; an unknown or inactive market is a 400', async () => {
    expect((await t.app.inject({ url: '/feeds/google-products.xml' })).body).toBe(plainFeed);
    const unknown = await t.app.inject({ url: '/feeds/google-products.xml?market=nope' });
    expect([unknown.statusCode, unknown.json().errors]).toEqual([400, { market: [M.marketUnknown] }]);
    await api.patch('admin/markets/jp', { active: false }, as);
    const inactive = await t.app.inject({ url: '/feeds/google-products.xml?market=jp' });
    expect([inactive.statusCode, inactive.json().errors]).toEqual([400, { market: [M.marketInactive] }]);
  });
});
