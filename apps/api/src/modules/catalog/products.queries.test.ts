import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { seed } from '../../db/seed/index';
import { createProduct, seedSmallCatalog } from '../../../test/catalog-fixtures';
import { createTestDatabase, testConfig } from '../../../test/test-app';
import { catalogChanged } from './catalog-changes';
import { setProductStock } from './variants.repo';

let database: DatabaseHandle;
let built: App;
let counting = false;
let queries = 0;

beforeAll(async () => {
  database = await createTestDatabase(() => {
    if (counting) queries += 1;
  });
  await seed(database.db, { demo: false });
  await seedSmallCatalog(database.db);
  for (let i = 0; i < 40; i++) {
    await createProduct(database.db, {
      name: `Generic Gadget ${i}`,
      category: i % 2 ? 'electronics' : 'home',
      brand: i % 3 ? 'Acme' : 'Nordhem',
      price: 10 + i,
      colors: ['Black', 'Red'],
      sizes: ['M'],
      ratings: i % 5 ? [] : [4],
    });
  }
  // These tests count the queries behind an answer: the listing cache would answer repeats with none.
  built = await buildApp(testConfig({ catalogCacheEntries: 0 }), { database });
  await built.app.ready();
});
afterAll(async () => {
  await built.app.close();
  await database.close();
});

async function queriesFor(url: string) {
  queries = 0;
  counting = true;
  const res = await built.app.inject(url);
  counting = false;
  expect(res.statusCode, res.body).toBe(200);
  return queries;
}

describe('SQL queries per request', () => {
  it('lists a page with the same number of queries whatever its size', async () => {
    const one = await queriesFor('/api/products?page_size=1');
    // Count + price range, two facets, the page, and the page's pictures (`images`).
    expect(one).toBe(5);
    expect(await queriesFor('/api/products?page_size=50')).toBe(one);
    expect(await queriesFor('/api/products?page_size=100&page=1')).toBe(one);
  });

  it('keeps that number with search, filters and every sort', async () => {
    const base = await queriesFor('/api/products?page_size=1');
    for (const query of [
      'q=gadget',
      'q=gadget&sort=price-high',
      'category=electronics&brand=acme,nordhem&color=black&size=m&in_stock=true&min_price=5&max_price=100',
      'sort=rating',
      'sort=newest',
    ]) {
      expect(await queriesFor(`/api/products?page_size=100&${query}`), query).toBe(base);
    }
  });

  it('answers a product with 32 variants with the same queries as one with a single variant', async () => {
    const colors = ['Black', 'White', 'Red', 'Blue', 'Green', 'Grey', 'Navy', 'Sand'];
    const big = await createProduct(database.db, {
      name: 'Thirty Two Tee',
      category: 'clothing',
      brand: 'Acme',
      price: 20,
      colors,
      sizes: ['S', 'M', 'L', 'XL'],
    });
    const small = await createProduct(database.db, { name: 'Single Vase', category: 'home', brand: 'Acme', price: 20 });
    const res = await built.app.inject(`/api/products/${big}`);
    expect(res.json().variants).toHaveLength(32);
    expect(await queriesFor(`/api/products/${big}`)).toBe(await queriesFor(`/api/products/${small}`));
  });

  it('answers the other catalog reads with a few fixed queries', async () => {
    expect(await queriesFor('/api/products/categories')).toBe(1);
    expect(await queriesFor('/api/products/brands')).toBe(1);
    // Product, pictures, colours, sizes, related, variants, related pictures.
    expect(await queriesFor('/api/products/1')).toBe(7);
    expect(await queriesFor('/api/products/search/suggest?q=gad')).toBe(3);
    expect(await queriesFor('/api/products/options?category=home')).toBe(2);
    expect(await queriesFor('/api/products/1/reviews?page_size=50')).toBe(3);
  });
});

describe('SQL queries of a cached listing', () => {
  it('answers a repeat with none, and queries again after a catalog change', async () => {
    const cached = await buildApp(testConfig({ catalogCacheEntries: 10 }), { database });
    try {
      const count = async (url: string) => {
        queries = 0;
        counting = true;
        const res = await cached.app.inject(url);
        counting = false;
        expect(res.statusCode, res.body).toBe(200);
        return queries;
      };
      expect(await count('/api/products?sort=newest')).toBe(5);
      expect(await count('/api/products?sort=newest')).toBe(0);
      expect(await count('/api/products?sort=newest&page=1')).toBe(5);
      // A stock change of a product the page does not show keeps it (ADR 031); any other catalog change drops it.
      await setProductStock(database.db, 1, 7);
      expect(await count('/api/products?sort=newest')).toBe(0);
      await catalogChanged(database.db);
      expect(await count('/api/products?sort=newest')).toBe(5);
      // A write elsewhere (a customer's sign-up) keeps the cached answer.
      await database.db.updateTable('users').set({ first_name: 'Ann' }).where('id', '=', 1).execute();
      expect(await count('/api/products?sort=newest')).toBe(0);
    } finally {
      await cached.app.close();
    }
  });
});

describe('SQL queries of a cached product', () => {
  it('answers a repeat with none and the same ETag, and queries again after a catalog change', async () => {
    const cached = await buildApp(testConfig({ catalogCacheEntries: 10 }), { database });
    try {
      const get = async (url: string) => {
        queries = 0;
        counting = true;
        const res = await cached.app.inject(url);
        counting = false;
        expect(res.statusCode, res.body).toBe(200);
        return { queries, etag: res.headers.etag, body: res.json() as { stock: number } };
      };
      const first = await get('/api/products/1');
      expect(first.queries).toBeGreaterThan(0);
      const again = await get('/api/products/1');
      expect(again.queries).toBe(0);
      expect(again.etag).toBe(first.etag);
      expect(again.body).toEqual(first.body);
      await setProductStock(database.db, 1, 3);
      const changed = await get('/api/products/1');
      expect(changed.queries).toBe(first.queries);
      expect(changed.etag).not.toBe(first.etag);
      // A failed lookup is never kept: an unknown product stays a 404.
      expect((await cached.app.inject('/api/products/999999')).statusCode).toBe(404);
      expect((await cached.app.inject('/api/products/999999')).statusCode).toBe(404);
    } finally {
      await cached.app.close();
    }
  });
});
