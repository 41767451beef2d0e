import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PRODUCT_MESSAGES as M,
  CATALOG_AUDIT_ACTIONS as A,
  PRODUCT_CSV_COLUMNS,
  VARIANT_AUDIT_ACTIONS,
} from '@shopwright/shared/admin';
import { TAX_MESSAGES as T } from '@shopwright/shared/tax';
import { apiClient, type ApiClient } from '../../../../test/api-client';
import { toCsv } from '../../../lib/csv';
import { checkoutApi, shopper } from '../../orders/orders.fixtures';
import { signInAdmin } from '../admin.fixtures';
import { parseCsv, undefused } from './admin-products-csv';
import { auditOf, createCatalogTestApp, productPayload, type CatalogTestApp } from './admin-products.fixtures';

let t: CatalogTestApp;
let api: ApiClient;
let as: { token: string };

beforeAll(async () => {
  t = await createCatalogTestApp();
  api = apiClient(t.app);
  as = { token: (await signInAdmin(t)).access };
  // Books at a reduced rate everywhere, beside the migration's 8.25 % standard rate.
  expect((await api.post('admin/tax-categories', { code: 'reduced', name: 'Reduced rate' }, as)).status).toBe(201);
  expect((await api.post('admin/tax-rates', { name: 'Reduced', zone: 'everywhere', category: 'reduced', rate: 5.5 }, as)).status).toBe(201);
});
afterAll(() => t.close());

const create = (overrides: Record<string, unknown> = {}) => api.post('admin/products', productPayload(overrides), as);

describe('tax category and weight of a product', () => {
  it('default to the standard category and no weight', async () => {
    const res = await create();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ tax_category: 'standard', weight: null });
  });

  it('are created, read, changed and cleared, and the audit log records the change', async () => {
    const made = await create({ tax_category: 'Reduced', weight: 1200 });
    expect([made.status, made.body.tax_category, made.body.weight]).toEqual([201, 'reduced', 1200]);
    expect((await api.get(`admin/products/${made.body.id}`, as)).body).toMatchObject({ tax_category: 'reduced', weight: 1200 });
    const changed = await api.patch(`admin/products/${made.body.id}`, { tax_category: 'standard', weight: null }, as);
    expect([changed.status, changed.body.tax_category, changed.body.weight]).toEqual([200, 'standard', null]);
    const entry = (await auditOf(t, A.productUpdate)).at(-1)!;
    expect([JSON.parse(entry.before_json!), JSON.parse(entry.after_json!)]).toEqual([
      { tax_category: 'reduced', weight: 1200 },
      { tax_category: 'standard', weight: null },
    ]);
    // A field left out keeps its value.
    expect((await api.patch(`admin/products/${made.body.id}`, { weight: 0 }, as)).body).toMatchObject({
      tax_category: 'standard',
      weight: 0,
    });
  });

  it('refuse an unknown or malformed category and a weight that is not whole grams from 0 to 1000000, on the field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ tax_category: 'luxury' }, 'tax_category', M.taxCategoryUnknown],
      [{ tax_category: 'not a code!' }, 'tax_category', T.codeInvalid],
      [{ tax_category: null }, 'tax_category', T.codeInvalid],
      [{ weight: -1 }, 'weight', T.weightInvalid],
      [{ weight: 1.5 }, 'weight', T.weightInvalid],
      [{ weight: 1_000_001 }, 'weight', T.weightInvalid],
      [{ weight: '500' }, 'weight', T.weightInvalid],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await create(overrides);
      expect({ overrides, status: res.status, errors: res.body.errors }).toEqual({
        overrides,
        status: 400,
        errors: { [field]: [message] },
      });
    }
    const made = await create({ weight: 10 });
    const patch = await api.patch(`admin/products/${made.body.id}`, { tax_category: 'luxury', weight: 20 }, as);
    expect([patch.status, patch.body.errors]).toEqual([400, { tax_category: [M.taxCategoryUnknown] }]);
    expect((await api.get(`admin/products/${made.body.id}`, as)).body).toMatchObject({ tax_category: 'standard', weight: 10 });
  });

  it('keep a tax category in use from being deleted', async () => {
    expect((await api.post('admin/tax-categories', { code: 'kept', name: 'Kept' }, as)).status).toBe(201);
    const made = await create({ tax_category: 'kept' });
    const refused = await api.delete('admin/tax-categories/kept', as);
    expect([refused.status, refused.body.detail]).toEqual([409, T.categoryInUse]);
    await api.delete(`admin/products/${made.body.id}`, as);
    expect((await api.delete('admin/tax-categories/kept', as)).status).toBe(204);
  });
});

