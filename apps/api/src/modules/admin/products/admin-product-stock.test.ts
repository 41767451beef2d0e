import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_MESSAGES as M, CATALOG_AUDIT_ACTIONS as A } from '@shopwright/shared/admin';
import { apiClient, type ApiClient } from '../../../../test/api-client';
import { createProduct } from '../../../../test/catalog-fixtures';
import { mailsTo } from '../../../../test/test-app';
import { signInAdmin, type SignedIn } from '../admin.fixtures';
import { auditOf, createCatalogTestApp, productPayload, type CatalogTestApp } from './admin-products.fixtures';

let t: CatalogTestApp;
let api: ApiClient;
let admin: SignedIn;
let as: { token: string };

beforeAll(async () => {
  t = await createCatalogTestApp();
  api = apiClient(t.app);
  admin = await signInAdmin(t, { first_name: 'Stock', last_name: 'Keeper' });
  as = { token: admin.access };
});
afterAll(() => t.close());

const create = async (overrides: Record<string, unknown>) =>
  (await api.post('admin/products', productPayload(overrides), as)).body as { id: number; name: string };
const history = async (id: number) => (await api.get(`admin/products/${id}/stock-history`, as)).body;
const waitFor = async (id: number, ...emails: string[]) => {
  for (const email of emails) expect((await api.post(`products/${id}/notify-me`, { email })).status).toBe(200);
};
const backInStockMails = async (email: string, name: string) =>
  (await mailsTo(t, email)).filter((m) => m.subject === `${name} is back in stock`);

describe('stock history', () => {
  it('records the first stock, then every change with who, when, before, after and why', async () => {
    const product = await create({ stock: 7 });
    expect((await api.patch(`admin/products/${product.id}`, { stock: 3, stock_note: 'Two damaged in the warehouse' }, as)).status).toBe(
      200,
    );
    expect((await api.patch(`admin/products/${product.id}`, { name: `${product.name} II` }, as)).status).toBe(200);
    expect((await api.patch(`admin/products/${product.id}`, { stock: 3 }, as)).status).toBe(200);
    const page = await history(product.id);
    expect(page).toMatchObject({ count: 2, next: null, previous: null });
    const actor = { id: admin.id, email: admin.email, name: 'Stock Keeper' };
    expect(page.results).toEqual([
      {
        id: expect.any(Number),
        variant: { id: expect.any(Number), sku: expect.any(String), color: null, size: null },
        stock_before: 7,
        stock_after: 3,
        change: -4,
        reason: 'edit',
        note: 'Two damaged in the warehouse',
        order_id: null,
        actor,
        created_at: expect.any(String),
      },
      {
        id: expect.any(Number),
        variant: { id: expect.any(Number), sku: expect.any(String), color: null, size: null },
        stock_before: 0,
        stock_after: 7,
        change: 7,
        reason: 'created',
        note: null,
        order_id: null,
        actor,
        created_at: expect.any(String),
      },
    ]);
  });

  it('paginates, and answers 404 for an unknown product', async () => {
    const product = await create({ stock: 1 });
    for (const stock of [2, 3, 4]) await api.patch(`admin/products/${product.id}`, { stock }, as);
    const second = (await api.get(`admin/products/${product.id}/stock-history?page_size=3&page=2`, as)).body;
    expect(second).toMatchObject({ count: 4, next: null, previous: 1 });
    expect(second.results.map((m: { stock_after: number }) => m.stock_after)).toEqual([1]);
    expect((await api.get('admin/products/2147483000/stock-history', as)).status).toBe(404);
  });

  it('refuses a stock note that is too long', async () => {
    const product = await create({ stock: 1 });
    const res = await api.patch(`admin/products/${product.id}`, { stock: 2, stock_note: 'x'.repeat(201) }, as);
    expect([res.status, res.body.errors]).toEqual([400, { stock_note: [M.stockNoteTooLong] }]);
  });
});

