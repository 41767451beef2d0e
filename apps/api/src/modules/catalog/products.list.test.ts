import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES as M } from '@shopwright/shared/catalog';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { seedSmallCatalog } from '../../../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  await seedSmallCatalog(t.database.db);
});
afterAll(() => t.close());

const names = async (query: string) => {
  const res = await api.get(`products?page_size=100&${query}`);
  expect(res.status).toBe(200);
  return (res.body.results as Array<{ name: string }>).map((p) => p.name);
};

describe('GET /api/products', () => {
  it('lists published products by popularity, lean and in the spec shape', async () => {
    const res = await api.get('products');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(11);
    expect(res.body.results.map((p: { name: string }) => p.name).slice(0, 3)).toEqual([
      'Nike Pegasus Running Shoe',
      'Sony WH-1000XM5 Headphones',
      'Samsung Galaxy S24',
    ]);
    const galaxy = res.body.results.find((p: { name: string }) => p.name === 'Samsung Galaxy S24');
    expect(galaxy).toEqual({
      id: expect.any(Number),
      slug: 'samsung-galaxy-s24',
      name: 'Samsung Galaxy S24',
      brand: { name: 'Samsung', slug: 'samsung' },
      category: { name: 'Electronics', slug: 'electronics' },
      price: 799,
      sale_price: 699,
      percentage_discount: 13,
      image: null,
      cover: null,
      rating: { average: 4.67, count: 3 },
      in_stock: true,
      available: 5,
      date_added: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      images: [],
      price_varies: false,
    });
  });

  it('never shows unpublished products, in results or in facet counts', async () => {
    const all = await names('sort=price-low');
    expect(all).not.toContain('Zebra Prototype Phone');
    expect(await names('brand=apple')).toEqual(['Apple iPhone 15 Pro', 'Apple MacBook Air']);
    const res = await api.get('products?size=42');
    expect(res.body.results.map((p: { name: string }) => p.name).sort()).toEqual(['Adidas Ultraboost Light', 'Nike Pegasus Running Shoe']);
    expect(res.body.facets.brands.find((b: { slug: string }) => b.slug === 'apple')).toBeUndefined();
  });

  it('filters by category slug; "all" and a different case mean the same as the spec menu links', async () => {
    expect(await names('category=electronics')).toHaveLength(4);
    expect(await names('category=Electronics')).toHaveLength(4);
    expect(await names('category=all')).toHaveLength(11);
    expect((await names('category=books,sports')).sort()).toEqual(['Moby-Dick', 'Pride and Prejudice', 'Wilson Evolution Basketball']);
  });

  it('answers an unknown category or brand with an empty result, not an error', async () => {
    const res = await api.get('products?category=garden');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 0, results: [], next: null, previous: null, total_pages: 1 });
    expect((await api.get('products?brand=acme')).body.count).toBe(0);
  });

  it('filters by brand, several at once, and brand=all', async () => {
    expect((await names('brand=nike')).sort()).toEqual(['Nike Club Hoodie', 'Nike Pegasus Running Shoe']);
    expect(await names('brand=nike,adidas')).toHaveLength(3);
    expect(await names('brand=all')).toHaveLength(11);
  });

  it('filters by the price paid (sale price), bounds included', async () => {
    expect((await names('min_price=100&max_price=800')).sort()).toEqual([
      'Adidas Ultraboost Light',
      'Nike Pegasus Running Shoe',
      'Samsung Galaxy S24',
      'Sony WH-1000XM5 Headphones',
    ]);
    expect(await names('min_price=109.99&max_price=109.99')).toEqual(['Nike Pegasus Running Shoe']);
    expect(await names('max_price=9.99')).toEqual(['Pride and Prejudice', 'Moby-Dick']);
  });

  it('filters by stock, colour and size', async () => {
    expect(await names('in_stock=true')).toHaveLength(9);
    expect((await names('in_stock=false')).sort()).toEqual(['Apple MacBook Air', 'Nike Club Hoodie']);
    expect((await names('color=BLACK')).sort()).toEqual(['Nike Club Hoodie', 'Nike Pegasus Running Shoe', 'Sony WH-1000XM5 Headphones']);
    expect(await names('color=black titanium')).toEqual(['Apple iPhone 15 Pro']);
    expect(await names('size=m')).toEqual(['Nike Club Hoodie']);
    expect(await names('category=clothing&in_stock=true&size=42')).toEqual(['Nike Pegasus Running Shoe', 'Adidas Ultraboost Light']);
  });

  it('sorts by newest, price and rating, breaking ties by id', async () => {
    expect((await names('sort=newest')).slice(0, 3)).toEqual([
      'Adidas Ultraboost Light',
      'Sony WH-1000XM5 Headphones',
      'Samsung Galaxy S24',
    ]);
    expect((await names('sort=price-low')).slice(0, 3)).toEqual(['Pride and Prejudice', 'Moby-Dick', 'Nike Club Hoodie']);
    expect((await names('sort=price-high')).slice(0, 3)).toEqual(['Apple MacBook Air', 'Apple iPhone 15 Pro', 'Samsung Galaxy S24']);
    expect((await names('sort=rating')).slice(0, 5)).toEqual([
      'Nike Pegasus Running Shoe',
      'Pride and Prejudice',
      'Samsung Galaxy S24',
      'Apple iPhone 15 Pro',
      'Nike Club Hoodie',
    ]);
    expect((await names('sort=popular')).at(-1)).toBe('Nike Club Hoodie');
    expect(await names('sort=relevance')).toEqual(await names('sort=popular'));
  });
});

