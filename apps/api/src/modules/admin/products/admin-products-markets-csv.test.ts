import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '@shopwright/shared/admin';
import { decimalsMessage, MARKET_MESSAGES as M } from '@shopwright/shared/markets';
import { apiClient, type ApiClient } from '../../../../test/api-client';
import { toCsv } from '../../../lib/csv';
import { signInAdmin } from '../admin.fixtures';
import { parseCsv, undefused } from './admin-products-csv';
import { translationHeader } from './admin-products-csv.translations';
import { createCatalogTestApp, productPayload, type CatalogTestApp } from './admin-products.fixtures';

let t: CatalogTestApp;
let api: ApiClient;
let as: { token: string };

beforeAll(async () => {
  t = await createCatalogTestApp();
  api = apiClient(t.app);
  as = { token: (await signInAdmin(t)).access };
  const market = { countries: [], rounding: 'none', active: true };
  await api.post('admin/markets', { ...market, code: 'eu', name: 'Europe', currency: 'EUR', languages: ['de'], path: '/eu', exchange_rate: 0.92 }, as);
  await api.post('admin/markets', { ...market, code: 'jp', name: 'Japan', currency: 'JPY', languages: ['ja'], path: '/jp', exchange_rate: 151.37 }, as);
}); // prettier-ignore
afterAll(() => t.close());

type Row = Record<string, string>;
const MARKET_COLUMNS = ['price[EUR]', 'sale_price[EUR]', 'price[JPY]', 'sale_price[JPY]'];
const importCsv = (csv: string) => api.post('admin/products/import', csv, { ...as, headers: { 'content-type': 'text/csv' } });
const exported = async (): Promise<{ header: string[]; rows: Row[] }> => {
  const res = await api.get('admin/products/export.csv', as);
  expect(res.status).toBe(200);
  const [header, ...records] = parseCsv(res.text);
  return { header: header!.cells, rows: records.map((r) => Object.fromEntries(header!.cells.map((name, i) => [name, undefused(r.cells[i] ?? '')]))) };
}; // prettier-ignore
const csvOf = (columns: string[], rows: Row[]) =>
  toCsv(
    columns,
    rows.map((r) => columns.map((c) => r[c] ?? '')),
  );

describe('product CSV: fixed prices per market currency', () => {
  it('exports price[EUR], sale_price[EUR] … after the other columns, and a round trip sets them', async () => {
    const created = (await api.post('admin/products', productPayload({ slug: 'csv-market-lamp', price: 20, published: true }), as)).body;
    await api.put(`admin/products/${created.id}/prices`, [{ currency: 'EUR', price: 18.5, sale_price: 17 }], as);
    const { header, rows } = await exported();
    // Then the translation columns of the markets' languages (ADR 030, admin-translations.test).
    expect(header).toEqual([...PRODUCT_CSV_COLUMNS, ...MARKET_COLUMNS, ...translationHeader(['de', 'ja'])]);
    const mine = rows.find((r) => r.slug === 'csv-market-lamp')!;
    expect(MARKET_COLUMNS.map((c) => mine[c])).toEqual(['18.5', '17', '', '']);

    mine['price[EUR]'] = '';
    mine['sale_price[EUR]'] = '';
    mine['price[JPY]'] = '2980';
    const res = await importCsv(csvOf(header, [mine]));
    expect(res.status, res.text).toBe(200);
    expect((await api.get(`admin/products/${created.id}/prices`, as)).body).toEqual([{ currency: 'JPY', variant_id: null, price: 2980, sale_price: null }]);
    expect((await api.get('products/csv-market-lamp?market=jp')).body).toMatchObject({ price: 2980, sale_price: 2980, currency: 'JPY' });
    // 20 × 0.92 = 18.40: the converted price is back in euros.
    expect((await api.get('products/csv-market-lamp?market=eu')).body).toMatchObject({ price: 18.4, currency: 'EUR' });
  }); // prettier-ignore

  it('creates a product with its market prices, and leaves them alone in a file without the columns', async () => {
    const columns = ['name', 'category', 'price', 'slug', 'published', 'price[eur]'];
    const res = await importCsv(csvOf(columns, [{ name: 'CSV Euro Chair', category: 'home', price: '50', slug: 'csv-euro-chair', published: 'true', 'price[eur]': '45' }]));
    expect(res.status, res.text).toBe(200);
    expect((await api.get('products/csv-euro-chair?market=eu')).body).toMatchObject({ price: 45, sale_price: 45 });
    await importCsv(csvOf(['name', 'category', 'price', 'slug'], [{ name: 'CSV Euro Chair', category: 'home', price: '60', slug: 'csv-euro-chair' }]));
    expect((await api.get('products/csv-euro-chair?market=eu')).body).toMatchObject({ price: 45 });
    expect((await api.get('products/csv-euro-chair?market=jp')).body).toMatchObject({ price: 9082 });
  }); // prettier-ignore

  it('refuses a currency no market sells in, more decimals than the currency has, a sale above the price, a sale without a price', async () => {
    const base = { name: 'CSV Bad Prices', category: 'home', price: '10', slug: 'csv-bad-prices' };
    const res = await importCsv(
      csvOf(
        ['name', 'category', 'price', 'slug', 'price[GBP]', 'price[JPY]', 'price[EUR]', 'sale_price[EUR]'],
        [
          { ...base, 'price[JPY]': '1000.5' },
          { ...base, slug: 'csv-bad-2', 'price[EUR]': '10', 'sale_price[EUR]': '11' },
          { ...base, slug: 'csv-bad-3', 'sale_price[EUR]': '5' },
          { ...base, slug: 'csv-bad-4', 'price[EUR]': '9.999' },
        ],
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { line: 1, field: 'price[GBP]', message: M.priceCurrencyUnknown },
      { line: 2, field: 'price[JPY]', message: decimalsMessage('JPY') },
      { line: 3, field: 'sale_price[EUR]', message: M.salePriceAbove },
      { line: 4, field: 'price[EUR]', message: M.priceInvalid },
      { line: 5, field: 'price[EUR]', message: decimalsMessage('EUR') },
    ]);
    expect((await api.get('products/csv-bad-prices')).status).toBe(404);
  });
});
