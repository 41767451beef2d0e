import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageStorage } from '../../lib/image-storage';
import { addPicture, createProduct } from '../../../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let dataDir: string;
let productId: number;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sw-media-'));
  t = await createTestApp({ dataDir });
  productId = await createProduct(t.database.db, { name: 'Pictured Phone', category: 'electronics', price: 100 });
  await addPicture(t.database.db, dataDir, productId, 'phone', 0);
  await addPicture(t.database.db, dataDir, productId, 'laptop', 1);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('product pictures', () => {
  it('gives every picture in three WebP sizes, and the card size on list items', async () => {
    const detail = (await t.app.inject(`/api/products/${productId}`)).json();
    expect(detail.images).toHaveLength(2);
    const [first] = detail.images;
    expect(first).toEqual({
      alt: 'Picture 0',
      thumbnail: {
        url: expect.stringMatching(new RegExp(`^/media/products/${productId}/picture-0-[0-9a-f]{10}-thumbnail\\.webp$`)),
        width: 160,
        height: 160,
      },
      card: { url: expect.stringMatching(/-card\.webp$/), width: 480, height: 480 },
      full: { url: expect.stringMatching(/-full\.webp$/), width: 1200, height: 1200 },
    });
    const list = (await t.app.inject('/api/products')).json();
    expect(list.results[0]).toMatchObject({ image: first.card.url, cover: first });
  });

  it('serves them from /media with a year-long immutable cache', async () => {
    const detail = (await t.app.inject(`/api/products/${productId}`)).json();
    for (const variant of ['thumbnail', 'card', 'full'] as const) {
      const res = await t.app.inject(detail.images[0][variant].url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', detail.images[0][variant].width]);
    }
  });

  it('answers 404 for missing files and never leaves the media folder', async () => {
    writeFileSync(join(dataDir, 'secret.txt'), 'do not serve');
    const missing = await t.app.inject('/media/products/1/nothing-here.webp');
    expect(missing.statusCode).toBe(404);
    for (const url of [
      '/media/../secret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/..%2fsecret.txt',
      '/media/products/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).not.toBe(200);
      expect(res.body).not.toContain('do not serve');
    }
  });
});

describe('image storage', () => {
  it('keeps the aspect ratio of uploads, names files by content and removes them', async () => {
    const storage = createImageStorage(dataDir);
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#4f46e5' } })
      .png()
      .toBuffer();
    const stored = await storage.save('uploads/test', 'Wide Banner!', png);
    expect([stored.thumbnail.width, stored.thumbnail.height, stored.full.width, stored.full.height]).toEqual([160, 80, 1200, 600]);
    expect(stored.card.path).toMatch(/^uploads\/test\/wide-banner-[0-9a-f]{10}-card\.webp$/);
    expect((await storage.save('uploads/test', 'Wide Banner!', png)).card.path).toBe(stored.card.path);
    expect((await t.app.inject(`/media/${stored.card.path}`)).statusCode).toBe(200);
    await storage.remove(stored);
    expect((await t.app.inject(`/media/${stored.card.path}`)).statusCode).toBe(404);
  });

  it('refuses folders and paths outside the media root, and files that are not images', async () => {
    const storage = createImageStorage(dataDir);
    await expect(storage.save('../outside', 'x', Buffer.from('x'))).rejects.toThrow(/invalid media folder/);
    expect(() => storage.resolve('../secret.txt')).toThrow(/outside/);
    await expect(storage.save('uploads', 'x', Buffer.from('not an image'))).rejects.toThrow();
  });
});
