import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { updateProduct } from '../catalog/product-writes';
import { shopper } from '../orders/orders.fixtures';

describe('ETag and Cache-Control on catalog answers', () => {
  let t: TestApp;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp();
    productId = (await createProduct(t.ctx.db, { name: 'Cached Lamp' })).id;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  for (const url of [
    '/api/products',
    '/api/products?page=1&q=lamp',
    '/api/products/categories',
    '/api/products/brands',
    '/api/products/options',
  ]) {
    it(`${url}: short max-age with stale-while-revalidate, and 304 for a matching If-None-Match`, async () => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
      const again = await get(url);
      expect(again.headers.etag).toBe(etag);
      const revalidated = await get(url, { 'if-none-match': `W/"other", ${etag}` });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
      expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    });
  }

  it('product detail: a new ETag once the product changes', async () => {
    const first = await get(`/api/products/${productId}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toContain('stale-while-revalidate');
    const etag = first.headers.etag as string;
    expect((await get(`/api/products/${productId}`, { 'if-none-match': etag })).statusCode).toBe(304);
    const renamed = { columns: { name: 'Renamed Lamp' } };
    await t.ctx.db.transaction().execute((trx) => updateProduct(trx, t.ctx.dialect, { id: productId, stock: 0 }, renamed));
    const changed = await get(`/api/products/${productId}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const list = await get('/api/products');
    expect(list.body).toContain('Renamed Lamp');
  });

  it('errors carry no ETag', async () => {
    const missing = await get('/api/products/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('personal answers are no-store', async () => {
    const s = await shopper(t);
    const me = await get('/api/users/me', { authorization: `Bearer ${s.token}` });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers.etag).toBeUndefined();
  });
});
