import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES as M } from '@shopwright/shared/cart';
import { CATALOG_MESSAGES, VARIANT_MESSAGES } from '@shopwright/shared/catalog';
import { NOT_AUTHENTICATED_DETAIL } from '@shopwright/shared/errors';
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

const product = (fixture: ProductFixture = {}) => createProduct(t.ctx.db, fixture);
const shopper = async () => (await signUpAndIn(api)).access;
const add = (token: string, body: Record<string, unknown>) => api.post('products/add-to-cart', body, { token });
const profileCart = async (token: string) => (await api.get('users/me', { token })).body.cart;

describe('POST products/add-to-cart', () => {
  it('adds one unit with current prices, the card image and stock, and answers the whole cart', async () => {
    const p = await product({ name: 'Trail Shoe', regular_price: 2500, sale_price: 1999, stock: 4, images: 2 });
    const token = await shopper();
    const res = await add(token, { product_id: String(p.id) });
    expect(res.status).toBe(200);
    const line = {
      product: {
        id: p.id,
        name: 'Trail Shoe',
        slug: p.slug,
        sale_price: 19.99,
        price: 25,
        percentage_discount: 20,
        image: `/media/products/${p.slug}-0-card.webp`,
        in_stock: true,
        available: 4,
      },
      quantity: 1,
      color: null,
      size: null,
      variant_id: expect.any(Number),
      sku: p.slug.toUpperCase(),
    };
    expect(res.body).toEqual({ cart_items: [line], total_items: 1, total_price: 19.99, notices: [] });
    expect(await profileCart(token)).toEqual(res.body);
  });

  it('adds again to the same line, takes a quantity, and sums totals in cents', async () => {
    const a = await product({ sale_price: 10, regular_price: 10, stock: 50 });
    const b = await product({ sale_price: 20, regular_price: 20, stock: 50 });
    const token = await shopper();
    await add(token, { product_id: String(a.id) });
    await add(token, { product_id: String(a.id), quantity: 2 });
    const res = await add(token, { product_id: String(b.id), quantity: 3 });
    expect(res.body.cart_items.map((l: { product: { id: number }; quantity: number }) => [l.product.id, l.quantity])).toEqual([
      [a.id, 3],
      [b.id, 3],
    ]);
    expect(res.body.total_items).toBe(6);
    expect(res.body.total_price).toBe(0.9);
    expect(res.body.cart_items[0].product.image).toBeNull();
  });

  it('turns two simultaneous adds of a product into one line of 2', async () => {
    const p = await product({ stock: 5 });
    const token = await shopper();
    const results = await Promise.all([add(token, { product_id: String(p.id) }), add(token, { product_id: String(p.id) })]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const cart = await profileCart(token);
    expect(cart.cart_items).toHaveLength(1);
    expect(cart.cart_items[0].quantity).toBe(2);
  });

  it('never lets simultaneous adds go past the stock', async () => {
    const p = await product({ stock: 1 });
    const token = await shopper();
    const results = await Promise.all([add(token, { product_id: String(p.id) }), add(token, { product_id: String(p.id) })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await profileCart(token)).cart_items[0].quantity).toBe(1);
  });

  it('keeps each colour and size as its own line; colour defaults to the first, matched without case', async () => {
    const p = await product({ colors: ['Red', 'Navy Blue'], sizes: ['S', 'M'], stock: 20 });
    const token = await shopper();
    await add(token, { product_id: String(p.id), size: 'm' });
    await add(token, { product_id: String(p.id), size: 'M', color: 'red' });
    await add(token, { product_id: String(p.id), size: 'S', color: ' navy blue ' });
    const res = await add(token, { product_id: String(p.id), size: 's', color: null });
    const lines = res.body.cart_items.map((l: { color: string; size: string; quantity: number }) => [l.color, l.size, l.quantity]);
    expect(lines).toEqual([
      ['Red', 'M', 2],
      ['Navy Blue', 'S', 1],
      ['Red', 'S', 1],
    ]);
    expect(res.body.total_items).toBe(4);
  });

  it('needs a size when the product has sizes, and refuses colours and sizes it does not have', async () => {
    const p = await product({ colors: ['Red'], sizes: ['S'] });
    const plain = await product();
    const token = await shopper();
    const noSize = await add(token, { product_id: String(p.id) });
    expect(noSize.status).toBe(400);
    expect(noSize.body).toMatchObject({ detail: M.chooseSize, errors: { size: [M.chooseSize] } });
    const badSize = await add(token, { product_id: String(p.id), size: 'XL' });
    expect(badSize.body).toMatchObject({ detail: M.sizeUnavailable, errors: { size: [M.sizeUnavailable] } });
    const badColor = await add(token, { product_id: String(p.id), size: 'S', color: 'Green' });
    expect(badColor.body).toMatchObject({ detail: M.colorUnavailable, errors: { color: [M.colorUnavailable] } });
    expect((await add(token, { product_id: String(plain.id), color: 'Red' })).status).toBe(400);
    expect((await profileCart(token)).cart_items).toEqual([]);
  });

  it('takes a colour or size by its label in a language, as a translated product page shows it (ADR 030)', async () => {
    const p = await product({ colors: ['Red', 'Blue'], sizes: ['S', 'M'], stock: 20 });
    const label = (kind: 'color' | 'size', key: string, lang: string, text: string) => ({ product_id: p.id, kind, key, lang, label: text });
    await t.ctx.db
      .insertInto('product_option_translations')
      .values([
        label('color', 'red', 'de', 'Rot'),
        label('color', 'blue', 'de', 'Blau'),
        label('color', 'blue', 'fr', 'Bleu'),
        label('size', 'm', 'de', 'Mittel'),
      ])
      .execute();
    const token = await shopper();
    await add(token, { product_id: String(p.id), color: 'Rot', size: 'mittel' });
    const res = await add(token, { product_id: String(p.id), color: 'bleu', size: 'S' });
    expect(res.status, res.text).toBe(200);
    // The line keeps the option's own name, as any other call names it.
    expect(res.body.cart_items.map((l: { color: string; size: string }) => [l.color, l.size])).toEqual([
      ['Red', 'M'],
      ['Blue', 'S'],
    ]);
    const unknown = await add(token, { product_id: String(p.id), color: 'Grün', size: 'S' });
    expect(unknown.body).toMatchObject({ detail: M.colorUnavailable, errors: { color: [M.colorUnavailable] } });
  });

  it('refuses more than the stock with 409 OUT_OF_STOCK and how many are left', async () => {
    const p = await product({ stock: 3 });
    const soldOut = await product({ stock: 0 });
    const token = await shopper();
    const tooMany = await add(token, { product_id: String(p.id), quantity: 4 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ code: 'OUT_OF_STOCK', detail: 'Only 3 left in stock.' });
    await add(token, { product_id: String(p.id), quantity: 2 });
    const more = await add(token, { product_id: String(p.id), quantity: 2 });
    expect(more.body).toMatchObject({ code: 'OUT_OF_STOCK', detail: M.onlyLeft(3, 2) });
    const none = await add(token, { product_id: String(soldOut.id) });
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ code: 'OUT_OF_STOCK', detail: 'This product is out of stock.' });
    expect((await profileCart(token)).cart_items.map((l: { quantity: number }) => l.quantity)).toEqual([2]);
  });

  it("counts each colour and size against that variant's own stock, and names a sold-out one", async () => {
    const p = await product({ colors: ['Red', 'Blue'], sizes: ['42', '44'], stockEach: 3 });
    await setStockOf(t.ctx.db, p.id, { color: 'Red', size: '44' }, 0);
    const token = await shopper();
    await add(token, { product_id: String(p.id), color: 'Red', size: '42', quantity: 2 });
    const more = await add(token, { product_id: String(p.id), color: 'Red', size: '42', quantity: 2 });
    expect(more.status).toBe(409);
    expect(more.body.detail).toBe(M.onlyLeft(3, 2));
    // The neighbours hold their own units: 3 of Blue / 42 fit although Red / 42 is in the cart.
    const blue = await add(token, { product_id: String(p.id), color: 'Blue', size: '42', quantity: 3 });
    expect(blue.status).toBe(200);
    const line = blue.body.cart_items.find((l: { color: string }) => l.color === 'Blue');
    expect(line).toMatchObject({ size: '42', sku: `${p.slug.toUpperCase()}-BLUE-42`, product: { available: 3, in_stock: true } });
    const soldOut = await add(token, { product_id: String(p.id), color: 'Red', size: '44' });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body).toMatchObject({ code: 'OUT_OF_STOCK', detail: VARIANT_MESSAGES.variantSoldOut('Red / 44') });
    expect(soldOut.body.detail).toBe('Red / 44 is sold out.');
  });

  it("prices a line at its variant's own price", async () => {
    const p = await product({ sizes: ['128 GB', '512 GB'], regular_price: 50000, sale_price: 50000, stockEach: 5 });
    const big = await setStockOf(t.ctx.db, p.id, { size: '512 GB' }, 5);
    await t.ctx.db.updateTable('product_variants').set({ price: 70000, sale_price: 65000 }).where('id', '=', big).execute();
    const token = await shopper();
    await add(token, { product_id: String(p.id), size: '128 GB' });
    const res = await add(token, { product_id: String(p.id), size: '512 gb' });
    expect(
      res.body.cart_items.map((l: { size: string; product: { sale_price: number; price: number } }) => [
        l.size,
        l.product.price,
        l.product.sale_price,
      ]),
    ).toEqual([
      ['128 GB', 500, 500],
      ['512 GB', 700, 650],
    ]);
    expect(res.body.total_price).toBe(1150);
  });

  it('caps a line at 99 units', async () => {
    const p = await product({ stock: 500 });
    const token = await shopper();
    expect((await add(token, { product_id: String(p.id), quantity: 99 })).status).toBe(200);
    const res = await add(token, { product_id: String(p.id) });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(M.lineLimit);
  });

  it('answers 404 for unknown and unpublished products', async () => {
    const hidden = await product();
    await updateProduct(t.ctx.db, hidden.id, { published: false });
    const token = await shopper();
    for (const id of ['99999', String(hidden.id)]) {
      const res = await add(token, { product_id: id });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe(CATALOG_MESSAGES.productNotFound);
    }
  });

  it.each([
    ['abc'],
    ['1.5'],
    ['-1'],
    [''],
    ['0'],
    ['012'],
    [' 12'],
    ['99999999999999999999'],
    ['2147483648'],
    [12],
    [1e20],
    [null],
    [true],
    [['1']],
  ])('refuses product_id %j with 400', async (productId) => {
    const token = await shopper();
    const res = await add(token, { product_id: productId });
    expect(res.status).toBe(400);
    expect(res.body.errors.product_id).toEqual([M.productIdInvalid]);
  });

  it('refuses missing fields, bad quantities, long options and unknown fields with 400', async () => {
    const p = await product();
    const token = await shopper();
    const missing = await add(token, {});
    expect(missing.body.errors.product_id).toEqual([M.productIdRequired]);
    expect((await api.post('products/add-to-cart', undefined, { token })).status).toBe(400);
    for (const quantity of [0, 100, 1.5, '2', -1]) {
      const res = await add(token, { product_id: String(p.id), quantity });
      expect(res.body.errors.quantity).toEqual([M.quantityInvalid]);
    }
    expect((await add(token, { product_id: String(p.id), color: 'x'.repeat(41) })).body.errors.color).toEqual([M.optionInvalid]);
    expect((await add(token, { product_id: String(p.id), size: 7 })).status).toBe(400);
    expect((await add(token, { product_id: String(p.id), user_id: 1 })).body.errors.user_id).toEqual(['Unknown field: user_id']);
    expect((await profileCart(token)).cart_items).toEqual([]);
  });

  it('answers guests 401 with the exact text the storefront reacts to', async () => {
    const p = await product();
    for (const res of [
      await api.post('products/add-to-cart', { product_id: String(p.id) }),
      await api.post('products/add-to-cart', { product_id: 'abc' }),
      await api.patch(`products/cart/${p.id}`, { quantity: 1 }),
      await api.delete(`products/remove-from-cart/${p.id}`),
      await api.delete('products/clear-cart'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: NOT_AUTHENTICATED_DETAIL, code: 'NOT_AUTHENTICATED' });
    }
    expect((await api.post('products/add-to-cart', { product_id: String(p.id) }, { token: 'not-a-jwt' })).status).toBe(401);
  });

  it('refuses a blocked account that still holds an access token', async () => {
    const p = await product();
    const { access, account } = await signUpAndIn(api);
    await t.ctx.db.updateTable('users').set({ is_blocked: 1 }).where('email', '=', account.email).execute();
    const res = await add(access, { product_id: String(p.id) });
    expect(res.status).toBe(401);
  });
});
