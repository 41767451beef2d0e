import { existsSync, mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog, type CatalogSeedResult } from '../../db/seed/catalog';
import { renderDemoPictures } from '../../db/seed/catalog-images';
import { mediaRoot } from '../../lib/image-storage';
import { verifyPassword } from '../../lib/passwords';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ApiClient;
let dataDir: string;
let seeded: CatalogSeedResult;
let rendered: { rendered: number; ms: number };
let cacheDir: string;

// Renders every demo picture once (10-40 s on 2 cores); the other catalog tests use small fixtures.
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sw-seed-'));
  t = await createTestApp({ dataDir });
  api = apiClient(t.app);
  seeded = await seedCatalog(t.database.db);
  cacheDir = mkdtempSync(join(tmpdir(), 'sw-media-cache-'));
  rendered = await renderDemoPictures(t.database.db, dataDir, cacheDir, 2);
}, 300_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('demo catalog seed', () => {
  it('creates at least 60 published products over the five categories, each with a picture', async () => {
    expect(seeded.products).toBeGreaterThanOrEqual(60);
    const res = await api.get('products?page_size=100');
    expect(res.body.count).toBeGreaterThanOrEqual(60);
    expect(res.body.count).toBeLessThan(seeded.products);
    expect(
      res.body.results.every((p: { cover: unknown; image: string | null }) => p.cover && p.image?.startsWith('/media/products/')),
    ).toBe(true);
    const categories = (await api.get('products/categories')).body;
    for (const c of categories) {
      expect(c.product_count, c.slug).toBeGreaterThanOrEqual(10);
      expect(c.cover, c.slug).not.toBeNull();
    }
    const image = await t.app.inject(res.body.results[0].cover.full.url);
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/webp']);
  });

  it("gives the demo products variants, each colour's with its own picture", async () => {
    const res = await api.get('products?page_size=100&category=clothing');
    const multi = res.body.results.find((p: { images: string[] }) => p.images.length > 1);
    const detail = (await api.get(`products/${multi.id}`)).body;
    expect(detail.variants.length).toBe(Math.max(1, detail.colors.length) * Math.max(1, detail.available_sizes.length));
    expect(detail.variants.reduce((sum: number, v: { available: number }) => sum + v.available, 0)).toBe(detail.available);
    const first = detail.variants.find((v: { color: string }) => v.color === detail.colors[0]);
    const second = detail.variants.find((v: { color: string }) => v.color === detail.colors[1]);
    expect([first.image, second.image]).toEqual([detail.images[0].card.url, detail.images[1].card.url]);
  });

  it('has the spec brands, discounts, sizes, a few sold-out products and exact ratings', async () => {
    const brands = (await api.get('products/brands')).body.map((b: { slug: string }) => b.slug);
    expect(brands).toEqual(expect.arrayContaining(['apple', 'samsung', 'nike', 'adidas']));
    expect((await api.get('products?in_stock=false')).body.count).toBeGreaterThanOrEqual(3);
    const all = (await api.get('products?page_size=100')).body.results;
    expect(all.filter((p: { percentage_discount: number }) => p.percentage_discount > 0).length).toBeGreaterThanOrEqual(10);
    const shoe = (await api.get('products/nike-air-zoom-pegasus-41')).body;
    expect(shoe).toMatchObject({ brand: { slug: 'nike' }, category: { slug: 'clothing' } });
    expect(shoe.available_sizes.length).toBeGreaterThan(3);
    expect(shoe.images.length).toBe(2);
    const reviews = (await api.get(`products/${shoe.id}/reviews?page_size=50`)).body;
    const average = reviews.results.reduce((s: number, r: { rating: number }) => s + r.rating, 0) / reviews.count;
    expect(shoe.rating).toEqual({ average: Math.round(average * 100) / 100, count: reviews.count });
  });

  it('spreads products over time and popularity, so every sort means something', async () => {
    const newest = (await api.get('products?sort=newest&page_size=3')).body.results;
    const popular = (await api.get('products?sort=popular&page_size=3')).body.results;
    expect(newest[0].date_added > newest[2].date_added).toBe(true);
    expect(newest.map((p: { id: number }) => p.id)).not.toEqual(popular.map((p: { id: number }) => p.id));
  });

  it('creates reviewers nobody can sign in as', async () => {
    const reviewers = await t.database.db
      .selectFrom('users')
      .select(['email', 'password_hash'])
      .where('email', 'like', '%@reviewers.example.com')
      .execute();
    expect(reviewers.length).toBeGreaterThanOrEqual(10);
    for (const guess of ['', 'password', 'Password123', reviewers[0]!.email])
      expect(await verifyPassword(guess, reviewers[0]!.password_hash)).toBe(false);
    expect(new Set(reviewers.map((r) => r.password_hash)).size).toBe(reviewers.length);
  });

  it('does nothing when products exist', async () => {
    expect(await seedCatalog(t.database.db)).toEqual({ products: 0, images: 0, ms: 0 });
  });

  it('fills another data directory from the render cache without rendering again', async () => {
    const other = mkdtempSync(join(tmpdir(), 'sw-seed-copy-'));
    try {
      const result = await renderDemoPictures(t.database.db, other, cacheDir, 2);
      expect(result.rendered).toBe(0);
      expect(result.pictures).toBe(seeded.images);
      const card = (await api.get('products?page_size=1')).body.results[0].cover.card.url as string;
      expect(existsSync(join(mediaRoot(other), card.replace(/^\/media\//, '')))).toBe(true);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('renders every recorded picture once, and again only what went missing', async () => {
    expect(seeded.images).toBeGreaterThan(seeded.products);
    expect(rendered.rendered).toBe(seeded.images);
    expect((await renderDemoPictures(t.database.db, dataDir, undefined, 2)).rendered).toBe(0);
    const card = (await api.get('products?page_size=1')).body.results[0].cover.card.url as string;
    unlinkSync(join(mediaRoot(dataDir), card.replace(/^\/media\//, '')));
    expect((await t.app.inject(card)).statusCode).toBe(404);
    expect((await renderDemoPictures(t.database.db, dataDir, undefined, 2)).rendered).toBe(1);
    expect((await t.app.inject(card)).statusCode).toBe(200);
  });
});
