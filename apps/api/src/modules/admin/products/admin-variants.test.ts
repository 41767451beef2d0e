import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_VARIANT_MESSAGES as M, VARIANT_AUDIT_ACTIONS as A } from '@shopwright/shared/admin';
import { apiClient, signUpAndIn, type ApiClient } from '../../../../test/api-client';
import { mailsTo } from '../../../../test/test-app';
import { checkoutApi, orderBody, shopper } from '../../orders/orders.fixtures';
import { signInAdmin } from '../admin.fixtures';
import { auditOf, createCatalogTestApp, picture, productPayload, uploadPicture, type CatalogTestApp } from './admin-products.fixtures';

let t: CatalogTestApp;
let api: ApiClient;
let as: { token: string };

beforeAll(async () => {
  t = await createCatalogTestApp();
  api = apiClient(t.app);
  as = { token: (await signInAdmin(t)).access };
});
afterAll(() => t.close());

type Row = { id: number; sku: string; color: string | null; size: string | null; stock: number; retired_at: string | null };
const create = async (overrides: Record<string, unknown>) =>
  (await api.post('admin/products', productPayload(overrides), as)).body as { id: number; slug: string; name: string };
const variants = async (id: number) => (await api.get(`admin/products/${id}/variants`, as)).body as Row[];
const patch = (id: number, variantId: number, body: Record<string, unknown>) =>
  api.patch(`admin/products/${id}/variants/${variantId}`, body, as);

describe('GET admin/products/{id}/variants', () => {
  it('lists one row per colour x size with SKUs made from the slug, the stock spread over them', async () => {
    const p = await create({
      slug: `tee-${randomUUID().slice(0, 6)}`,
      price: 20,
      stock: 10,
      colors: [
        { name: 'Red', hex: null },
        { name: 'Blue', hex: null },
      ],
      sizes: ['S', 'M'],
    });
    const rows = await variants(p.id);
    const base = p.slug.toUpperCase();
    expect(rows.map((r) => [r.sku, r.color, r.size, r.stock])).toEqual([
      [`${base}-RED-S`, 'Red', 'S', 3],
      [`${base}-RED-M`, 'Red', 'M', 3],
      [`${base}-BLUE-S`, 'Blue', 'S', 2],
      [`${base}-BLUE-M`, 'Blue', 'M', 2],
    ]);
    expect(rows[0]).toMatchObject({
      price: null,
      sale_price: null,
      effective_price: 20,
      effective_sale_price: 20,
      barcode: null,
      image: null,
      retired_at: null,
    });
    const list = await api.get(`admin/products?q=${encodeURIComponent(p.name)}`, as);
    expect(list.body.results[0]).toMatchObject({ id: p.id, stock: 10, variant_count: 4 });
  });

  it('is for admins only, and 404 for an unknown product', async () => {
    const p = await create({});
    expect((await api.get(`admin/products/${p.id}/variants`)).status).toBe(401);
    const customer = await signUpAndIn(api);
    expect((await api.get(`admin/products/${p.id}/variants`, { token: customer.access })).status).toBe(403);
    expect((await api.patch(`admin/products/${p.id}/variants/1`, { stock: 1 }, { token: customer.access })).status).toBe(403);
    expect((await api.get('admin/products/999999/variants', as)).status).toBe(404);
  });
});

