import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_MESSAGES as M } from '@shopwright/shared/admin';
import { apiClient, type ApiClient } from '../../../../test/api-client';
import { seedSmallCatalog } from '../../../../test/catalog-fixtures';
import { signInAdmin } from '../admin.fixtures';
import { createCatalogTestApp, type CatalogTestApp } from './admin-products.fixtures';

let t: CatalogTestApp;
let api: ApiClient;
let as: { token: string };

beforeAll(async () => {
  t = await createCatalogTestApp();
  api = apiClient(t.app);
  as = { token: (await signInAdmin(t)).access };
  await seedSmallCatalog(t.database.db);
});
afterAll(() => t.close());

const names = async (query: string) => {
  const res = await api.get(`admin/products?page_size=100&${query}`, as);
  expect(res.status).toBe(200);
  return res.body.results.map((p: { name: string }) => p.name) as string[];
};

describe('GET /api/admin/products', () => {
  it('lists every product, unpublished ones too, newest first, in the page envelope', async () => {
    const res = await api.get('admin/products', as);
    expect(res.body).toMatchObject({ count: 12, next: null, previous: null });
    expect(res.body.results[0]).toMatchObject({
      name: 'Zebra Prototype Phone',
      published: false,
      stock: 3,
      units_sold: 99_999,
      category: { slug: 'electronics' },
      brand: { slug: 'apple' },
    });
    expect(res.body.results.at(-1).name).toBe('Pride and Prejudice');
    expect(res.body.results[1]).toEqual({
      id: expect.any(Number),
      slug: 'adidas-ultraboost-light',
      name: 'Adidas Ultraboost Light',
      category: { name: 'Clothing', slug: 'clothing' },
      brand: { name: 'Adidas', slug: 'adidas' },
      price: 189.99,
      sale_price: 189.99,
      percentage_discount: 0,
      stock: 3,
      variant_count: 2,
      published: true,
      units_sold: 200,
      rating: { average: 0, count: 0 },
      image: null,
      date_added: expect.any(String),
      modified_date: expect.any(String),
    });
  });

  it('searches names, texts and slugs', async () => {
    expect(await names('q=zebra')).toEqual(['Zebra Prototype Phone']);
    expect(await names('q=penguin&sort=name')).toEqual(['Moby-Dick', 'Pride and Prejudice']);
    expect(await names('q=wh-1000')).toEqual(['Sony WH-1000XM5 Headphones']);
    expect(await names('q=nothing-like-this')).toEqual([]);
  });

  it('filters by category, brand, published and stock level', async () => {
    expect(await names('category=books&sort=name')).toEqual(['Moby-Dick', 'Pride and Prejudice']);
    expect(await names('brand=apple&sort=name')).toEqual(['Apple iPhone 15 Pro', 'Apple MacBook Air', 'Zebra Prototype Phone']);
    expect(await names('published=false')).toEqual(['Zebra Prototype Phone']);
    expect((await names('published=true')).length).toBe(11);
    expect(await names('stock=out&sort=name')).toEqual(['Apple MacBook Air', 'Nike Club Hoodie']);
    expect(await names('stock=low&sort=stock')).toEqual(['Zebra Prototype Phone', 'Adidas Ultraboost Light', 'Samsung Galaxy S24']);
    expect((await names('stock=in')).length).toBe(10);
    expect(await names('category=electronics&brand=apple&published=true&stock=in')).toEqual(['Apple iPhone 15 Pro']);
  });

  it('sorts by name, price, stock, newest and best selling', async () => {
    expect((await names('sort=name')).slice(0, 3)).toEqual(['Adidas Ultraboost Light', 'Apple iPhone 15 Pro', 'Apple MacBook Air']);
    expect((await names('sort=-name'))[0]).toBe('Zebra Prototype Phone');
    expect((await names('sort=price'))[0]).toBe('Zebra Prototype Phone');
    expect((await names('sort=-price'))[0]).toBe('Apple MacBook Air');
    expect((await names('sort=-stock'))[0]).toBe('Pride and Prejudice');
    expect((await names('sort=best-selling')).slice(0, 3)).toEqual([
      'Zebra Prototype Phone',
      'Nike Pegasus Running Shoe',
      'Sony WH-1000XM5 Headphones',
    ]);
  });

  it('paginates', async () => {
    const first = await api.get('admin/products?page_size=5&sort=name', as);
    expect(first.body).toMatchObject({ count: 12, next: 2, previous: null });
    const third = await api.get('admin/products?page_size=5&page=3&sort=name', as);
    expect(third.body).toMatchObject({ count: 12, next: null, previous: 2 });
    expect(third.body.results).toHaveLength(2);
  });

  it('refuses bad filters with a 400', async () => {
    const cases: Array<[string, string, string]> = [
      ['sort=cheapest', 'sort', M.sortInvalid],
      ['stock=some', 'stock', M.stockFilterInvalid],
      ['published=maybe', 'published', M.publishedInvalid],
      ['category=Not%20A%20Slug', 'category', M.filterInvalid],
      [`q=${'x'.repeat(101)}`, 'q', M.searchTooLong],
      ['page=0', 'page', ''],
    ];
    for (const [query, field, message] of cases) {
      const res = await api.get(`admin/products?${query}`, as);
      expect({ query, status: res.status, has: Boolean(res.body.errors?.[field]) }).toEqual({ query, status: 400, has: true });
      if (message) expect(res.body.errors[field]).toEqual([message]);
    }
  });
});
