import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_MESSAGES as M, CATALOG_AUDIT_ACTIONS as A, PRODUCT_LIMITS } from '@shopwright/shared/admin';
import { apiClient, type ApiClient } from '../../../../test/api-client';
import { signInAdmin } from '../admin.fixtures';
import {
  auditOf,
  createCatalogTestApp,
  formData,
  imageBomb,
  picture,
  productPayload,
  uploadPicture,
  type CatalogTestApp,
} from './admin-products.fixtures';

let t: CatalogTestApp;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  t = await createCatalogTestApp();
  api = apiClient(t.app);
  token = (await signInAdmin(t)).access;
});
afterAll(() => t.close());

const newProduct = async (overrides: Record<string, unknown> = {}) =>
  (await api.post('admin/products', productPayload(overrides), { token })).body.id as number;
const fileOf = (url: string) => join(t.dataDir, url.replace(/^\/media\//, 'media/'));

describe('POST /api/admin/products/{id}/images', () => {
  it('stores a picture as WebP in three sizes and shows it on the storefront', async () => {
    const id = await newProduct({ published: true });
    const res = await uploadPicture(t, token, id, await picture(800, 600), { alt: 'Lamp, lit' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        alt: 'Lamp, lit',
        thumbnail: {
          url: expect.stringMatching(new RegExp(`^/media/products/${id}/lamp-lit-[0-9a-f]{10}-thumbnail\\.webp$`)),
          width: 160,
          height: 120,
        },
        card: { url: expect.stringMatching(/-card\.webp$/), width: 480, height: 360 },
        full: { url: expect.stringMatching(/-full\.webp$/), width: 800, height: 600 },
      },
    ]);
    for (const size of ['thumbnail', 'card', 'full']) expect(existsSync(fileOf(res.body[0][size].url))).toBe(true);
    const served = await t.app.inject(res.body[0].card.url);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await api.get(`products/${id}`)).body.images[0].card.url).toBe(res.body[0].card.url);
    expect((await api.get(`admin/products/${id}`, { token })).body.image).toBe(res.body[0].thumbnail.url);
    expect((await auditOf(t, A.imageAdd)).at(-1)).toMatchObject({ entity_id: String(id) });
  });

  it('recognises JPEG, WebP, GIF and AVIF by content, whatever the file is called', async () => {
    const id = await newProduct();
    for (const [i, format] of (['jpeg', 'webp', 'gif', 'avif'] as const).entries()) {
      const res = await uploadPicture(t, token, id, await picture(40, 40, format, ['#111111', '#222222', '#333333', '#444444'][i]), {
        name: 'misleading.txt',
        type: 'text/plain',
      });
      expect({ format, status: res.status }).toEqual({ format, status: 201 });
    }
    const list = (await api.get(`admin/products/${id}`, { token })).body.images;
    expect(list).toHaveLength(4);
    expect(list[0].alt).toBe((await api.get(`admin/products/${id}`, { token })).body.name);
  });

  it('refuses a file that is not a picture, or an SVG, with a 400', async () => {
    const id = await newProduct();
    const text = await uploadPicture(t, token, id, Buffer.from('just some text, not pixels'), { type: 'image/png' });
    expect([text.status, text.body.detail]).toEqual([400, M.imageInvalid]);
    const svg = await uploadPicture(
      t,
      token,
      id,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'),
      { type: 'image/svg+xml' },
    );
    expect([svg.status, svg.body.detail]).toEqual([400, M.imageInvalid]);
    const cut = (await picture(300, 300, 'jpeg')).subarray(0, 400);
    expect((await uploadPicture(t, token, id, cut, { type: 'image/jpeg' })).status).toBe(400);
    expect((await api.get(`admin/products/${id}`, { token })).body.images).toEqual([]);
  });

  it('refuses a file over 8 MB with a 413', async () => {
    const id = await newProduct();
    const big = Buffer.concat([await picture(), Buffer.alloc(PRODUCT_LIMITS.imageBytes)]);
    const res = await uploadPicture(t, token, id, big);
    expect([res.status, res.body.code, res.body.detail]).toEqual([413, 'PAYLOAD_TOO_LARGE', M.imageTooLarge]);
  });

  it('refuses a decompression bomb (a small file declaring huge dimensions) with a 400', async () => {
    const id = await newProduct();
    const bomb = await imageBomb();
    expect(bomb.length).toBeLessThan(200);
    const res = await uploadPicture(t, token, id, bomb);
    expect([res.status, res.body.detail]).toEqual([400, M.imageTooManyPixels]);
  });

  it('asks for a multipart file, and answers 404 for an unknown product', async () => {
    const id = await newProduct();
    const json = await api.post(`admin/products/${id}/images`, { file: 'x' }, { token });
    expect([json.status, json.body.detail]).toEqual([400, M.imageMissing]);
    const noFile = await formData({ alt: 'nothing' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/images`,
      headers: { ...noFile.headers, authorization: `Bearer ${token}` },
      payload: noFile.payload,
    });
    expect([res.statusCode, res.json().detail]).toEqual([400, M.imageMissing]);
    expect((await uploadPicture(t, token, 2147483000, await picture())).status).toBe(404);
    expect((await uploadPicture(t, token, id, await picture(), { alt: 'x'.repeat(201) })).status).toBe(400);
  });

  it(`keeps at most ${PRODUCT_LIMITS.images} pictures per product`, async () => {
    const id = await newProduct();
    for (let i = 0; i < PRODUCT_LIMITS.images; i++) {
      expect((await uploadPicture(t, token, id, await picture(8, 8, 'png', `#0000${(i + 16).toString(16)}`))).status).toBe(201);
    }
    const full = await uploadPicture(t, token, id, await picture(8, 8, 'png', '#ff0000'));
    expect([full.status, full.body.detail]).toEqual([409, M.imagesFull]);
  });
});

