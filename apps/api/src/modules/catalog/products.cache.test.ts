import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { createProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAdmin } from '../admin/admin.fixtures';
import { checkoutApi, orderBody, shopper } from '../orders/orders.fixtures';
import { renameInKeywords, touchProduct } from './product-writes';
import { CATALOG_CHANGED, OWN_STOCK_LAG_MS, ResponseCache, STOCK_LAG_MS, stockChangesOf } from './response-cache';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

const newCategory = (name: string) => ({ name, slug: name.toLowerCase().replace(/ /g, '-'), description: '', image: null, position: 99 });

/** Runs `check` with the clock `ms` (and a millisecond) ahead. */
async function later(ms: number, check: () => Promise<void>) {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Date.now() + ms + 1);
    await check();
  } finally {
    vi.useRealTimers();
  }
}

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

  it('show the stock an order took: the product within its own lag, listings within the stock lag (ADR 031)', async () => {
    const p = await createProduct(t.ctx.db, { name: 'Cache Mug', stock: 3 });
    expect((await listed(p.id))?.available).toBe(3);
    expect((await api.get(`products/${p.id}`)).body.available).toBe(3);
    const buyer = await shopper(t);
    const checkout = checkoutApi(t);
    await checkout.addToCart(buyer, p.id, 2);
    expect((await checkout.place(buyer, orderBody())).status).toBe(201);
    expect((await listed(p.id, 'sort=newest&in_stock=true&page_size=100'))?.available).toBe(1);
    await later(OWN_STOCK_LAG_MS, async () => expect((await api.get(`products/${p.id}`)).body.available).toBe(1));
    await later(STOCK_LAG_MS, async () => expect((await listed(p.id))?.available).toBe(1));
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

/** Hits and misses of a kept cache as `GET metrics` reports them (`shopwright_cache_lookups_total`). */
async function lookups(cache: 'listings' | 'products') {
  const text = (await api.get('metrics')).text;
  const value = (result: string) => {
    const series = `shopwright_cache_lookups_total{cache="${cache}",result="${result}"} `;
    const line = text.split('\n').find((l) => l.startsWith(series));
    return line ? Number(line.slice(series.length)) : 0;
  };
  return { hit: value('hit'), miss: value('miss') };
}

/** Reads `path` and tells whether the kept answer was sent (a hit) or a new one computed. */
async function keptAnswer(cache: 'listings' | 'products', path: string) {
  const before = await lookups(cache);
  const res = await api.get(path);
  expect(res.status, res.text).toBe(200);
  const after = await lookups(cache);
  return { kept: after.hit === before.hit + 1, body: res.body };
}

describe('a stock change (ADR 031)', () => {
  type Item = { id: number; in_stock: boolean; available: number };
  const find = (items: Item[], id: number) => items.find((p) => p.id === id);

  /** Two products of a new category (each other's related products) and one of another. */
  async function products(name: string, stock: number) {
    const category = await t.ctx.db.insertInto('categories').values(newCategory(name)).returning('id').executeTakeFirstOrThrow();
    const a = await createProduct(t.ctx.db, { name: `${name} A`, category_id: category.id, stock });
    const b = await createProduct(t.ctx.db, { name: `${name} B`, category_id: category.id });
    const other = await createProduct(t.ctx.db, { name: `${name} Other` });
    return { a, b, other, category: newCategory(name).slug };
  }

  async function buy(productId: number, quantity: number) {
    const buyer = await shopper(t);
    const checkout = checkoutApi(t);
    await checkout.addToCart(buyer, productId, quantity);
    const placed = await checkout.place(buyer, orderBody());
    expect(placed.status, placed.text).toBe(201);
    return { buyer, order: placed.body.id as number };
  }

  it("keeps the other products' answers and the listings, and refreshes the product's own within its lag", async () => {
    const { a, b, other } = await products('Lag Bowls', 5);
    const listing = 'products?sort=newest&page_size=100';
    for (const path of [`products/${a.id}`, `products/${b.id}`, `products/${other.id}`, listing]) await api.get(path);
    expect((await keptAnswer('products', `products/${b.id}`)).kept).toBe(true);

    await buy(a.id, 2);
    // Still in stock: its own counts may be late by OWN_STOCK_LAG_MS, then they are read again.
    expect((await keptAnswer('products', `products/${a.id}`)).kept).toBe(true);
    await buy(a.id, 1);
    await later(OWN_STOCK_LAG_MS, async () => {
      const own = await keptAnswer('products', `products/${a.id}`);
      expect(own).toMatchObject({ kept: false, body: { available: 2, in_stock: true, units_sold: 3 } });
    });
    // B lists A among its related products, but A is still in stock: only its count moved.
    expect((await keptAnswer('products', `products/${b.id}`)).kept).toBe(true);
    expect((await keptAnswer('products', `products/${other.id}`)).kept).toBe(true);
    expect((await keptAnswer('listings', listing)).kept).toBe(true);
  });

  it('shows a sold-out product at once: its answer, the answers listing it and every in-stock listing', async () => {
    const { a, b, other, category } = await products('Lag Cups', 2);
    const listing = `products?category=${category}`;
    const inStock = 'products?sort=newest&in_stock=true&page_size=100';
    for (const path of [`products/${a.id}`, `products/${b.id}`, `products/${other.id}`, listing, inStock]) await api.get(path);

    await buy(a.id, 2);
    expect((await keptAnswer('products', `products/${a.id}`)).body).toMatchObject({ in_stock: false, available: 0 });
    const related = await keptAnswer('products', `products/${b.id}`);
    expect(related.kept).toBe(false);
    expect(find(related.body.related, a.id)).toMatchObject({ in_stock: false, available: 0 });
    const listed = await keptAnswer('listings', listing);
    expect(listed.kept).toBe(false);
    expect(find(listed.body.results, a.id)).toMatchObject({ in_stock: false });
    const filtered = await keptAnswer('listings', inStock);
    expect(filtered.kept).toBe(false);
    expect(find(filtered.body.results, a.id)).toBeUndefined();
    expect(find(filtered.body.results, other.id)).toBeDefined();
    expect((await keptAnswer('products', `products/${other.id}`)).kept).toBe(true);
  });

  it('shows a product back in stock at once when its order is cancelled', async () => {
    const { a } = await products('Lag Plates', 1);
    const inStock = 'products?sort=newest&in_stock=true&page_size=100';
    const { buyer, order } = await buy(a.id, 1);
    expect(find((await api.get(inStock)).body.results, a.id)).toBeUndefined();
    expect((await api.post(`orders/${order}/cancel`, undefined, { token: buyer.token })).status).toBe(200);
    expect(find((await api.get(inStock)).body.results, a.id)).toMatchObject({ in_stock: true, available: 1 });
  });

  it("by an admin's variant stock edit keeps the other products' answers; a price edit drops them", async () => {
    const admin = await signInAdmin(t);
    const { a, other } = await products('Lag Jugs', 4);
    const variant = (await api.get(`products/${a.id}`)).body.variants[0].id as number;
    await api.get(`products/${other.id}`);
    const edit = (body: object) => api.patch(`admin/products/${a.id}/variants/${variant}`, body, { token: admin.access });
    expect((await edit({ stock: 7 })).status).toBe(200);
    // Not a sale: the product's own answer shows it at once.
    expect((await keptAnswer('products', `products/${a.id}`)).body).toMatchObject({ available: 7 });
    expect((await keptAnswer('products', `products/${other.id}`)).kept).toBe(true);
    expect((await edit({ stock: 6, sale_price: 7 })).status).toBe(200);
    expect((await keptAnswer('products', `products/${other.id}`)).kept).toBe(false);
    expect((await keptAnswer('products', `products/${a.id}`)).body).toMatchObject({ available: 6, sale_price: 7 });
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
  const shows = (about: number[], lists: number[] = [], stockFiltered = false) => ({ about, lists, stockFiltered });

  it('on a stock change drops what it touches and dates the rest to be refreshed within the lag', () => {
    let now = 1_000;
    const cache = new ResponseCache(10, { now: () => now });
    cache.set('a', 'about 1', cache.generation, shows([1], [2]));
    cache.set('lists 2', 'lists 2', cache.generation, shows([3], [2]));
    cache.set('filtered', 'in stock only', cache.generation, shows([], [4], true));
    cache.set('unknown', 'shows not known', cache.generation);
    cache.stockChanged(stockChangesOf('1~')!);
    expect(['a', 'lists 2', 'filtered', 'unknown'].map((k) => cache.get(k))).toEqual(['about 1', 'lists 2', 'in stock only', undefined]);
    cache.stockChanged(stockChangesOf('1')!);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'about 1', cache.generation, shows([1], [2]));
    cache.stockChanged(stockChangesOf('1!')!);
    expect(cache.get('a')).toBeUndefined();
    cache.stockChanged(stockChangesOf('2!')!);
    expect([cache.get('lists 2'), cache.get('filtered')]).toEqual([undefined, undefined]);
    cache.set('b', 'B', cache.generation, shows([5], [6]));
    now += STOCK_LAG_MS + 1;
    expect(cache.get('b')).toBeUndefined();
  });

  it("refreshes a product's own answers once its own lag after a sale ends, however many sales came meanwhile", () => {
    let now = 1_000;
    const cache = new ResponseCache(10, { now: () => now });
    cache.set('own', 'units 5', cache.generation, shows([1], [2]));
    cache.set('lists 1', 'lists 1', cache.generation, shows([3], [1]));
    cache.stockChanged(stockChangesOf('1~')!);
    now += OWN_STOCK_LAG_MS / 2;
    cache.stockChanged(stockChangesOf('1~')!);
    // Kept during the lag (perhaps from the kept answer above): refreshed with it when the lag ends.
    cache.set('page about 1', 'units 5', cache.generation, shows([1]));
    expect([cache.get('own'), cache.get('page about 1')]).toEqual(['units 5', 'units 5']);
    now += OWN_STOCK_LAG_MS / 2;
    expect([cache.get('own'), cache.get('page about 1'), cache.get('lists 1')]).toEqual([undefined, undefined, 'lists 1']);
    // After the lag, a new answer is kept until the next change's lag ends.
    cache.set('own', 'units 3', cache.generation, shows([1], [2]));
    now += 10 * OWN_STOCK_LAG_MS;
    expect(cache.get('own')).toBe('units 3');
    cache.stockChanged(stockChangesOf('1~')!);
    now += OWN_STOCK_LAG_MS;
    expect(cache.get('own')).toBeUndefined();
    expect(cache.get('lists 1')).toBe('lists 1');
  });

  it('refuses an answer about a product begun before its own lag ended (it may rest on a kept answer from before)', () => {
    let now = 1_000;
    const cache = new ResponseCache(10, { now: () => now });
    cache.stockChanged(stockChangesOf('1~')!);
    const before = cache.generation;
    now += OWN_STOCK_LAG_MS;
    cache.set('page about 1', 'units 5', before, shows([1]));
    cache.set('page about 2', 'B', before, shows([2]));
    expect([cache.get('page about 1'), cache.get('page about 2')]).toEqual([undefined, 'B']);
  });

  it('keeps an answer computed across a stock change within the lag from the change, never one it made wrong', () => {
    let now = 1_000;
    const cache = new ResponseCache(10, { now: () => now });
    const before = cache.generation;
    cache.stockChanged(stockChangesOf('7~')!);
    cache.set('other', 'O', before, shows([8], [7]));
    cache.set('own', 'old rows', before, shows([7]));
    expect([cache.get('other'), cache.get('own')]).toEqual(['O', 'old rows']);
    now += OWN_STOCK_LAG_MS;
    expect([cache.get('other'), cache.get('own')]).toEqual(['O', undefined]);
    const beforeFlip = cache.generation;
    cache.stockChanged(stockChangesOf('7!')!);
    cache.set('other', 'O', beforeFlip, shows([8], [7]));
    cache.set('own', 'old rows', beforeFlip, shows([7]));
    expect([cache.get('other'), cache.get('own')]).toEqual([undefined, undefined]);
    cache.catalogChanged();
    cache.set('other', 'O', before, shows([8]));
    expect(cache.get('other')).toBeUndefined();
  });

  it('reads a stock notice detail, and takes anything else as a change of everything', () => {
    expect(stockChangesOf('3~,4!,3!')).toEqual([
      { product: 3, flipped: true, sale: false },
      { product: 4, flipped: true, sale: false },
    ]);
    expect(stockChangesOf(['3~', '5~', '3', '6~', '6~'])).toEqual([
      { product: 3, flipped: false, sale: false },
      { product: 5, flipped: false, sale: true },
      { product: 6, flipped: false, sale: true },
    ]);
    for (const detail of [undefined, '', 'price:3', '3,,4', '3!~', '~3']) expect(stockChangesOf(detail)).toBeNull();
  });

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
