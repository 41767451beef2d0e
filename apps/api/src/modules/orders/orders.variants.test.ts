import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStockOf } from '../../../test/factories';
import { createTestApp, mailsTo, type TestApp } from '../../../test/test-app';
import { checkoutApi, orderBody, product, shopper, stockOf, type Shopper } from './orders.fixtures';

let t: TestApp;
let call: ReturnType<typeof checkoutApi>;
beforeAll(async () => {
  t = await createTestApp();
  call = checkoutApi(t);
});
afterAll(() => t.close());

const variantStock = async (productId: number, size: string) =>
  Number(
    (
      await t.ctx.db
        .selectFrom('product_variants')
        .select('stock')
        .where('product_id', '=', productId)
        .where('size_key', '=', size.toLowerCase())
        .executeTakeFirstOrThrow()
    ).stock,
  );

async function shoeWithSizes() {
  const p = await product(t, { name: 'Trail Runner', sizes: ['42', '44'], stockEach: 50, regular_price: 9000, sale_price: 9000 });
  return p;
}

describe('orders take stock per variant', () => {
  it('sells the last 5 units of size 42 to exactly 5 of 50 racing buyers; size 44 stays untouched', async () => {
    const p = await shoeWithSizes();
    const crowd: Shopper[] = [];
    for (let i = 0; i < 50; i++) {
      const s = await shopper(t);
      await call.addToCart(s, p.id, 1, { size: '42' });
      crowd.push(s);
    }
    await setStockOf(t.ctx.db, p.id, { size: '42' }, 5);
    await setStockOf(t.ctx.db, p.id, { size: '44' }, 7);

    const answers = await Promise.all(crowd.map((s) => call.place(s, orderBody(), randomUUID())));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    // Refused in the transaction ("… Trail Runner (42) …") or, once it was gone, before it (the line left the cart with a notice).
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.code).toBe('OUT_OF_STOCK');
    const notices = answers.filter((a) => a.status === 409).flatMap((a) => [a.body.detail, ...(a.body.errors?.cart ?? [])]);
    expect(notices.some((n: string) => n.includes('Trail Runner'))).toBe(true);

    expect(await variantStock(p.id, '42')).toBe(0);
    expect(await variantStock(p.id, '44')).toBe(7);
    expect(await stockOf(t, p.id)).toBe(7);
    const lines = await t.ctx.db.selectFrom('order_lines').select(['size', 'sku', 'quantity']).where('product_id', '=', p.id).execute();
    expect(lines).toHaveLength(5);
    expect(new Set(lines.map((l) => l.sku))).toEqual(new Set([`${p.slug.toUpperCase()}-42`]));
  });

  it('answers a replay with the same Idempotency-Key once, taking the units once', async () => {
    const p = await shoeWithSizes();
    const s = await shopper(t);
    await call.addToCart(s, p.id, 2, { size: '44' });
    const key = randomUUID();
    const first = await call.place(s, orderBody(), key);
    const again = await call.place(s, orderBody(), key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(first.body.lines).toEqual([
      expect.objectContaining({ size: '44', sku: `${p.slug.toUpperCase()}-44`, quantity: 2, unit_price: 90 }),
    ]);
    expect(await variantStock(p.id, '44')).toBe(48);
    expect(await variantStock(p.id, '42')).toBe(50);
  });

  it("charges the variant's own price and keeps the SKU sold when the variant changes later", async () => {
    const p = await shoeWithSizes();
    const big = await setStockOf(t.ctx.db, p.id, { size: '44' }, 3);
    await t.ctx.db.updateTable('product_variants').set({ price: 9900, sale_price: 9500 }).where('id', '=', big).execute();
    const s = await shopper(t);
    await call.addToCart(s, p.id, 1, { size: '44' });
    const quote = await call.quote(s, {});
    expect(quote.status).toBe(200);
    const placed = await call.place(s, orderBody());
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body.lines[0]).toMatchObject({ unit_price: 95, sku: `${p.slug.toUpperCase()}-44` });
    await t.ctx.db.updateTable('product_variants').set({ sku: 'RENAMED-44' }).where('id', '=', big).execute();
    const order = await call.api.get(`orders/${placed.body.id}`, { token: s.token });
    expect(order.body.lines[0].sku).toBe(`${p.slug.toUpperCase()}-44`);
  });

  it('returns the units to the variant sold when the order is cancelled, and mails who waited for it', async () => {
    const p = await shoeWithSizes();
    await setStockOf(t.ctx.db, p.id, { size: '42' }, 1);
    const s = await shopper(t);
    await call.addToCart(s, p.id, 1, { size: '42' });
    const placed = await call.place(s, orderBody());
    expect(placed.status).toBe(201);
    expect(await variantStock(p.id, '42')).toBe(0);
    const notify = await call.api.post(`products/${p.id}/notify-me`, { email: 'waiting42@example.com', size: '42' });
    expect(notify.status, notify.text).toBe(200);
    const cancelled = await call.api.post(`orders/${placed.body.id}/cancel`, undefined, { token: s.token });
    expect(cancelled.status).toBe(200);
    expect(await variantStock(p.id, '42')).toBe(1);
    expect(await variantStock(p.id, '44')).toBe(50);
    expect(await stockOf(t, p.id)).toBe(51);
    expect((await mailsTo(t, 'waiting42@example.com')).map((m) => m.subject)).toEqual(['Trail Runner (42) is back in stock']);
  });
});