describe('a variant’s own weight', () => {
  it('is set, cleared (back to the product’s) and checked, with an audit entry', async () => {
    const made = await create({ weight: 900, sizes: ['S', 'M'] });
    const [small] = (await api.get(`admin/products/${made.body.id}/variants`, as)).body;
    expect(small.weight).toBeNull();
    const url = `admin/products/${made.body.id}/variants/${small.id}`;
    const set = await api.patch(url, { weight: 250 }, as);
    expect([set.status, set.body.weight, set.body.sku]).toEqual([200, 250, small.sku]);
    const entry = (await auditOf(t, VARIANT_AUDIT_ACTIONS.variantUpdate)).at(-1)!;
    expect([JSON.parse(entry.before_json!), JSON.parse(entry.after_json!)]).toEqual([
      { sku: small.sku, weight: null },
      { sku: small.sku, weight: 250 },
    ]);
    for (const weight of [-5, 2.5, 'heavy']) {
      const bad = await api.patch(url, { weight }, as);
      expect([bad.status, bad.body.errors]).toEqual([400, { weight: [T.weightInvalid] }]);
    }
    expect((await api.patch(url, { weight: null }, as)).body.weight).toBeNull();
  });
});

describe('checkout uses what the admin set', () => {
  it('taxes a line at its category’s rate and ships by its weight, a variant’s own weight first', async () => {
    const made = await create({ tax_category: 'reduced', weight: 1500, price: 20, stock: 10, published: true, sizes: ['S'] });
    const [variant] = (await api.get(`admin/products/${made.body.id}/variants`, as)).body;
    const rates = [
      { price: 5, max_weight: 1000 },
      { price: 9, min_weight: 1001 },
    ];
    expect((await api.post('admin/shipping-methods', { code: 'parcel', name: 'Parcel', zone: 'everywhere', rates }, as)).status).toBe(201);
    const buyer = await shopper(t);
    const call = checkoutApi(t);
    await call.addToCart(buyer, made.body.id, 1, { size: 'S' });
    const quote = async () => (await call.quote(buyer, { address: { country: 'US' }, shipping_method: 'parcel' })).body;
    const heavy = await quote();
    expect([heavy.lines[0].tax_category, heavy.lines[0].tax_rate, heavy.lines[0].tax, heavy.shipping]).toEqual(['reduced', 5.5, 1.1, 9]);
    await api.patch(`admin/products/${made.body.id}/variants/${variant.id}`, { weight: 400 }, as);
    expect((await quote()).shipping).toBe(5);
  });
});

type Row = Record<string, string>;
const exported = async (slug: string): Promise<Row[]> => {
  const res = await api.get('admin/products/export.csv', as);
  const [header, ...records] = parseCsv(res.text);
  const rows = records.map((r) => Object.fromEntries(header!.cells.map((name, i) => [name, undefused(r.cells[i] ?? '')])));
  return rows.filter((r) => r.slug === slug);
};
const importCsv = (rows: Row[]) =>
  api.post(
    'admin/products/import',
    toCsv(
      PRODUCT_CSV_COLUMNS,
      rows.map((r) => PRODUCT_CSV_COLUMNS.map((c) => r[c] ?? '')),
    ),
    { ...as, headers: { 'content-type': 'text/csv' } },
  );

describe('product CSV: tax_category, weight and variant_weight', () => {
  it('exports them and a round trip changes them', async () => {
    const slug = `csv-scale-${randomUUID().slice(0, 6)}`;
    const made = (await create({ slug, tax_category: 'reduced', weight: 700, sizes: ['S', 'M'] })).body;
    const rows = await exported(slug);
    expect(rows.map((r) => [r.size, r.tax_category, r.weight, r.variant_weight])).toEqual([
      ['S', 'reduced', '700', ''],
      ['M', 'reduced', '700', ''],
    ]);
    const edited: Row[] = rows.map((r) => ({ ...r, tax_category: 'standard', weight: '650' }));
    edited[1]!.variant_weight = '800';
    const res = await importCsv(edited);
    expect([res.status, res.body]).toEqual([200, { created: 0, updated: 1 }]);
    expect((await api.get(`admin/products/${made.id}`, as)).body).toMatchObject({ tax_category: 'standard', weight: 650 });
    const variants = (await api.get(`admin/products/${made.id}/variants`, as)).body as Array<{ size: string; weight: number | null }>;
    expect(variants.map((v) => [v.size, v.weight])).toEqual([
      ['S', null],
      ['M', 800],
    ]);
  });

  it('creates a product with them, and lists an unknown category or a bad weight by line', async () => {
    const slug = `csv-new-${randomUUID().slice(0, 6)}`;
    const good = { slug, name: `CSV ${slug}`, category: 'home', price: '12', tax_category: 'reduced', weight: '300' };
    const res = await importCsv([good]);
    expect([res.status, res.body]).toEqual([200, { created: 1, updated: 0 }]);
    expect((await exported(slug)).map((r) => [r.tax_category, r.weight])).toEqual([['reduced', '300']]);

    const bad = await importCsv([
      { ...good, slug: `${slug}-a`, tax_category: 'luxury' },
      { ...good, slug: `${slug}-b`, weight: '-3' },
      { ...good, slug: `${slug}-c`, sku: `SKU-${slug}`, variant_weight: 'x' },
    ]);
    expect([bad.status, bad.body.errors]).toEqual([
      400,
      [
        { line: 2, field: 'tax_category', message: M.taxCategoryUnknown },
        { line: 3, field: 'weight', message: T.weightInvalid },
        { line: 4, field: 'variant_weight', message: T.weightInvalid },
      ],
    ]);
  });
});
