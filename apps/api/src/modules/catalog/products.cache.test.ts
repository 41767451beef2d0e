import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { createProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAdmin } from '../admin/admin.fixtures';
import { checkoutApi, orderBody, shopper } from '../orders/orders.fixtures';
import { renameInKeywords, touchProduct } from './product-writes';
import { CATALOG_CHANGED, ResponseCache } from './response-cache';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

const newCategory = (name: string) => ({ name, slug: name.toLowerCase().replace(/ /g, '-'), description: '', image: null, position: 99 });

/** The listing entry of a product, read through the (cached) listing. */
async function listed(id: number, query = 'sort=newest&page_size=100') {
  const res = await api.get(`products?${query}`);
  expect(res.status).toBe(200);
  return (res.body.results as Array<{ id: number; name: string; sale_price: number; available: number; category: { name: string } }>).find(
    (p) => p.id === id,
  );
}

describe('cached product listings', () => {
  it('answer a repeated request byte for byte the same', async () => {
    await createProduct(t.ctx.db, { name: 'Cache Kettle' });
    const first = await api.get('products?q=kettle');
    expect(first.body.results.map((p: { name: string }) => p.name)).toEqual(['Cache Kettle']);
    const again = await api.get('products?q=kettle');
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('still refuse a bad query (errors are never cached)', async () => {
    expect((await api.get('products?page_size=0')).status).toBe(400);
    expect((await api.get('products?page_size=0')).status).toBe(400);
    expect((await api.get('products?page=999')).status).toBe(404);
    expect((await api.get('products?page=999')).status).toBe(404);
  });

  it('show an admin edit at once', async () => {
    const admin = await signInAdmin(t);
    const p = await createProduct(t.ctx.db, { name: 'Cache Lamp', regular_price: 5000, sale_price: 5000 });
    expect((await listed(p.id))?.sale_price).toBe(50);
    const res = await api.patch(`admin/products/${p.id}`, { sale_price: 42 }, { token: admin.access });
    expect(res.status, res.text).toBe(200);
    expect((await listed(p.id))?.sale_price).toBe(42);
  });

  it('show the stock an order took', async () => {
    const p = await createProduct(t.ctx.db, { name: 'Cache Mug', stock: 3 });
    expect((await listed(p.id))?.available).toBe(3);
    const buyer = await shopper(t);
    const checkout = checkoutApi(t);
    await checkout.addToCart(buyer, p.id, 2);
    expect((await checkout.place(buyer, orderBody())).status).toBe(201);
    expect((await listed(p.id))?.available).toBe(1);
    expect((await listed(p.id, 'sort=newest&in_stock=true&page_size=100'))?.available).toBe(1);
  });

  it('show an order cancelled: its units are back', async () => {
    const p = await createProduct(t.ctx.db, { name: 'Cache Jug', stock: 3 });
    const buyer = await shopper(t);
    const checkout = checkoutApi(t);
    await checkout.addToCart(buyer, p.id, 3);
    const placed = await checkout.place(buyer, orderBody());
    expect(placed.status).toBe(201);
    expect((await listed(p.id))?.available).toBe(0);
    expect((await api.post(`orders/${placed.body.id}/cancel`, undefined, { token: buyer.token })).status).toBe(200);
    expect((await listed(p.id))?.available).toBe(3);
  });

  it('show a renamed category', async () => {
    const admin = await signInAdmin(t);
    const category = await t.ctx.db.insertInto('categories').values(newCategory('Cache Teapots')).returning('id').executeTakeFirstOrThrow();
    const p = await createProduct(t.ctx.db, { name: 'Cache Teapot', category_id: category.id });
    expect((await listed(p.id))?.category.name).toBe('Cache Teapots');
    const res = await api.patch(`admin/categories/${category.id}`, { name: 'Cache Tea Sets' }, { token: admin.access });
    expect(res.status, res.text).toBe(200);
    expect((await listed(p.id))?.category.name).toBe('Cache Tea Sets');
  });
});

describe('catalog change notices', () => {
  /** Counts the catalog notices told while `work` runs. */
  async function noticesDuring(work: () => Promise<unknown>): Promise<number> {
    let notices = 0;
    const stop = t.database.notices.subscribe(CATALOG_CHANGED, () => (notices += 1));
    try {
      await work();
    } finally {
      stop();
    }
    return notices;
  }

  it('are told once a catalog write commits, never before', async () => {
    const admin = await signInAdmin(t);
    const p = await createProduct(t.ctx.db, { name: 'Notice Lamp' });
    expect(await noticesDuring(() => api.patch(`admin/products/${p.id}`, { name: 'Notice Lamp 2' }, { token: admin.access }))).toBe(1);
    let notices = 0;
    const stop = t.database.notices.subscribe(CATALOG_CHANGED, () => (notices += 1));
    await t.ctx.db.transaction().execute(async (trx) => {
      await touchProduct(trx, p.id, admin.id);
      await renameInKeywords(trx, 'category_id', -1, 'a', 'b');
      // Another process could still read the old rows now: nothing is told before the commit.
      expect(notices).toBe(0);
    });
    stop();
    // Two writes in one transaction: one notice at its commit.
    expect(notices).toBe(1);
  });

  it('are not told for a rolled-back write; a write outside a transaction is told at once', async () => {
    const p = await createProduct(t.ctx.db, { name: 'Notice Vase' });
    await listed(p.id);
    const rolledBack = await noticesDuring(() =>
      t.ctx.db
        .transaction()
        .execute(async (trx) => {
          await renameInKeywords(trx, 'category_id', -1, 'a', 'b');
          throw new Error('changed my mind');
        })
        .catch(() => undefined),
    );
    expect(rolledBack).toBe(0);
    expect(await noticesDuring(() => renameInKeywords(t.ctx.db, 'category_id', -1, 'a', 'b'))).toBe(1);
  });

  it('are not told for reads, nor for writes outside the catalog', async () => {
    const p = await createProduct(t.ctx.db, { name: 'Notice Mug' });
    const quiet = await noticesDuring(async () => {
      await api.get('products?sort=newest');
      await api.get(`products/${p.id}`);
      await api.get('products/categories');
      await shopper(t);
    });
    expect(quiet).toBe(0);
  });
});

describe('ResponseCache', () => {
  it('drops the least recently used answer first', () => {
    const cache = new ResponseCache(2);
    cache.set('a', 'A', cache.generation);
    cache.set('b', 'B', cache.generation);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', cache.generation);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c')]).toEqual(['A', 'C']);
  });

  it('refuses an answer computed across a change, and stores nothing when off', () => {
    const cache = new ResponseCache(10);
    const before = cache.generation;
    cache.clear();
    cache.set('a', 'old rows', before);
    expect(cache.get('a')).toBeUndefined();
    const off = new ResponseCache(0);
    off.set('a', 'A', off.generation);
    expect(off.size).toBe(0);
  });
});
