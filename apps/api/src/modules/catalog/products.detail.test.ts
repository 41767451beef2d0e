import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES as M } from '@shopwright/shared/catalog';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { seedSmallCatalog } from '../../../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ApiClient;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  ids = await seedSmallCatalog(t.database.db);
});
afterAll(() => t.close());

describe('GET /api/products/{id}', () => {
  it('returns the full product by numeric id', async () => {
    const id = ids['Apple iPhone 15 Pro']!;
    const res = await api.get(`products/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      slug: 'apple-iphone-15-pro',
      name: 'Apple iPhone 15 Pro',
      brand: { name: 'Apple', slug: 'apple' },
      category: { name: 'Electronics', slug: 'electronics' },
      price: 999,
      sale_price: 999,
      percentage_discount: 0,
      description: 'A titanium smartphone with a pro camera.',
      features: [],
      colors: ['Black Titanium', 'Natural Titanium'],
      swatches: [
        { name: 'Black Titanium', hex: null },
        { name: 'Natural Titanium', hex: null },
      ],
      available_sizes: ['128 GB', '256 GB'],
      images: [],
      image: null,
      in_stock: true,
      available: 10,
      published: true,
      subscribers: 0,
      units_sold: 500,
      rating: { average: 4.5, count: 2 },
      modified_by: null,
    });
    expect(res.body.modified_date).toBe(res.body.date_added);
  });

  it('finds the same product by its slug, in any case', async () => {
    const bySlug = await api.get('products/Apple-iPhone-15-Pro');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.id).toBe(ids['Apple iPhone 15 Pro']);
  });

  it('lists related products of the same category, same brand first, never itself or hidden ones', async () => {
    const res = await api.get(`products/${ids['Apple iPhone 15 Pro']}`);
    expect(res.body.related.map((p: { name: string }) => p.name)).toEqual([
      'Apple MacBook Air',
      'Sony WH-1000XM5 Headphones',
      'Samsung Galaxy S24',
    ]);
    expect(res.body.related[0]).not.toHaveProperty('description');
  });

  it('shows a sold-out product as such', async () => {
    const res = await api.get(`products/${ids['Apple MacBook Air']}`);
    expect(res.body).toMatchObject({ in_stock: false, available: 0 });
  });

  it('answers 404 for unknown and unpublished products', async () => {
    for (const id of ['999999', '0', '99999999999', 'no-such-product', String(ids['Zebra Prototype Phone']), 'zebra-prototype-phone']) {
      const res = await api.get(`products/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ detail: M.productNotFound, code: 'NOT_FOUND' });
    }
  });

  it('answers 400 for ids that are neither a number nor a slug', async () => {
    for (const id of ['-1', '1.5', 'a%20b', '%27%20or%201%3D1', 'x'.repeat(99) + '-', '--', 'caf%C3%A9']) {
      const res = await api.get(`products/${id}`);
      expect(res.status, id).toBe(400);
      expect(res.body.errors.id).toEqual([M.productIdInvalid]);
    }
    const tooLong = await api.get(`products/${'x'.repeat(300)}`);
    expect(tooLong.status).toBe(414);
  });
});

describe('GET /api/products/categories and brands', () => {
  it('counts only published products per category', async () => {
    const res = await api.get('products/categories');
    expect(res.status).toBe(200);
    expect(res.body.map((c: { slug: string; product_count: number }) => [c.slug, c.product_count])).toEqual([
      ['electronics', 4],
      ['clothing', 3],
      ['home', 1],
      ['sports', 1],
      ['books', 2],
    ]);
    expect(res.body[0]).toMatchObject({ name: 'Electronics', image: null, cover: null, position: 0 });
  });

  it('lists brands by name with their published product counts', async () => {
    const res = await api.get('products/brands');
    expect(res.status).toBe(200);
    expect(res.body.map((b: { slug: string; product_count: number }) => [b.slug, b.product_count])).toEqual([
      ['adidas', 1],
      ['apple', 2],
      ['nike', 2],
      ['nordhem', 1],
      ['penguin-classics', 2],
      ['samsung', 1],
      ['sony', 1],
      ['wilson', 1],
    ]);
  });
});
