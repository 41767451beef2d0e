import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TAXONOMY_MESSAGES as T, CATALOG_AUDIT_ACTIONS as A } from '@shopwright/shared/admin';
import { apiClient, type ApiClient } from '../../../../test/api-client';
import { signInAdmin } from '../admin.fixtures';
import { auditOf, createCatalogTestApp, productPayload, type CatalogTestApp } from './admin-products.fixtures';

let t: CatalogTestApp;
let api: ApiClient;
let as: { token: string };

beforeAll(async () => {
  t = await createCatalogTestApp();
  api = apiClient(t.app);
  as = { token: (await signInAdmin(t)).access };
});
afterAll(() => t.close());

const slugs = async () => (await api.get('admin/categories', as)).body.map((c: { slug: string }) => c.slug) as string[];

describe('categories', () => {
  it('lists the categories in menu order, counting unpublished products too', async () => {
    await api.post('admin/products', productPayload({ category: 'books' }), as);
    const res = await api.get('admin/categories', as);
    expect(res.body.map((c: { slug: string }) => c.slug)).toEqual(['electronics', 'clothing', 'home', 'sports', 'books']);
    expect(res.body[4]).toEqual({
      id: expect.any(Number),
      name: 'Books',
      slug: 'books',
      description: expect.any(String),
      position: 4,
      product_count: 1,
      translations: {},
    });
    expect((await api.get('products/categories')).body.find((c: { slug: string }) => c.slug === 'books').product_count).toBe(0);
  });

  it('creates one at the end of the menu, with a slug from its name', async () => {
    const res = await api.post('admin/categories', { name: 'Garden & Patio', description: 'Outdoors.' }, as);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Garden & Patio',
      slug: 'garden-patio',
      description: 'Outdoors.',
      position: 5,
      product_count: 0,
    });
    expect((await api.get('products/categories')).body.at(-1).slug).toBe('garden-patio');
    expect((await api.post('admin/products', productPayload({ category: 'garden-patio' }), as)).status).toBe(201);
    expect((await auditOf(t, A.categoryCreate)).at(-1)).toMatchObject({ entity_id: String(res.body.id) });
  });

  it('refuses a taken name (in any case) or slug with a 409, and bad input with a 400', async () => {
    const name = await api.post('admin/categories', { name: 'BOOKS', slug: 'other-books' }, as);
    expect([name.status, name.body.errors]).toEqual([409, { name: [T.categoryNameTaken] }]);
    const slug = await api.post('admin/categories', { name: 'Reading', slug: 'books' }, as);
    expect([slug.status, slug.body.errors]).toEqual([409, { slug: [T.categorySlugTaken] }]);
    for (const body of [{ name: '' }, { name: 'x'.repeat(81) }, { name: 'Ok', slug: 'Bad Slug' }, { name: 'Ok', extra: 1 }]) {
      expect({ body, status: (await api.post('admin/categories', body, as)).status }).toEqual({ body, status: 400 });
    }
  });

  it('renames a category, keeping its slug, and its products are found by the new name', async () => {
    const category = (await api.post('admin/categories', { name: 'Toys' }, as)).body;
    const product = (await api.post('admin/products', productPayload({ name: 'Wooden Train', category: 'toys', published: true }), as))
      .body;
    const res = await api.patch(`admin/categories/${category.id}`, { name: 'Playthings' }, as);
    expect(res.body).toMatchObject({ name: 'Playthings', slug: 'toys', product_count: 1 });
    expect((await api.get('products?q=playthings')).body.results.map((p: { id: number }) => p.id)).toEqual([product.id]);
    expect((await api.patch(`admin/categories/${category.id}`, { name: 'Electronics' }, as)).status).toBe(409);
    expect((await api.patch('admin/categories/2147483000', { name: 'Gone' }, as)).status).toBe(404);
    const entry = (await auditOf(t, A.categoryUpdate)).at(-1)!;
    expect([JSON.parse(entry.before_json!), JSON.parse(entry.after_json!)]).toEqual([{ name: 'Toys' }, { name: 'Playthings' }]);
    const empty = await api.patch(`admin/categories/${category.id}`, {}, as);
    expect([empty.status, empty.body.name]).toEqual([200, 'Playthings']);
    expect(await auditOf(t, A.categoryUpdate)).toHaveLength(1);
  });

  it('reorders the menu, and refuses an order that misses or repeats a category', async () => {
    const ids = (await api.get('admin/categories', as)).body.map((c: { id: number }) => c.id) as number[];
    const reversed = [...ids].reverse();
    const res = await api.put('admin/categories/order', { ids: reversed }, as);
    expect(res.body.map((c: { id: number }) => c.id)).toEqual(reversed);
    expect((await api.get('products/categories')).body.map((c: { id: number }) => c.id)).toEqual(reversed);
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 2147483000]]) {
      const refused = await api.put('admin/categories/order', { ids: bad }, as);
      expect([refused.status, refused.body.detail]).toEqual([400, T.orderInvalid]);
    }
    expect((await api.get('admin/categories', as)).body.map((c: { id: number }) => c.id)).toEqual(reversed);
    expect(await auditOf(t, A.categoryReorder)).toHaveLength(1);
  });

  it('deletes only an empty category', async () => {
    const books = (await api.get('admin/categories', as)).body.find((c: { slug: string }) => c.slug === 'books');
    const full = await api.delete(`admin/categories/${books.id}`, as);
    expect([full.status, full.body.detail]).toEqual([409, T.categoryNotEmpty(1)]);
    const empty = (await api.post('admin/categories', { name: 'Seasonal' }, as)).body;
    expect((await api.delete(`admin/categories/${empty.id}`, as)).status).toBe(204);
    expect(await slugs()).not.toContain('seasonal');
    expect((await api.delete(`admin/categories/${empty.id}`, as)).status).toBe(404);
    expect((await auditOf(t, A.categoryDelete)).at(-1)).toMatchObject({ entity_id: String(empty.id) });
  });
});

