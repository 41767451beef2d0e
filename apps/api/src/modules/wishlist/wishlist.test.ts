import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES as C } from '@shopwright/shared/cart';
import { CATALOG_MESSAGES } from '@shopwright/shared/catalog';
import { NOT_AUTHENTICATED_DETAIL } from '@shopwright/shared/errors';
import { WISHLIST_MESSAGES as M } from '@shopwright/shared/wishlist';
import { apiClient, signUpAndIn, type ApiClient } from '../../../test/api-client';
import { createProduct, updateProduct, type ProductFixture } from '../../../test/factories';
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
const save = (token: string, id: number | string) => api.post('wishlist', { product_id: String(id) }, { token });
const list = async (token: string) => (await api.get('wishlist', { token })).body;
const ids = (items: Array<{ id: number }>) => items.map((i) => i.id);
const move = (token: string, id: number, body?: Record<string, unknown>) => api.post(`wishlist/${id}/move-to-cart`, body, { token });

describe('wishlist', () => {
  it('saves products with price, image and stock, newest first, and answers the list', async () => {
    const a = await product({ name: 'Lamp', regular_price: 4000, sale_price: 3000, stock: 0, images: 1 });
    const b = await product();
    const token = await shopper();
    expect(await list(token)).toEqual([]);
    const first = await save(token, a.id);
    expect(first.status).toBe(201);
    expect(first.body).toEqual([
      {
        id: a.id,
        name: 'Lamp',
        slug: a.slug,
        sale_price: 30,
        price: 40,
        percentage_discount: 25,
        image: `/media/products/${a.slug}-0-card.webp`,
        in_stock: false,
        available: 0,
        added_at: expect.any(String),
      },
    ]);
    await save(token, b.id);
    expect(ids(await list(token))).toEqual([b.id, a.id]);
  });

  it('keeps one entry when a product is saved twice (200 the second time)', async () => {
    const p = await product();
    const token = await shopper();
    expect((await save(token, p.id)).status).toBe(201);
    const again = await save(token, p.id);
    expect(again.status).toBe(200);
    expect(ids(again.body)).toEqual([p.id]);
    const [x, y] = await Promise.all([save(token, p.id), save(token, p.id)]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(ids(await list(token))).toEqual([p.id]);
  });

  it('removes a product; removing one that is not saved changes nothing', async () => {
    const a = await product();
    const b = await product();
    const token = await shopper();
    await save(token, a.id);
    await save(token, b.id);
    const res = await api.delete(`wishlist/${a.id}`, { token });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([b.id]);
    expect(ids((await api.delete(`wishlist/${a.id}`, { token })).body)).toEqual([b.id]);
  });

  it('hides unpublished products without forgetting them', async () => {
    const p = await product();
    const token = await shopper();
    await save(token, p.id);
    await updateProduct(t.ctx.db, p.id, { published: false });
    expect(await list(token)).toEqual([]);
    await updateProduct(t.ctx.db, p.id, { published: true });
    expect(ids(await list(token))).toEqual([p.id]);
  });

  it('answers 404 for unknown or unpublished products and 400 for garbage ids and bodies', async () => {
    const hidden = await product();
    await updateProduct(t.ctx.db, hidden.id, { published: false });
    const token = await shopper();
    for (const id of [99999, hidden.id]) {
      const res = await save(token, id);
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe(CATALOG_MESSAGES.productNotFound);
    }
    expect((await api.delete('wishlist/99999', { token })).status).toBe(404);
    for (const id of ['abc', '1.5', '-1', '', '99999999999999999999']) {
      expect((await save(token, id)).body.errors.product_id).toEqual([C.productIdInvalid]);
    }
    for (const id of ['abc', '1.5', '-1', '99999999999999999999']) {
      expect((await api.delete(`wishlist/${id}`, { token })).status).toBe(400);
      expect((await api.post(`wishlist/${id}/move-to-cart`, undefined, { token })).status).toBe(400);
    }
    expect((await api.post('wishlist', {}, { token })).body.errors.product_id).toEqual([C.productIdRequired]);
    expect((await api.post('wishlist', { product_id: 5 }, { token })).status).toBe(400);
    expect((await api.post('wishlist', { product_id: String(hidden.id), note: 'x' }, { token })).status).toBe(400);
  });

  it('answers guests 401 with the exact text', async () => {
    const p = await product();
    for (const res of [
      await api.get('wishlist'),
      await api.post('wishlist', { product_id: String(p.id) }),
      await api.delete(`wishlist/${p.id}`),
      await api.post(`wishlist/${p.id}/move-to-cart`),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: NOT_AUTHENTICATED_DETAIL, code: 'NOT_AUTHENTICATED' });
    }
  });

  it('refuses an account blocked or deleted while its access token is still valid', async () => {
    const p = await product();
    for (const change of [{ is_blocked: 1 }, { deleted_at: new Date().toISOString() }]) {
      const { access, account } = await signUpAndIn(api);
      expect((await save(access, p.id)).status).toBe(201);
      await t.ctx.db.updateTable('users').set(change).where('email', '=', account.email).execute();
      for (const res of [await api.get('wishlist', { token: access }), await save(access, p.id), await move(access, p.id)]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ detail: NOT_AUTHENTICATED_DETAIL, code: 'NOT_AUTHENTICATED' });
      }
    }
  });

  it("keeps each user's wishlist apart", async () => {
    const p = await product();
    const mine = await shopper();
    const theirs = await shopper();
    await save(mine, p.id);
    expect(await list(theirs)).toEqual([]);
    await api.delete(`wishlist/${p.id}`, { token: theirs });
    expect((await move(theirs, p.id)).status).toBe(404);
    expect(ids(await list(mine))).toEqual([p.id]);
  });

  it('is part of the data export', async () => {
    const p = await product({ name: 'Export Vase' });
    const token = await shopper();
    await save(token, p.id);
    const res = await api.get('users/me/export', { token });
    expect(res.body.wishlist).toEqual([{ product_id: p.id, product_name: 'Export Vase', added_at: expect.any(String) }]);
  });
});

