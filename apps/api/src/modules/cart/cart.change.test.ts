import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES as M } from '@shopwright/shared/cart';
import { CATALOG_MESSAGES } from '@shopwright/shared/catalog';
import { apiClient, signUpAndIn, type ApiClient } from '../../../test/api-client';
import { createProduct, setStockOf, updateProduct, type ProductFixture } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

type Line = { product: { id: number }; quantity: number; color: string | null; size: string | null };
const product = (fixture: ProductFixture = {}) => createProduct(t.ctx.db, fixture);
const shopper = async () => (await signUpAndIn(api)).access;
const add = (token: string, body: Record<string, unknown>) => api.post('products/add-to-cart', body, { token });
const profileCart = async (token: string) => (await api.get('users/me', { token })).body.cart;
/** What the cart_items table holds for these products (deleted ones leave product_id null), to show a read left it alone. */
const storedLines = (productIds: number[]) =>
  t.ctx.db
    .selectFrom('cart_items')
    .select(['id', 'product_id', 'product_name', 'size', 'quantity', 'updated_at'])
    .where((eb) => eb.or([eb('product_id', 'in', productIds), eb('product_id', 'is', null)]))
    .orderBy('id')
    .execute();
const summary = (cart: { cart_items: Line[] }) => cart.cart_items.map((l) => [l.product.id, l.color, l.size, l.quantity]);

async function cartWithVariants() {
  const p = await product({ colors: ['Red', 'Blue'], sizes: ['S', 'M'], stockEach: 10 });
  const token = await shopper();
  await add(token, { product_id: String(p.id), color: 'Red', size: 'S' });
  await add(token, { product_id: String(p.id), color: 'Blue', size: 'S', quantity: 2 });
  await add(token, { product_id: String(p.id), color: 'Blue', size: 'M' });
  return { p, token };
}

describe('PATCH products/cart/{product_id}', () => {
  it('sets the quantity of a line, within the stock, and 0 removes it', async () => {
    const p = await product({ stock: 5 });
    const token = await shopper();
    await add(token, { product_id: String(p.id) });
    const set = await api.patch(`products/cart/${p.id}`, { quantity: 5 }, { token });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ total_items: 5, total_price: 40 });
    const over = await api.patch(`products/cart/${p.id}`, { quantity: 6 }, { token });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'OUT_OF_STOCK', detail: 'Only 5 left in stock.' });
    expect((await profileCart(token)).total_items).toBe(5);
    const removed = await api.patch(`products/cart/${p.id}`, { quantity: 0 }, { token });
    expect(removed.body).toEqual({ cart_items: [], total_items: 0, total_price: 0, notices: [] });
  });

  it("picks the line by colour and size, within that variant's stock", async () => {
    const { p, token } = await cartWithVariants();
    const res = await api.patch(`products/cart/${p.id}`, { quantity: 4, color: 'blue', size: 's' }, { token });
    expect(summary(res.body)).toEqual([
      [p.id, 'Red', 'S', 1],
      [p.id, 'Blue', 'S', 4],
      [p.id, 'Blue', 'M', 1],
    ]);
    // Each variant has 10: the other lines hold other variants and do not count.
    expect((await api.patch(`products/cart/${p.id}`, { quantity: 10, color: 'Red', size: 'S' }, { token })).status).toBe(200);
    const over = await api.patch(`products/cart/${p.id}`, { quantity: 11, color: 'Red', size: 'S' }, { token });
    expect(over.body).toMatchObject({ code: 'OUT_OF_STOCK', detail: M.onlyLeft(10) });
    await api.patch(`products/cart/${p.id}`, { quantity: 1, color: 'Red', size: 'S' }, { token });
    const ambiguous = await api.patch(`products/cart/${p.id}`, { quantity: 1, color: 'Blue' }, { token });
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.detail).toBe(M.whichLine);
    const oneLine = await api.patch(`products/cart/${p.id}`, { quantity: 3, size: 'M' }, { token });
    expect(summary(oneLine.body)[2]).toEqual([p.id, 'Blue', 'M', 3]);
  });

  it('answers 404 for a line that is not in the cart or an unknown product', async () => {
    const p = await product({ sizes: ['S', 'M'] });
    const token = await shopper();
    expect((await api.patch(`products/cart/${p.id}`, { quantity: 1, size: 'S' }, { token })).body.detail).toBe(M.notInCart);
    await add(token, { product_id: String(p.id), size: 'S' });
    const other = await api.patch(`products/cart/${p.id}`, { quantity: 1, size: 'M' }, { token });
    expect(other.status).toBe(404);
    const unknown = await api.patch('products/cart/99999', { quantity: 1 }, { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe(CATALOG_MESSAGES.productNotFound);
  });

  it('refuses garbage ids, bad quantities and missing or unknown fields with 400', async () => {
    const p = await product();
    const token = await shopper();
    await add(token, { product_id: String(p.id) });
    for (const id of ['abc', '1.5', '-1', '0', '99999999999999999999']) {
      expect((await api.patch(`products/cart/${id}`, { quantity: 1 }, { token })).status).toBe(400);
    }
    for (const quantity of [-1, 100, 2.5, '3', null]) {
      const res = await api.patch(`products/cart/${p.id}`, { quantity }, { token });
      expect(res.body.errors.quantity).toEqual([M.setQuantityInvalid]);
    }
    expect((await api.patch(`products/cart/${p.id}`, {}, { token })).status).toBe(400);
    expect((await api.patch(`products/cart/${p.id}`, { quantity: 1, price: 0 }, { token })).body.errors.price).toEqual([
      'Unknown field: price',
    ]);
    expect((await profileCart(token)).total_items).toBe(1);
  });
});

