import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '@shopwright/shared/money';
import { createTestDatabaseTarget } from '../../../test/test-app';
import { readCart } from '../../modules/cart/cart.service';
import { slugOf } from '../../modules/catalog/product-key';
import { openDatabase, type DatabaseHandle } from '../database';
import { DEMO_CATALOG } from '../seed/catalog/index';
import { seedCategories } from '../seed/categories';
import { migrateTo, migrateToLatest } from './index';

/**
 * Migration 0012 on the demo catalog written at the schema before it (0011), with carts and an
 * order: every product becomes its colour x size variants, totals unchanged, carts intact.
 */
let handle: DatabaseHandle;
let drop: () => Promise<void>;
const before = new Map<number, { stock: number; colors: number; sizes: number; slug: string }>();
let shopperId = 0;
let orderLineId = 0;

// Raw inserts: the current repositories already write the 0012 columns.
const db = () => handle.db as unknown as import('kysely').Kysely<any>;

beforeAll(async () => {
  const target = await createTestDatabaseTarget();
  drop = target.drop;
  handle = openDatabase(target.database);
  await migrateTo(handle.db, handle.dialect, '0011_job_leases');
  await seedCategories(handle.db);
  const now = new Date().toISOString();
  const categories = await db().selectFrom('categories').select(['id', 'slug']).execute();
  for (const category of DEMO_CATALOG) {
    const categoryId = categories.find((c: { slug: string }) => c.slug === category.slug)?.id;
    if (!categoryId) continue;
    for (const p of category.products) {
      const { id } = await db()
        .insertInto('products')
        .values({
          slug: slugOf(p.name),
          name: p.name,
          category_id: categoryId,
          brand_id: null,
          description: p.description,
          features: '[]',
          regular_price: toMinor(p.price),
          sale_price: toMinor(p.sale ?? p.price),
          stock: p.stock,
          published: 1,
          search_keywords: p.name,
          date_added: now,
          modified_date: now,
          modified_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const colors = p.colors.map(([name, hex], position) => ({ product_id: id, position, name, key: name.toLowerCase(), hex }));
      const sizes = (p.sizes ?? []).map((name, position) => ({ product_id: id, position, name, key: name.toLowerCase() }));
      if (colors.length > 0) await db().insertInto('product_colors').values(colors).execute();
      if (sizes.length > 0) await db().insertInto('product_sizes').values(sizes).execute();
      before.set(id, { stock: p.stock, colors: colors.length, sizes: sizes.length, slug: slugOf(p.name) });
    }
  }
  shopperId = (
    await db()
      .insertInto('users')
      .values({
        email: 'migrating@example.com',
        username: 'migrating',
        first_name: 'Mia',
        last_name: 'Grant',
        password_hash: '!',
        role: 'customer',
        date_joined: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const sized = [...before].find(([, b]) => b.colors > 1 && b.sizes > 1 && b.stock > 10)!;
  const plain = [...before].find(([, b]) => b.colors === 0 && b.sizes === 0 && b.stock > 2)!;
  const sizedOptions = {
    color: (
      await db()
        .selectFrom('product_colors')
        .select('name')
        .where('product_id', '=', sized[0])
        .where('position', '=', 1)
        .executeTakeFirstOrThrow()
    ).name,
    size: (
      await db()
        .selectFrom('product_sizes')
        .select('name')
        .where('product_id', '=', sized[0])
        .where('position', '=', 0)
        .executeTakeFirstOrThrow()
    ).name,
  };
  await db()
    .insertInto('cart_items')
    .values([
      {
        user_id: shopperId,
        product_id: sized[0],
        product_name: 'x',
        color: sizedOptions.color,
        size: sizedOptions.size,
        color_key: sizedOptions.color.toLowerCase(),
        size_key: sizedOptions.size.toLowerCase(),
        quantity: 2,
        created_at: now,
        updated_at: now,
      },
      {
        user_id: shopperId,
        product_id: plain[0],
        product_name: 'y',
        color: null,
        size: null,
        color_key: '',
        size_key: '',
        quantity: 1,
        created_at: now,
        updated_at: now,
      },
    ])
    .execute();
  const address = JSON.stringify({
    full_name: 'Mia Grant',
    line1: '1 Main St',
    line2: null,
    city: 'Springfield',
    region: null,
    postal_code: '12345',
    country: 'US',
    phone: null,
  });
  const { id: orderId } = await db()
    .insertInto('orders')
    .values({
      user_id: shopperId,
      email: 'migrating@example.com',
      status: 'confirmed',
      payment_status: 'paid',
      payment_method: 'card',
      currency: 'USD',
      subtotal: 1000,
      discount_total: 0,
      discount_code: null,
      discount_id: null,
      shipping_method: 'standard',
      shipping_total: 0,
      tax_rate_bp: 0,
      tax_total: 0,
      total: 1000,
      shipping_address: address,
      billing_address: address,
      card_brand: 'visa',
      card_last4: '4242',
      carrier: null,
      tracking_number: null,
      placed_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  orderLineId = (
    await db()
      .insertInto('order_lines')
      .values({
        order_id: orderId,
        product_id: sized[0],
        name: 'Sold',
        slug: sized[1].slug,
        image: null,
        color: sizedOptions.color,
        size: sizedOptions.size,
        unit_price: 500,
        quantity: 2,
        line_total: 1000,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

  await migrateToLatest(handle.db, handle.dialect);
});
afterAll(async () => {
  await handle.close();
  await drop();
});

describe('migration 0012_variants on the demo catalog', () => {
  it('gives every product one variant per colour x size (one without options), its stock spread with the total unchanged', async () => {
    expect(before.size).toBeGreaterThan(30);
    const variants = await handle.db.selectFrom('product_variants').select(['product_id', 'sku', 'stock', 'color', 'size']).execute();
    const products = await handle.db
      .selectFrom('products')
      .select(['id', 'stock', 'regular_price', 'base_price', 'sale_price', 'base_sale_price'])
      .execute();
    for (const p of products) {
      const b = before.get(p.id)!;
      const mine = variants.filter((v) => v.product_id === p.id);
      expect(mine, b.slug).toHaveLength(Math.max(1, b.colors) * Math.max(1, b.sizes));
      expect(
        mine.reduce((sum, v) => sum + Number(v.stock), 0),
        b.slug,
      ).toBe(b.stock);
      expect(Number(p.stock)).toBe(b.stock);
      expect([p.base_price, p.base_sale_price]).toEqual([p.regular_price, p.sale_price]);
      expect(Math.max(...mine.map((v) => Number(v.stock))) - Math.min(...mine.map((v) => Number(v.stock)))).toBeLessThanOrEqual(1);
      for (const v of mine) expect(v.sku.startsWith(b.slug.toUpperCase().slice(0, 20))).toBe(true);
    }
    expect(new Set(variants.map((v) => v.sku.toUpperCase())).size).toBe(variants.length);
    const total = [...before.values()].reduce((sum, b) => sum + b.stock, 0);
    expect(variants.reduce((sum, v) => sum + Number(v.stock), 0)).toBe(total);
  });

  it('keeps carts: each line points at the variant of its colour and size and still loads', async () => {
    const lines = await handle.db
      .selectFrom('cart_items')
      .select(['product_id', 'variant_id', 'color', 'size', 'quantity'])
      .where('user_id', '=', shopperId)
      .orderBy('id')
      .execute();
    expect(lines.every((l) => l.variant_id !== null)).toBe(true);
    const cart = await readCart(handle.db, shopperId);
    expect(cart.notices).toEqual([]);
    expect(cart.cart_items.map((l) => [l.product.id, l.color, l.size, l.quantity, l.sku !== null])).toEqual(
      lines.map((l) => [l.product_id, l.color, l.size, l.quantity, true]),
    );
    const sized = await handle.db
      .selectFrom('product_variants')
      .select(['sku', 'color', 'size'])
      .where('id', '=', lines[0]!.variant_id!)
      .executeTakeFirstOrThrow();
    expect([sized.color, sized.size]).toEqual([lines[0]!.color, lines[0]!.size]);
  });

  it('gives order lines the SKU they were sold as', async () => {
    const line = await handle.db
      .selectFrom('order_lines')
      .select(['sku', 'variant_id', 'color', 'size'])
      .where('id', '=', orderLineId)
      .executeTakeFirstOrThrow();
    const variant = await handle.db
      .selectFrom('product_variants')
      .select(['sku', 'color', 'size'])
      .where('id', '=', line.variant_id!)
      .executeTakeFirstOrThrow();
    expect(line.sku).toBe(variant.sku);
    expect([variant.color, variant.size]).toEqual([line.color, line.size]);
  });
});