describe('reordering and removing pictures', () => {
  it('puts the pictures in a new order (the first is the cover everywhere)', async () => {
    const id = await newProduct({ published: true });
    for (const color of ['#ff0000', '#00ff00', '#0000ff']) await uploadPicture(t, token, id, await picture(20, 20, 'png', color));
    const ids = (await api.get(`admin/products/${id}`, { token })).body.images.map((i: { id: number }) => i.id) as number[];
    const order = [ids[2]!, ids[0]!, ids[1]!];
    const res = await api.put(`admin/products/${id}/images/order`, { image_ids: order }, { token });
    expect(res.status).toBe(200);
    expect(res.body.map((i: { id: number }) => i.id)).toEqual(order);
    const storefront = (await api.get(`products/${id}`)).body;
    expect(storefront.images[0].card.url).toBe(res.body[0].card.url);
    expect((await api.get(`products?q=${encodeURIComponent(storefront.name)}`)).body.results[0].image).toBe(res.body[0].card.url);
    expect((await auditOf(t, A.imageReorder)).at(-1)).toMatchObject({ entity_id: String(id) });
  });

  it('refuses an order that is not exactly the product’s pictures', async () => {
    const id = await newProduct();
    for (const color of ['#101010', '#202020']) await uploadPicture(t, token, id, await picture(20, 20, 'png', color));
    const ids = (await api.get(`admin/products/${id}`, { token })).body.images.map((i: { id: number }) => i.id) as number[];
    for (const image_ids of [[ids[0]], [ids[0], ids[0]], [ids[0], ids[1], 2147483000], [ids[1], 999999]]) {
      const res = await api.put(`admin/products/${id}/images/order`, { image_ids }, { token });
      expect({ image_ids, status: res.status, detail: res.body.detail }).toEqual({ image_ids, status: 400, detail: M.imageOrderInvalid });
    }
    expect((await api.put(`admin/products/${id}/images/order`, { image_ids: ids, extra: 1 }, { token })).status).toBe(400);
    expect((await api.put(`admin/products/2147483000/images/order`, { image_ids: [] }, { token })).status).toBe(404);
  });

  it('removes a picture and its files, but keeps files another record still shows', async () => {
    const id = await newProduct();
    const same = await picture(30, 30, 'png', '#abcdef');
    await uploadPicture(t, token, id, same);
    const twice = (await uploadPicture(t, token, id, same)).body as Array<{ id: number; card: { url: string } }>;
    expect(twice[0]!.card.url).toBe(twice[1]!.card.url);
    const first = await api.delete(`admin/products/${id}/images/${twice[0]!.id}`, { token });
    expect(first.body.map((i: { id: number }) => i.id)).toEqual([twice[1]!.id]);
    expect(existsSync(fileOf(twice[1]!.card.url))).toBe(true);
    expect((await api.delete(`admin/products/${id}/images/${twice[1]!.id}`, { token })).body).toEqual([]);
    expect(existsSync(fileOf(twice[1]!.card.url))).toBe(false);
    expect((await api.delete(`admin/products/${id}/images/${twice[1]!.id}`, { token })).status).toBe(404);
    expect((await auditOf(t, A.imageRemove)).length).toBeGreaterThanOrEqual(2);
  });

  it('removes the files of a deleted product', async () => {
    const id = await newProduct();
    const [image] = (await uploadPicture(t, token, id, await picture(30, 30, 'png', '#fedcba'))).body;
    expect((await api.delete(`admin/products/${id}`, { token })).status).toBe(204);
    expect(existsSync(fileOf(image.full.url))).toBe(false);
  });
});
