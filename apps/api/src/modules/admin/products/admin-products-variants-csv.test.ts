import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_MESSAGES as M, PRODUCT_CSV_COLUMNS } from '@shopwright/shared/admin';
import { apiClient, type ApiClient } from '../../../../test/api-client';
import { toCsv } from '../../../lib/csv';
import { signInAdmin } from '../admin.fixtures';
import { parseCsv, undefused } from './admin-products-csv';
import { createCatalogTestApp, productPayload, type CatalogTestApp } from './admin-products.fixtures';

let t: CatalogTestApp;
let api: ApiClient;
let as: { token: string };

beforeAll(async () => {
  t = await createCatalogTestApp();
  api = apiClient(t.app);
  as = { token: (await signInAdmin(t)).access };
});
afterAll(() => t.close());

type Row = Record<string, string>;
const importCsv = (csv: string) => api.post('admin/products/import', csv, { ...as, headers: { 'content-type': 'text/csv' } });
const exported = async (): Promise<Row[]> => {
  const res = await api.get('admin/products/export.csv', as);
  expect(res.status).toBe(200);
  const [header, ...records] = parseCsv(res.text);
  return records.map((r) => Object.fromEntries(header!.cells.map((name, i) => [name, undefused(r.cells[i] ?? '')])));
};
const csvOf = (rows: Row[]) =>
  toCsv(
    PRODUCT_CSV_COLUMNS,
    rows.map((r) => PRODUCT_CSV_COLUMNS.map((c) => r[c] ?? '')),
  );
const variants = async (id: number) =>
  (await api.get(`admin/products/${id}/variants`, as)).body as Array<{
    sku: string;
    color: string;
    size: string;
    stock: number;
    price: number | null;
    barcode: string | null;
  }>;

describe('product CSV with one row per variant', () => {
  it('exports a row per variant with its SKU, and a round trip updates variants by SKU', async () => {
    const slug = `csv-tee-${randomUUID().slice(0, 6)}`;
    const created = (
      await api.post(
        'admin/products',
        productPayload({ slug, price: 20, stock: 4, colors: [{ name: 'Red', hex: '#ff0000' }], sizes: ['S', 'M'] }),
        as,
      )
    ).body;
    const mine = (await exported()).filter((r) => r.slug === slug);
    expect(mine.map((r) => [r.sku, r.color, r.size, r.stock, r.price, r.colors, r.sizes])).toEqual([
      [`${slug.toUpperCase()}-RED-S`, 'Red', 'S', '2', '20', 'Red #ff0000', 'S\nM'],
      [`${slug.toUpperCase()}-RED-M`, 'Red', 'M', '2', '20', 'Red #ff0000', 'S\nM'],
    ]);
    mine[0]!.stock = '7';
    mine[1]!.variant_price = '25';
    mine[1]!.barcode = '4006381333931';
    mine[1]!.sku = 'TEE-M-NEW';
    // Matched by colour and size when the SKU is new: the SKU is renamed.
    const res = await importCsv(csvOf(mine));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ created: 0, updated: 1 });
    expect((await variants(created.id)).map((v) => [v.sku, v.stock, v.price, v.barcode])).toEqual([
      [`${slug.toUpperCase()}-RED-S`, 7, null, null],
      ['TEE-M-NEW', 2, 25, '4006381333931'],
    ]);
    const history = (await api.get(`admin/products/${created.id}/stock-history`, as)).body.results;
    expect(history[0]).toMatchObject({
      reason: 'import',
      stock_before: 2,
      stock_after: 7,
      variant: { sku: `${slug.toUpperCase()}-RED-S` },
    });
  });

  it('creates a product with its variants from rows sharing a slug', async () => {
    const slug = `csv-new-${randomUUID().slice(0, 6)}`;
    const base = {
      slug,
      name: 'CSV Sneaker',
      category: 'home',
      price: '60',
      sale_price: '',
      published: 'true',
      colors: 'Black\nWhite',
      sizes: '42',
      features: '',
    };
    const rows = [
      { ...base, sku: 'SNK-BLK-42', color: 'Black', size: '42', stock: '3' },
      { ...base, sku: 'SNK-WHT-42', color: 'White', size: '42', stock: '5', variant_sale_price: '55' },
    ];
    const res = await importCsv(csvOf(rows));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ created: 1, updated: 0 });
    const product = (await api.get(`admin/products?q=${slug}`, as)).body.results[0];
    expect(product).toMatchObject({ stock: 8, variant_count: 2 });
    expect((await variants(product.id)).map((v) => [v.sku, v.color, v.stock])).toEqual([
      ['SNK-BLK-42', 'Black', 3],
      ['SNK-WHT-42', 'White', 5],
    ]);
    expect((await api.get(`products/${product.id}`)).body).toMatchObject({ sale_price: 55, price_varies: true });
  });

  it('checks every row first and writes nothing on any error, listing each by line', async () => {
    const other = (await api.post('admin/products', productPayload({ slug: `csv-other-${randomUUID().slice(0, 6)}` }), as)).body;
    const otherSku = (await variants(other.id))[0]!.sku;
    const slug = `csv-bad-${randomUUID().slice(0, 6)}`;
    const base = { slug, name: 'CSV Bad', category: 'home', price: '10', colors: 'Red', sizes: 'S\nM' };
    const rows = [
      { ...base, sku: 'BAD-1', color: 'Red', size: 'S', stock: '1' },
      { ...base, sku: 'BAD-1', color: 'Red', size: 'M', stock: '1' },
      { ...base, sku: 'BAD-3', color: 'Blue', size: 'S', stock: '-2' },
      { ...base, sku: otherSku, color: 'Red', size: 'S', stock: '1', name: 'Other name' },
      { ...base, sku: 'has space', color: 'Red', size: 'M', stock: '1', barcode: '123' },
    ];
    const res = await importCsv(csvOf(rows));
    expect(res.status).toBe(400);
    // The sizes cell holds a line break, so each record takes two lines of the file: they start on 2, 4, 6, 8 and 10.
    expect(res.body.detail).toBe(M.importInvalid(4));
    const byLine = (line: number) =>
      res.body.errors
        .filter((e: { line: number }) => e.line === line)
        .map((e: { field: string; message: string }) => `${e.field}: ${e.message}`);
    expect(byLine(4)).toEqual([`sku: ${M.skuRepeated(2)}`]);
    expect(byLine(6)).toEqual(expect.arrayContaining([expect.stringMatching(/^stock: /)]));
    expect(byLine(8)).toEqual(
      expect.arrayContaining([`row: ${M.productColumnsDiffer(2)}`, `color: ${M.variantRepeated(2)}`, `sku: ${M.skuTakenElsewhere}`]),
    );
    expect(byLine(10).some((e: string) => e.startsWith('sku: '))).toBe(true);
    expect(byLine(10).some((e: string) => e.startsWith('barcode: '))).toBe(true);
    expect((await api.get(`admin/products?q=${slug}`, as)).body.count).toBe(0);
  });

  it('still reads a file of one row per product without variant columns', async () => {
    const slug = `csv-old-${randomUUID().slice(0, 6)}`;
    const csv = toCsv(['slug', 'name', 'category', 'price', 'stock'], [[slug, 'Old Format Lamp', 'home', '15', '6']]);
    const res = await importCsv(csv);
    expect(res.status, res.text).toBe(200);
    const product = (await api.get(`admin/products?q=${slug}`, as)).body.results[0];
    expect(product).toMatchObject({ stock: 6, variant_count: 1 });
  });
});