describe('PATCH admin/products/{id}/variants/{variantId}', () => {
  it('changes SKU, own prices, stock, barcode and picture; the product total, "from" price and audit log follow', async () => {
    const p = await create({ price: 50, sizes: ['128 GB', '512 GB'], stock: 4, published: true });
    const [small, big] = await variants(p.id);
    const uploaded = (await uploadPicture(t, as.token, p.id, await picture())).body as Array<{ id: number }>;
    const imageId = uploaded[0]!.id;
    const res = await patch(p.id, big!.id, {
      sku: 'PHONE-512',
      price: 70,
      sale_price: 65,
      stock: 9,
      barcode: '4006381333931',
      image_id: imageId,
      stock_note: 'Delivery',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id: big!.id,
      sku: 'PHONE-512',
      price: 70,
      sale_price: 65,
      effective_price: 70,
      effective_sale_price: 65,
      stock: 9,
      barcode: '4006381333931',
      image: { id: imageId },
    });
    const detail = (await api.get(`products/${p.id}`)).body;
    expect(detail).toMatchObject({ available: 11, sale_price: 50, price: 50, price_varies: true });
    expect(
      detail.variants.map((v: { size: string; sale_price: number; available: number; image: string | null }) => [
        v.size,
        v.sale_price,
        v.available,
        v.image !== null,
      ]),
    ).toEqual([
      ['128 GB', 50, 2, false],
      ['512 GB', 65, 9, true],
    ]);
    const listed = (await api.get(`products?q=${encodeURIComponent(p.name)}`)).body.results[0];
    expect(listed).toMatchObject({ id: p.id, sale_price: 50, price_varies: true });
    // Cheaper than the product: the "from" price follows.
    await patch(p.id, small!.id, { sale_price: 45 });
    expect((await api.get(`products/${p.id}`)).body).toMatchObject({ sale_price: 45, price: 50 });
    const history = (await api.get(`admin/products/${p.id}/stock-history`, as)).body.results;
    expect(history[0]).toMatchObject({
      stock_before: 2,
      stock_after: 9,
      reason: 'edit',
      note: 'Delivery',
      variant: { id: big!.id, sku: 'PHONE-512', size: '512 GB' },
    });
    const audit = (await auditOf(t, A.variantUpdate)).filter((e) => e.entity_id === String(big!.id));
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ sku: 'PHONE-512', stock: 9, price: 7000 });
    // null goes back to the product's price.
    expect((await patch(p.id, big!.id, { price: null, sale_price: null })).body).toMatchObject({ price: null, effective_price: 50 });
  });

  it('refuses bad input with field messages, a SKU in use with 409, and a variant of another product with 404', async () => {
    const p = await create({ sizes: ['S', 'M'] });
    const other = await create({});
    const [s, m] = await variants(p.id);
    const [o] = await variants(other.id);
    const bad = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await patch(p.id, s!.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[field]).toEqual([message]);
    };
    await bad({ stock: -1 }, 'stock', M.stockInvalid);
    await bad({ stock: 1.5 }, 'stock', M.stockInvalid);
    await bad({ sku: 'has space' }, 'sku', M.skuInvalid);
    await bad({ barcode: '4006381333932' }, 'barcode', M.barcodeInvalid);
    await bad({ price: 0 }, 'price', M.priceInvalid);
    await bad({ price: 10, sale_price: 12 }, 'sale_price', M.saleAbovePrice);
    await bad({ sale_price: 999 }, 'sale_price', M.saleAbovePrice);
    await bad({ image_id: 999999 }, 'image_id', M.imageUnknown);
    expect((await patch(p.id, s!.id, { colour: 'red' })).status).toBe(400);
    const taken = await patch(p.id, s!.id, { sku: o!.sku.toLowerCase() });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'CONFLICT', detail: M.skuTaken, errors: { sku: [M.skuTaken] } });
    expect((await patch(p.id, s!.id, { sku: m!.sku })).status).toBe(409);
    expect((await patch(p.id, o!.id, { stock: 1 })).status).toBe(404);
    expect((await patch(p.id, s!.id, { sku: s!.sku })).status).toBe(200);
    expect((await variants(p.id)).map((r) => r.stock)).toEqual([5, 5]);
  });

  it('mails whoever waits for the variant when its stock comes back', async () => {
    const p = await create({ sizes: ['42', '44'], stock: 0, published: true });
    const [v42] = await variants(p.id);
    expect((await api.post(`products/${p.id}/notify-me`, { email: 'size42@example.com', size: '42' })).status).toBe(200);
    expect((await api.post(`products/${p.id}/notify-me`, { email: 'size44@example.com', size: '44' })).status).toBe(200);
    expect((await patch(p.id, v42!.id, { stock: 3 })).status).toBe(200);
    expect((await mailsTo(t, 'size42@example.com')).map((m) => m.subject)).toEqual([`${p.name} (42) is back in stock`]);
    expect(await mailsTo(t, 'size44@example.com')).toEqual([]);
    const inStock = await api.post(`products/${p.id}/notify-me`, { email: 'late@example.com', size: '42' });
    expect(inStock.status).toBe(409);
  });
});

describe('POST admin/products/{id}/variants/bulk', () => {
  it('sets stock and prices of the chosen rows in one go, or nothing on a bad row', async () => {
    const p = await create({
      price: 30,
      colors: [
        { name: 'Red', hex: null },
        { name: 'Blue', hex: null },
      ],
      sizes: ['S', 'M'],
      stock: 0,
    });
    const rows = await variants(p.id);
    const res = await api.post(`admin/products/${p.id}/variants/bulk`, { ids: [rows[0]!.id, rows[2]!.id], stock: 6, sale_price: 25 }, as);
    expect(res.status, res.text).toBe(200);
    expect(res.body.map((r: { stock: number; effective_sale_price: number }) => [r.stock, r.effective_sale_price])).toEqual([
      [6, 25],
      [0, 30],
      [6, 25],
      [0, 30],
    ]);
    const other = await create({});
    const [foreign] = await variants(other.id);
    const refused = await api.post(`admin/products/${p.id}/variants/bulk`, { ids: [rows[1]!.id, foreign!.id], stock: 9 }, as);
    expect(refused.status).toBe(404);
    expect((await variants(p.id)).map((r) => r.stock)).toEqual([6, 0, 6, 0]);
    expect((await api.post(`admin/products/${p.id}/variants/bulk`, { ids: [rows[1]!.id] }, as)).status).toBe(400);
    expect((await api.post(`admin/products/${p.id}/variants/bulk`, { ids: [], stock: 1 }, as)).status).toBe(400);
  });
});