describe('DELETE products/remove-from-cart/{product_id} and products/clear-cart', () => {
  it('removes only the lines of the given colour or size, or every line of the product', async () => {
    const { p, token } = await cartWithVariants();
    const other = await product();
    await add(token, { product_id: String(other.id) });
    const bySize = await api.delete(`products/remove-from-cart/${p.id}?size=m`, { token });
    expect(bySize.status).toBe(200);
    expect(summary(bySize.body)).toEqual([
      [p.id, 'Red', 'S', 1],
      [p.id, 'Blue', 'S', 2],
      [other.id, null, null, 1],
    ]);
    const byBoth = await api.delete(`products/remove-from-cart/${p.id}?color=Blue&size=S`, { token });
    expect(summary(byBoth.body)).toEqual([
      [p.id, 'Red', 'S', 1],
      [other.id, null, null, 1],
    ]);
    const all = await api.delete(`products/remove-from-cart/${p.id}`, { token });
    expect(summary(all.body)).toEqual([[other.id, null, null, 1]]);
    const again = await api.delete(`products/remove-from-cart/${p.id}`, { token });
    expect(again.status).toBe(200);
  });

  it('answers 404 for an unknown product and 400 for garbage ids or unknown query fields', async () => {
    const token = await shopper();
    expect((await api.delete('products/remove-from-cart/99999', { token })).status).toBe(404);
    for (const id of ['abc', '1.5', '-1', '99999999999999999999']) {
      expect((await api.delete(`products/remove-from-cart/${id}`, { token })).status).toBe(400);
    }
    expect((await api.delete('products/remove-from-cart/1?colour=red', { token })).status).toBe(400);
  });

  it('clears the cart', async () => {
    const { token } = await cartWithVariants();
    const res = await api.delete('products/clear-cart', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cart_items: [], total_items: 0, total_price: 0, notices: [] });
    expect((await profileCart(token)).cart_items).toEqual([]);
  });

  it("never touches another user's cart", async () => {
    const { p, token: mine } = await cartWithVariants();
    const theirs = await shopper();
    await add(theirs, { product_id: String(p.id), color: 'Red', size: 'S' });
    await api.delete('products/clear-cart', { token: theirs });
    await api.delete(`products/remove-from-cart/${p.id}`, { token: theirs });
    expect((await api.patch(`products/cart/${p.id}`, { quantity: 2, size: 'M' }, { token: theirs })).status).toBe(404);
    expect((await profileCart(mine)).total_items).toBe(4);
  });
});

