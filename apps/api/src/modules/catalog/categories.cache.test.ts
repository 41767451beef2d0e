import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { signInAdmin } from '../admin/admin.fixtures';
import { createCatalogTestApp, productPayload, type CatalogTestApp } from '../admin/products/admin-products.fixtures';

let t: CatalogTestApp;
let api: ApiClient;
let as: { token: string };
beforeAll(async () => {
  t = await createCatalogTestApp();
  api = apiClient(t.app);
  as = { token: (await signInAdmin(t)).access };
});
afterAll(() => t.close());

type Listed = { id: number; name: string; slug: string; product_count: number };
const categories = async (query = '') => (await api.get(`products/categories${query}`)).body as Listed[];
const count = async (slug: string) => (await categories()).find((c) => c.slug === slug)?.product_count;

describe('kept categories answer (issue 29)', () => {
  it('is the same bytes and ETag again, and a 304 for that ETag', async () => {
    const first = await api.get('products/categories');
    const again = await api.get('products/categories');
    expect([again.status, again.text, again.headers.etag]).toEqual([200, first.text, first.headers.etag]);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    const revalidated = await api.get('products/categories', { headers: { 'if-none-match': String(first.headers.etag) } });
    expect([revalidated.status, revalidated.text]).toEqual([304, '']);
  });

  it('counts a product at once when it is published, and no more when it is unpublished', async () => {
    const before = (await count('books'))!;
    const created = await api.post('admin/products', productPayload({ category: 'books', published: true }), as);
    expect(created.status, created.text).toBe(201);
    expect(await count('books')).toBe(before + 1);
    expect((await api.patch(`admin/products/${created.body.id}`, { published: false }, as)).status).toBe(200);
    expect(await count('books')).toBe(before);
  });

  it('shows a new market and a new or renamed category at once, in every language asked', async () => {
    expect((await api.get('products/categories?market=eu&lang=de')).status).toBe(400);
    const eu = {
      code: 'eu',
      name: 'Europe',
      countries: ['DE'],
      currency: 'EUR',
      languages: ['de'],
      path: '/eu',
      exchange_rate: 0.92,
      rounding: 'none',
    };
    expect((await api.post('admin/markets', eu, as)).status).toBe(201);
    const de = await categories('?market=eu&lang=de');
    expect(de.length).toBeGreaterThan(0);
    const created = await api.post('admin/categories', { name: 'Kept Garden' }, as);
    expect(created.status, created.text).toBe(201);
    expect((await categories()).at(-1)?.name).toBe('Kept Garden');
    expect((await categories('?market=eu&lang=de')).length).toBe(de.length + 1);
    expect((await api.patch(`admin/categories/${created.body.id}`, { name: 'Kept Patio' }, as)).status).toBe(200);
    expect((await categories()).at(-1)?.name).toBe('Kept Patio');
  });

  it('refuses an unknown market every time (refusals are never kept)', async () => {
    for (let i = 0; i < 2; i++) expect((await api.get('products/categories?market=nowhere')).status).toBe(400);
  });
});
