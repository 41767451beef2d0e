import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES as M } from '@shopwright/shared/catalog';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { seedSmallCatalog } from '../../../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { setProductStock } from './variants.repo';

let t: TestApp;
let api: ApiClient;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  ids = await seedSmallCatalog(t.database.db);
});
afterAll(() => t.close());

const search = async (q: string, extra = '') => {
  const res = await api.get(`products?q=${encodeURIComponent(q)}${extra}`);
  expect(res.status).toBe(200);
  return (res.body.results as Array<{ name: string }>).map((p) => p.name);
};

describe('full-text search (GET /api/products?q=)', () => {
  it('finds products by name, description, brand, category and features', async () => {
    expect(await search('iphone')).toEqual(['Apple iPhone 15 Pro']);
    expect((await search('smartphone')).sort()).toEqual(['Apple iPhone 15 Pro', 'Samsung Galaxy S24']);
    expect((await search('penguin')).sort()).toEqual(['Moby-Dick', 'Pride and Prejudice']);
    expect(await search('austen')).toEqual(['Pride and Prejudice']);
    expect(await search('electronics')).toHaveLength(4);
  });

  it('needs every word, matches word forms and completes the last word', async () => {
    expect(await search('nike hoodie')).toEqual(['Nike Club Hoodie']);
    expect((await search('running shoes')).sort()).toEqual(['Adidas Ultraboost Light', 'Nike Pegasus Running Shoe']);
    expect(await search('iph')).toEqual(['Apple iPhone 15 Pro']);
    expect(await search('Moby Dick')).toEqual(['Moby-Dick']);
  });

  it('ranks name matches above description matches by default', async () => {
    expect(await search('light')).toEqual(['Adidas Ultraboost Light', 'Apple MacBook Air']);
  });

  it('combines with filters and an explicit sort', async () => {
    expect(await search('shoe', '&sort=price-high')).toEqual(['Adidas Ultraboost Light', 'Nike Pegasus Running Shoe']);
    expect(await search('shoe', '&brand=nike')).toEqual(['Nike Pegasus Running Shoe']);
    const res = await api.get('products?q=smartphone');
    expect(res.body.facets.brands.map((b: { slug: string }) => b.slug).sort()).toEqual(['apple', 'samsung']);
  });

  it('never finds unpublished products', async () => {
    expect(await search('zebra')).toEqual([]);
    expect(await search('prototype')).toEqual([]);
  });

  it('treats an empty search as no search', async () => {
    expect(await search('   ')).toHaveLength(11);
  });

  it('follows renames and deletions', async () => {
    const db = t.database.db;
    const ball = ids['Wilson Evolution Basketball']!;
    await db.updateTable('products').set({ name: 'Wilson Glow Basketball' }).where('id', '=', ball).execute();
    expect(await search('glow')).toEqual(['Wilson Glow Basketball']);
    expect(await search('evolution')).toEqual([]);
    await setProductStock(db, ball, 3);
    expect(await search('glow')).toEqual(['Wilson Glow Basketball']);
    await db.deleteFrom('products').where('id', '=', ids['Nordhem Table Lamp']!).execute();
    expect(await search('nordhem')).toEqual([]);
  });
});

describe('hostile search text', () => {
  it.each(['"', '*', '()', ':-^', '"*():-^', '-', '^', '\\', '%_%'])('refuses %j (no letter or digit) with 400', async (q) => {
    const res = await api.get(`products?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(400);
    expect(res.body.errors.q).toEqual([M.searchNeedsWord]);
  });

  it.each([
    'iphone"',
    'NEAR(apple pro)',
    'apple AND NOT pro',
    'name:iphone',
    'iph*',
    '"apple" OR "nike"',
    "' OR 1=1 --",
    '"; DROP TABLE products; --',
    "'; select * from users; --",
    '%_%iphone',
    'a & b | !c',
    'café:*',
    'ünïcödé 日本語',
    'the',
    'of the',
  ])('searches %j as plain words, never failing', async (q) => {
    const res = await api.get(`products?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expect(res.body.results.map((p: { name: string }) => p.name)).not.toContain('Zebra Prototype Phone');
    const suggest = await api.get(`products/search/suggest?q=${encodeURIComponent(q)}`);
    expect(suggest.status).toBe(200);
  });

  it('still has its products after SQL-looking searches', async () => {
    expect(await search('iphone')).toEqual(['Apple iPhone 15 Pro']);
  });

  it('refuses search text over 100 characters', async () => {
    const res = await api.get(`products?q=${'a'.repeat(101)}`);
    expect(res.status).toBe(400);
    expect(res.body.errors.q).toEqual([M.searchTooLong]);
  });
});

describe('GET /api/products/search/suggest', () => {
  it('completes product names as they are typed', async () => {
    const res = await api.get('products/search/suggest?q=iph');
    expect(res.status).toBe(200);
    expect(res.body.products).toEqual([
      {
        id: ids['Apple iPhone 15 Pro'],
        slug: 'apple-iphone-15-pro',
        name: 'Apple iPhone 15 Pro',
        brand: 'Apple',
        sale_price: 999,
        image: null,
      },
    ]);
  });

  it('suggests categories and brands by word prefix', async () => {
    expect((await api.get('products/search/suggest?q=ele')).body.categories).toEqual([{ name: 'Electronics', slug: 'electronics' }]);
    const nike = (await api.get('products/search/suggest?q=nik')).body;
    expect(nike.brands).toEqual([{ name: 'Nike', slug: 'nike' }]);
    expect(nike.products.map((p: { name: string }) => p.name).sort()).toEqual(['Nike Club Hoodie', 'Nike Pegasus Running Shoe']);
    expect((await api.get('products/search/suggest?q=clas')).body.brands).toEqual([{ name: 'Penguin Classics', slug: 'penguin-classics' }]);
  });

  it('completes every word and keeps the list short', async () => {
    const res = await api.get('products/search/suggest?q=app%20pr');
    expect(res.body.products.map((p: { name: string }) => p.name)).toEqual(['Apple iPhone 15 Pro']);
    expect((await api.get('products/search/suggest?q=a')).body.products.length).toBeLessThanOrEqual(6);
  });

  it('never suggests unpublished products', async () => {
    const res = await api.get('products/search/suggest?q=zeb');
    expect(res.body).toEqual({ products: [], categories: [], brands: [] });
  });

  it('refuses a missing, empty or symbol-only query', async () => {
    for (const query of ['', '?q=', '?q=%2A%22', `?q=${'x'.repeat(101)}`]) {
      const res = await api.get(`products/search/suggest${query}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
  });
});