describe('the cart follows the catalog', () => {
  it('drops unpublished and deleted products from the answer with a notice, writing nothing until the cart changes', async () => {
    const hidden = await product({ name: 'Old Lamp' });
    const deleted = await product({ name: 'Gone Mug', sizes: ['S', 'M'] });
    const kept = await product({ sale_price: 500, regular_price: 500 });
    const token = await shopper();
    for (const body of [
      { product_id: String(hidden.id) },
      { product_id: String(deleted.id), size: 'S' },
      { product_id: String(deleted.id), size: 'M' },
      { product_id: String(kept.id) },
    ]) {
      expect((await add(token, body)).status).toBe(200);
    }
    await updateProduct(t.ctx.db, hidden.id, { published: false });
    const mine = () => storedLines([hidden.id, deleted.id, kept.id]);
    const stored = await mine();
    const first = await profileCart(token);
    expect(first.notices).toEqual([M.removedUnavailable('Old Lamp')]);
    expect(first.notices[0]).toBe('"Old Lamp" is no longer available and was removed from your cart.');
    expect(first).toMatchObject({ total_items: 3, total_price: 21 });
    expect(await mine()).toEqual(stored);
    // A read, every time: the same answer again and the table still as it was.
    expect(await profileCart(token)).toEqual(first);
    expect(await mine()).toEqual(stored);

    await t.ctx.db.deleteFrom('products').where('id', '=', deleted.id).execute();
    // The next change writes what the reads computed and reports it a last time.
    const changed = await api.patch(`products/cart/${kept.id}`, { quantity: 2 }, { token });
    expect(changed.status).toBe(200);
    expect(changed.body.notices).toEqual([M.removedUnavailable('Old Lamp'), M.removedUnavailable('Gone Mug')]);
    expect(summary(changed.body)).toEqual([[kept.id, null, null, 2]]);
    expect((await mine()).map((l) => [l.product_id, l.quantity])).toEqual([[kept.id, 2]]);
    await updateProduct(t.ctx.db, hidden.id, { published: true });
    expect(await profileCart(token)).toMatchObject({ notices: [], total_items: 2 });
  });

  it('lowers lines to a stock that fell, and drops sold-out variants and products, with notices', async () => {
    const fell = await product({ name: 'Desk', sizes: ['S', 'M'], stockEach: 5 });
    const sold = await product({ name: 'Chair', stock: 10 });
    const token = await shopper();
    await add(token, { product_id: String(fell.id), size: 'S', quantity: 3 });
    await add(token, { product_id: String(fell.id), size: 'M', quantity: 2 });
    await add(token, { product_id: String(sold.id), quantity: 2 });
    await setStockOf(t.ctx.db, fell.id, { size: 'S' }, 2);
    await setStockOf(t.ctx.db, fell.id, { size: 'M' }, 0);
    await updateProduct(t.ctx.db, sold.id, { stock: 0 });
    const mine = () => storedLines([fell.id, sold.id]);
    const stored = await mine();
    const cart = await profileCart(token);
    const notices = [M.lowered('Desk', 2), M.removedSoldOut('Desk'), M.removedSoldOut('Chair')];
    expect(cart.notices).toEqual(notices);
    expect(summary(cart)).toEqual([[fell.id, null, 'S', 2]]);
    expect(cart.cart_items[0].product).toMatchObject({ in_stock: true, available: 2 });
    expect(await mine()).toEqual(stored);
    const cleared = await api.delete(`products/remove-from-cart/${sold.id}`, { token });
    expect(cleared.body).toMatchObject({ notices: [M.lowered('Desk', 2), M.removedSoldOut('Desk')], total_items: 2 });
    expect((await mine()).map((l) => [l.product_id, l.size, l.quantity])).toEqual([[fell.id, 'S', 2]]);
    expect((await profileCart(token)).notices).toEqual([]);
  });

  it('shows current prices', async () => {
    const p = await product({ regular_price: 1000, sale_price: 1000 });
    const token = await shopper();
    await add(token, { product_id: String(p.id), quantity: 3 });
    await updateProduct(t.ctx.db, p.id, { sale_price: 750 });
    const cart = await profileCart(token);
    expect(cart.cart_items[0].product).toMatchObject({ sale_price: 7.5, price: 10, percentage_discount: 25 });
    expect(cart.total_price).toBe(22.5);
  });

  it('is part of the data export', async () => {
    const p = await product({ name: 'Export Kettle', colors: ['Steel'] });
    const token = await shopper();
    await add(token, { product_id: String(p.id), quantity: 2 });
    const res = await api.get('users/me/export', { token });
    expect(res.status).toBe(200);
    expect(res.body.cart).toEqual([
      expect.objectContaining({ product_id: p.id, product_name: 'Export Kettle', color: 'Steel', size: null, quantity: 2 }),
    ]);
  });
});
