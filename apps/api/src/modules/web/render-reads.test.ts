import { describe, expect, it } from 'vitest';
import { encodeShows, stockNoticeDetail } from '../catalog/response-cache';
import { RenderReads, type ReadAnswer } from './render-reads';

const GET = (path: string, headers: Record<string, string> = {}) => ({ path, method: 'GET', headers });
const answer = (at: number, showsHeader?: string, status = 200): ReadAnswer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: Buffer.from('{}'),
  showsHeader,
  at,
});

describe('which reads of a render are kept', () => {
  const reads = new RenderReads(16, 60_000);

  it('the public catalog and settings reads, by language and path with its query', () => {
    for (const path of [
      'settings',
      'settings?market=jp',
      'products',
      'products?in_stock=true&sort=newest&page_size=4',
      'products/categories?market=de&lang=de',
      'products/options?category=shoes',
      'products/12',
      'products/blue-sneaker?market=de',
      'products/12/shipping',
    ])
      expect(reads.keyOf(GET(path, { 'accept-language': 'de' })), path).toBe(`de\n${path}`);
    expect(reads.keyOf(GET('products'))).not.toBe(reads.keyOf(GET('products', { 'accept-language': 'de' })));
  });

  it('not a shopper’s own reads, anything sent with credentials, or a write', () => {
    for (const path of [
      'users/me',
      'cart',
      'wishlist',
      'orders',
      'products/12/reviews?page=1',
      'products/search/suggest?q=sh',
      'admin/settings',
      'settingsx',
    ])
      expect(reads.keyOf(GET(path)), path).toBeUndefined();
    expect(reads.keyOf(GET('products/categories', { Authorization: 'Bearer x' }))).toBeUndefined();
    expect(reads.keyOf(GET('settings', { cookie: 'sw_session=x' }))).toBeUndefined();
    expect(reads.keyOf({ path: 'products/12/reviews', method: 'POST', headers: {} })).toBeUndefined();
  });
});

describe('kept reads', () => {
  const shows = (about: number[], lists: number[], stockFiltered = false) => encodeShows({ about, lists, stockFiltered });

  it('answers a kept read until a change of any of its topics', () => {
    let now = 1_000;
    const reads = new RenderReads(16, 60_000, () => now);
    const key = reads.keyOf(GET('products/12'))!;
    reads.set(key, answer(now, shows([12], [3])), reads.generation);
    expect(reads.get(key)?.showsHeader).toBe(shows([12], [3]));
    now += 59_000;
    expect(reads.get(key)).toBeDefined();
    now += 1_000;
    expect(reads.get(key)).toBeUndefined();

    reads.set(key, answer(now, shows([12], [3])), reads.generation);
    reads.clear();
    expect(reads.get(key)).toBeUndefined();
  });

  it('keeps only 200 answers, and none read across a change it cannot judge', () => {
    const reads = new RenderReads(16, 60_000);
    const key = reads.keyOf(GET('products/999'))!;
    reads.set(key, answer(Date.now(), undefined, 404), reads.generation);
    expect(reads.get(key)).toBeUndefined();
    const generation = reads.generation;
    reads.catalogChanged();
    reads.set(key, answer(Date.now(), shows([999], [])), generation);
    expect(reads.get(key)).toBeUndefined();
  });

  it('a stock change drops what it makes wrong and keeps the settings and the categories', () => {
    const reads = new RenderReads(16, 60_000);
    const settings = reads.keyOf(GET('settings'))!;
    const categories = reads.keyOf(GET('products/categories'))!;
    const options = reads.keyOf(GET('products/options'))!;
    const inStock = reads.keyOf(GET('products?in_stock=true'))!;
    const other = reads.keyOf(GET('products/7'))!;
    for (const [key, header] of [
      [settings, undefined],
      [categories, undefined],
      [options, undefined],
      [inStock, shows([], [12, 7], true)],
      [other, shows([7], [])],
    ] as const)
      reads.set(key, answer(Date.now(), header), reads.generation);
    // Product 12 sold out: the stock-filtered listing and the answer that does not say what it shows go.
    reads.catalogChanged(stockNoticeDetail({ product: 12, flipped: true }));
    expect(reads.get(settings)).toBeDefined();
    expect(reads.get(categories)).toBeDefined();
    expect(reads.get(other)).toBeDefined();
    expect(reads.get(options)).toBeUndefined();
    expect(reads.get(inStock)).toBeUndefined();
  });

  it('keeps nothing when its size is 0', () => {
    const reads = new RenderReads(0, 60_000);
    const key = reads.keyOf(GET('settings'))!;
    reads.set(key, answer(Date.now()), reads.generation);
    expect(reads.get(key)).toBeUndefined();
  });
});
