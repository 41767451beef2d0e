import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app';
import type { DatabaseHandle } from '../database';
import { insertLargeBatch, prepareLargeCatalog } from './catalog-large';
import { seed } from './index';

let handle: DatabaseHandle;
let dataDir: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'sw-large-'));
  await seed(handle.db, { demo: false });
});
afterAll(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the large benchmark catalog', () => {
  it('gives every generated product its colour x size variants, the stock spread over them, SKUs unique across batches', async () => {
    const ctx = await prepareLargeCatalog(handle.db, dataDir);
    const now = Date.now();
    await insertLargeBatch(handle.db, ctx, 0, 60, now);
    await insertLargeBatch(handle.db, ctx, 60, 120, now);
    const products = await handle.db.selectFrom('products').select(['id', 'stock']).execute();
    expect(products).toHaveLength(120);
    const variants = await handle.db.selectFrom('product_variants').select(['product_id', 'sku', 'stock']).execute();
    const colors = await handle.db.selectFrom('product_colors').select('product_id').execute();
    const sizes = await handle.db.selectFrom('product_sizes').select('product_id').execute();
    const count = (rows: Array<{ product_id: number }>, id: number) => rows.filter((r) => r.product_id === id).length;
    for (const p of products) {
      const mine = variants.filter((v) => v.product_id === p.id);
      expect(mine).toHaveLength(Math.max(1, count(colors, p.id)) * Math.max(1, count(sizes, p.id)));
      expect(mine.reduce((sum, v) => sum + v.stock, 0)).toBe(p.stock);
    }
    expect(new Set(variants.map((v) => v.sku)).size).toBe(variants.length);
  });
});