describe('brands', () => {
  it('creates, lists, renames and deletes brands', async () => {
    const made = await api.post('admin/brands', { name: 'Northwind' }, as);
    expect([made.status, made.body]).toEqual([
      201,
      { id: expect.any(Number), name: 'Northwind', slug: 'northwind', product_count: 0, translations: {} },
    ]);
    const product = (
      await api.post(
        'admin/products',
        productPayload({ name: 'Storm Jacket', category: 'clothing', brand: 'northwind', published: true }),
        as,
      )
    ).body;
    expect((await api.get('admin/brands', as)).body.find((b: { id: number }) => b.id === made.body.id).product_count).toBe(1);

    const renamed = await api.patch(`admin/brands/${made.body.id}`, { name: 'Southwind' }, as);
    expect(renamed.body).toMatchObject({ name: 'Southwind', slug: 'northwind' });
    expect((await api.patch(`admin/brands/${made.body.id}`, {}, as)).body).toMatchObject({ name: 'Southwind', slug: 'northwind' });
    expect((await api.get('products?q=southwind')).body.results.map((p: { id: number }) => p.id)).toEqual([product.id]);

    const full = await api.delete(`admin/brands/${made.body.id}`, as);
    expect([full.status, full.body.detail]).toEqual([409, T.brandNotEmpty(1)]);
    await api.delete(`admin/products/${product.id}`, as);
    expect((await api.delete(`admin/brands/${made.body.id}`, as)).status).toBe(204);
    expect((await api.get('admin/brands', as)).body.some((b: { id: number }) => b.id === made.body.id)).toBe(false);
    for (const action of [A.brandCreate, A.brandUpdate, A.brandDelete]) expect(await auditOf(t, action)).toHaveLength(1);
  });

  it('refuses taken names and slugs with a 409, bad input with a 400', async () => {
    await api.post('admin/brands', { name: 'Acme' }, as);
    expect((await api.post('admin/brands', { name: 'acme' }, as)).body.errors).toEqual({
      name: [T.brandNameTaken],
      slug: [T.brandSlugTaken],
    });
    expect((await api.post('admin/brands', { name: 'acme', slug: 'acme-2' }, as)).body.errors).toEqual({ name: [T.brandNameTaken] });
    expect((await api.post('admin/brands', { name: 'Acme Two', slug: 'acme' }, as)).body.errors).toEqual({ slug: [T.brandSlugTaken] });
    expect((await api.post('admin/brands', { name: 'Acme Two', slug: 'acme' }, as)).status).toBe(409);
    expect((await api.post('admin/brands', { name: ' ' }, as)).status).toBe(400);
    expect((await api.patch('admin/brands/2147483000', { name: 'x' }, as)).status).toBe(404);
  });
});