describe('colours and sizes of a product', () => {
  it('adding creates variants, removing deletes unsold ones and retires sold ones; adding back sells them again', async () => {
    const p = await create({ sizes: ['S', 'M'], stock: 4, published: true });
    const [s] = await variants(p.id);
    // An order for S: S now has history.
    const buyer = await shopper(t);
    await checkoutApi(t).addToCart(buyer, p.id, 1, { size: 'S' });
    expect((await checkoutApi(t).place(buyer, orderBody())).status).toBe(201);
    expect((await api.patch(`admin/products/${p.id}`, { sizes: ['L'] }, as)).status).toBe(200);
    const after = await variants(p.id);
    expect(after.map((r) => [r.size, r.retired_at === null, r.stock])).toEqual([
      ['L', true, 0],
      ['S', false, 1],
    ]);
    expect((await api.get(`products/${p.id}`)).body.variants.map((v: { size: string }) => v.size)).toEqual(['L']);
    expect((await api.get(`admin/products/${p.id}`, as)).body).toMatchObject({ stock: 0, variant_count: 1 });
    expect((await api.patch(`admin/products/${p.id}`, { sizes: ['S', 'L'] }, as)).status).toBe(200);
    const back = await variants(p.id);
    expect(back.map((r) => [r.id === s!.id, r.size, r.retired_at])).toEqual([
      [true, 'S', null],
      [false, 'L', null],
    ]);
    expect((await api.get(`admin/products/${p.id}`, as)).body.stock).toBe(1);
  });

  it('takes a product-level stock for a single-variant product and refuses a new total for several', async () => {
    const single = await create({ stock: 3 });
    expect((await api.patch(`admin/products/${single.id}`, { stock: 8 }, as)).body.stock).toBe(8);
    expect((await variants(single.id))[0]!.stock).toBe(8);
    const several = await create({ sizes: ['S', 'M'], stock: 4 });
    expect((await api.patch(`admin/products/${several.id}`, { stock: 4, name: `${several.name} B` }, as)).status).toBe(200);
    const refused = await api.patch(`admin/products/${several.id}`, { stock: 9 }, as);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.stock[0]).toContain('2 variants');
  });
});

describe('GET admin/reports/products?by=variant', () => {
  it('breaks each product down by the SKUs sold, in JSON and CSV', async () => {
    const p = await create({ sizes: ['S', 'M'], stock: 10, published: true, price: 10 });
    const [s, m] = await variants(p.id);
    const buyer = await shopper(t);
    await checkoutApi(t).addToCart(buyer, p.id, 2, { size: 'S' });
    await checkoutApi(t).addToCart(buyer, p.id, 1, { size: 'M' });
    expect((await checkoutApi(t).place(buyer, orderBody())).status).toBe(201);
    const res = await api.get('admin/reports/products?by=variant', as);
    expect(res.status).toBe(200);
    const row = res.body.rows.find((r: { product_id: number }) => r.product_id === p.id);
    expect(row).toMatchObject({ units: 3, gross: 30 });
    expect(row.variants.map((v: { sku: string; size: string; units: number; gross: number }) => [v.sku, v.size, v.units, v.gross])).toEqual(
      [
        [s!.sku, 'S', 2, 20],
        [m!.sku, 'M', 1, 10],
      ],
    );
    expect(
      (await api.get('admin/reports/products', as)).body.rows.find((r: { product_id: number }) => r.product_id === p.id).variants,
    ).toBeUndefined();
    const csv = await api.get('admin/reports/products.csv?by=variant', as);
    expect(csv.status).toBe(200);
    expect(csv.text.split('\r\n')[0]).toBe('product_id,name,slug,category,sku,color,size,units,orders,gross,refunds,net');
    expect(csv.text.split('\r\n').find((l) => l.startsWith(`${p.id},`) && l.includes(s!.sku))).toMatch(
      new RegExp(`,${s!.sku},,S,2,1,20(\\.00)?,0(\\.00)?,20(\\.00)?$`),
    );
    expect((await api.get('admin/reports/products?by=colour', as)).status).toBe(400);
  });
});