describe('pagination', () => {
  it('pages through every result once, with next and previous links that keep the filters', async () => {
    const first = await api.get('products?category=all&page_size=5');
    expect(first.body).toMatchObject({
      count: 11,
      page: 1,
      page_size: 5,
      total_pages: 3,
      previous: null,
      next: '/api/products?category=all&page_size=5&page=2',
    });
    const second = await api.get(first.body.next.replace(/^\/api\//, ''));
    expect(second.body.previous).toBe('/api/products?category=all&page_size=5&page=1');
    const third = await api.get(second.body.next.replace(/^\/api\//, ''));
    expect(third.body).toMatchObject({ page: 3, next: null });
    const ids = [first, second, third].flatMap((r) => r.body.results.map((p: { id: number }) => p.id));
    expect(ids).toHaveLength(11);
    expect(new Set(ids).size).toBe(11);
  });

  it('answers a page past the end with 404, and page 1 of nothing with an empty page', async () => {
    const past = await api.get('products?page_size=5&page=4');
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ detail: M.pageOutOfRange, code: 'NOT_FOUND' });
    expect((await api.get('products?category=garden&page=1')).status).toBe(200);
    expect((await api.get('products?category=garden&page=2')).status).toBe(404);
  });

  it('uses 24 per page by default and at most 100', async () => {
    expect((await api.get('products')).body.page_size).toBe(24);
    expect((await api.get('products?page_size=100')).status).toBe(200);
    expect((await api.get('products?page_size=101')).status).toBe(400);
  });
});

describe('facets', () => {
  it('counts each facet with every filter but its own', async () => {
    const res = await api.get('products?category=electronics&min_price=300');
    expect(res.body.count).toBe(4);
    expect(res.body.facets.categories).toEqual([{ name: 'Electronics', slug: 'electronics', count: 4 }]);
    expect(res.body.facets.brands).toEqual([
      { name: 'Apple', slug: 'apple', count: 2 },
      { name: 'Samsung', slug: 'samsung', count: 1 },
      { name: 'Sony', slug: 'sony', count: 1 },
    ]);
    expect(res.body.facets.price).toEqual({ min: 329, max: 1099 });
  });

  it('offers the other categories of the current results', async () => {
    const res = await api.get('products?category=clothing');
    expect(res.body.facets.categories).toEqual([
      { name: 'Electronics', slug: 'electronics', count: 4 },
      { name: 'Clothing', slug: 'clothing', count: 3 },
      { name: 'Home', slug: 'home', count: 1 },
      { name: 'Sports', slug: 'sports', count: 1 },
      { name: 'Books', slug: 'books', count: 2 },
    ]);
    expect(res.body.facets.price).toEqual({ min: 59.99, max: 189.99 });
  });

  it('gives an empty price range when nothing matches', async () => {
    const res = await api.get('products?category=garden');
    expect(res.body.facets.price).toEqual({ min: null, max: null });
    expect(res.body.facets.brands).toEqual([]);
  });
});

describe('GET /api/products/options', () => {
  it('lists the colours and sizes on offer in the given categories, sizes in size order', async () => {
    const res = await api.get('products/options?category=clothing');
    expect(res.status).toBe(200);
    expect(res.body.colors).toEqual([
      { name: 'Black', count: 2 },
      { name: 'White', count: 2 },
    ]);
    expect(res.body.sizes.map((s: { name: string }) => s.name)).toEqual(['S', 'M', 'L', '41', '42', '43', '44']);
  });

  it('covers every category without a filter, never counting unpublished products', async () => {
    const res = await api.get('products/options');
    expect(res.body.colors.find((c: { name: string }) => c.name === 'Black')).toEqual({ name: 'Black', count: 3 });
    expect(res.body.sizes.find((s: { name: string }) => s.name === '42')).toEqual({ name: '42', count: 2 });
    expect((await api.get('products/options?category=no%20such')).status).toBe(400);
  });
});
