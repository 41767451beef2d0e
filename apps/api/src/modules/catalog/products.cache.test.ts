import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { createProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { writesCatalog } from '../../db/write-watch';
import { signInAdmin } from '../admin/admin.fixtures';
import { checkoutApi, orderBody, shopper } from '../orders/orders.fixtures';
import { ResponseCache } from './response-cache';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

/** The listing entry of a product, read through the (cached) listing. */
async function listed(id: number, query = 'sort=newest&page_size=100') {
  const res = await api.get(`products?${query}`);
  expect(res.status).toBe(200);
  return (res.body.results as Array<{ id: number; name: string; sale_price: number; available: number }>).find((p) => p.id === id);
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

  it('do not keep a rolled-back change out of date, nor announce it', async () => {
    const p = await createProduct(t.ctx.db, { name: 'Cache Vase' });
    await listed(p.id);
    let notices = 0;
    const stop = t.database.catalogWrites.subscribe(() => (notices += 1));
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('products').set({ name: 'Renamed Vase' }).where('id', '=', p.id).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(notices).toBe(0);
    await t.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ name: 'Renamed Vase' }).where('id', '=', p.id).execute();
      // Told only once the transaction commits.
      expect(notices).toBe(0);
    });
    expect(notices).toBe(1);
    stop();
    expect((await listed(p.id))?.name).toBe('Renamed Vase');
  });

  it('are not dropped by writes outside the catalog', async () => {
    let notices = 0;
    const stop = t.database.catalogWrites.subscribe(() => (notices += 1));
    await shopper(t);
    await t.ctx.db.selectFrom('products').select('id').execute();
    stop();
    expect(notices).toBe(0);
  });
});

describe('writesCatalog', () => {
  const compiled = (query: { compile(): { query: Parameters<typeof writesCatalog>[0] } }) => writesCatalog(query.compile().query);
  const raw = (query: ReturnType<typeof sql>) => writesCatalog(query.compile(t.ctx.db).query);

  it('tells catalog writes from other statements', () => {
    expect(compiled(t.ctx.db.updateTable('products').set({ stock: 1 }).where('id', '=', 1))).toBe(true);
    expect(compiled(t.ctx.db.insertInto('product_sizes').values({ product_id: 1, name: 'M', key: 'm', position: 0 }))).toBe(true);
    expect(compiled(t.ctx.db.deleteFrom('brands as b').where('b.id', '=', 1))).toBe(true);
    expect(compiled(t.ctx.db.updateTable('users').set({ first_name: 'A' }).where('id', '=', 1))).toBe(false);
    expect(compiled(t.ctx.db.selectFrom('products').selectAll())).toBe(false);
    expect(raw(sql`update products set stock = 0`)).toBe(true);
    expect(raw(sql`select 1`)).toBe(false);
    expect(raw(sql`with x as (select 1) delete from carts`)).toBe(true);
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