describe('back-in-stock e-mails', () => {
  it('mails everyone waiting when an admin raises the stock from 0, once', async () => {
    const product = await create({ stock: 0, published: true });
    await waitFor(product.id, 'wanda@example.com', 'walt@example.com');
    expect((await api.get(`admin/products/${product.id}`, as)).body.subscribers).toBe(2);
    const res = await api.patch(`admin/products/${product.id}`, { stock: 5 }, as);
    expect(res.status).toBe(200);
    for (const email of ['wanda@example.com', 'walt@example.com']) {
      const mails = await backInStockMails(email, product.name);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text_body).toContain(`https://shop.example/products/${product.id}`);
    }
    expect((await api.get(`admin/products/${product.id}`, as)).body.subscribers).toBe(0);
    await api.patch(`admin/products/${product.id}`, { stock: 9 }, as);
    expect(await backInStockMails('wanda@example.com', product.name)).toHaveLength(1);
  });

  it('waits until an unpublished product is published again', async () => {
    const product = await create({ stock: 0, published: true });
    await waitFor(product.id, 'patient@example.com');
    await api.post('admin/products/bulk', { ids: [product.id], action: 'unpublish' }, as);
    await api.patch(`admin/products/${product.id}`, { stock: 4 }, as);
    expect(await backInStockMails('patient@example.com', product.name)).toHaveLength(0);
    await api.post('admin/products/bulk', { ids: [product.id], action: 'publish' }, as);
    expect(await backInStockMails('patient@example.com', product.name)).toHaveLength(1);
  });

  it('mails nobody when the stock stays at 0', async () => {
    const product = await create({ stock: 0, published: true });
    await waitFor(product.id, 'still-waiting@example.com');
    await api.patch(`admin/products/${product.id}`, { price: 12, stock: 0 }, as);
    expect(await mailsTo(t, 'still-waiting@example.com')).toHaveLength(0);
  });
});

describe('reviews of a product', () => {
  it('lists them with their authors and deletes one, recomputing the rating exactly', async () => {
    const id = await createProduct(t.database.db, { name: 'Reviewed Kettle', category: 'home', price: 30, ratings: [5, 4, 1] });
    expect((await api.get(`products/${id}`)).body.rating).toEqual({ average: 3.33, count: 3 });
    const list = (await api.get(`admin/products/${id}/reviews`, as)).body;
    expect(list.count).toBe(3);
    expect(list.results[0]).toEqual({
      id: expect.any(Number),
      rating: expect.any(Number),
      title: 'Fixture review',
      body: 'Written by a test.',
      author: { id: expect.any(Number), email: expect.stringMatching(/^reviewer_.+@example\.com$/), name: 'Rita Reviewer' },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const worst = list.results.find((r: { rating: number }) => r.rating === 1);
    expect((await api.delete(`admin/reviews/${worst.id}`, as)).status).toBe(204);
    expect((await api.get(`products/${id}`)).body.rating).toEqual({ average: 4.5, count: 2 });
    expect((await api.get(`admin/products?q=kettle`, as)).body.results[0].rating).toEqual({ average: 4.5, count: 2 });
    expect((await api.get(`products/${id}/reviews`)).body.rating.distribution.find((d: { stars: number }) => d.stars === 1).count).toBe(0);
    const entry = (await auditOf(t, A.reviewDelete)).at(-1)!;
    expect([entry.entity_id, JSON.parse(entry.before_json!)]).toEqual([
      String(worst.id),
      expect.objectContaining({ product_id: id, rating: 1 }),
    ]);
    expect((await api.delete(`admin/reviews/${worst.id}`, as)).status).toBe(404);

    for (const review of (await api.get(`admin/products/${id}/reviews`, as)).body.results)
      await api.delete(`admin/reviews/${review.id}`, as);
    expect((await api.get(`products/${id}`)).body.rating).toEqual({ average: 0, count: 0 });
  });

  it('answers 404 for the reviews of an unknown product', async () => {
    expect((await api.get('admin/products/2147483000/reviews', as)).status).toBe(404);
    expect((await api.delete('admin/reviews/abc', as)).status).toBe(400);
  });
});