describe('POST wishlist/{product_id}/move-to-cart', () => {
  it('puts one unit in the cart and takes the product off the wishlist', async () => {
    const p = await product({ colors: ['Green', 'Black'] });
    const other = await product();
    const token = await shopper();
    await save(token, p.id);
    await save(token, other.id);
    const res = await move(token, p.id);
    expect(res.status).toBe(200);
    expect(res.body.cart).toMatchObject({
      total_items: 1,
      cart_items: [{ product: { id: p.id }, quantity: 1, color: 'Green', size: null }],
    });
    expect(ids(res.body.wishlist)).toEqual([other.id]);
    expect((await api.get('users/me', { token })).body.cart.total_items).toBe(1);
    expect(ids(await list(token))).toEqual([other.id]);
  });

  it('adds to a line already in the cart and takes the colour and size from the body', async () => {
    const p = await product({ colors: ['Green', 'Black'], sizes: ['M', 'L'] });
    const token = await shopper();
    await api.post('products/add-to-cart', { product_id: String(p.id), color: 'Black', size: 'L' }, { token });
    await save(token, p.id);
    const res = await move(token, p.id, { color: 'black', size: 'l' });
    expect(res.status).toBe(200);
    expect(res.body.cart.cart_items).toMatchObject([{ color: 'Black', size: 'L', quantity: 2 }]);
  });

  it('asks for a size (400) and keeps the wishlist entry', async () => {
    const p = await product({ sizes: ['M', 'L'] });
    const token = await shopper();
    await save(token, p.id);
    const res = await move(token, p.id);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: C.chooseSize, errors: { size: [C.chooseSize] } });
    expect((await move(token, p.id, { size: 'XXL' })).body.detail).toBe(C.sizeUnavailable);
    expect((await move(token, p.id, { size: 'M', gift: true })).status).toBe(400);
    expect(ids(await list(token))).toEqual([p.id]);
    expect((await api.get('users/me', { token })).body.cart.cart_items).toEqual([]);
  });

  it('refuses an out-of-stock product with 409 and the wishlist keeps it', async () => {
    const soldOut = await product({ stock: 0 });
    const last = await product({ stock: 1 });
    const token = await shopper();
    await save(token, soldOut.id);
    const res = await move(token, soldOut.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'OUT_OF_STOCK', detail: C.outOfStock });
    await api.post('products/add-to-cart', { product_id: String(last.id) }, { token });
    await save(token, last.id);
    expect((await move(token, last.id)).body).toMatchObject({ code: 'OUT_OF_STOCK', detail: C.onlyLeft(1, 1) });
    expect(ids(await list(token)).sort()).toEqual([soldOut.id, last.id].sort());
    expect((await api.get('users/me', { token })).body.cart.total_items).toBe(1);
  });

  it('answers 404 for a product that is not saved or no longer published', async () => {
    const p = await product();
    const token = await shopper();
    const res = await move(token, p.id);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(M.notInWishlist);
    await save(token, p.id);
    await updateProduct(t.ctx.db, p.id, { published: false });
    expect((await move(token, p.id)).status).toBe(404);
  });
});
