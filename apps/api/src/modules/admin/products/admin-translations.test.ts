import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_MESSAGES as P, PRODUCT_CSV_COLUMNS, TRANSLATION_MESSAGES as T } from '@shopwright/shared/admin';
import { apiClient, type ApiClient } from '../../../../test/api-client';
import { toCsv } from '../../../lib/csv';
import { signInAdmin } from '../admin.fixtures';
import { parseCsv, undefused } from './admin-products-csv';
import { createCatalogTestApp, productPayload, type CatalogTestApp } from './admin-products.fixtures';

/** Translations of products, categories and brands in the admin API and the product CSV (ADR 030). */
let t: CatalogTestApp;
let api: ApiClient;
let as: { token: string };

beforeAll(async () => {
  t = await createCatalogTestApp();
  api = apiClient(t.app);
  as = { token: (await signInAdmin(t)).access };
  const market = { countries: [], rounding: 'none', active: true };
  await api.post('admin/markets', { ...market, code: 'eu', name: 'Europe', currency: 'EUR', languages: ['de', 'fr', 'en'], path: '/de', exchange_rate: 0.92 }, as);
  await api.post('admin/markets', { ...market, code: 'jp', name: 'Japan', currency: 'JPY', languages: ['ja'], path: '/jp', exchange_rate: 151.37, active: false }, as);
}); // prettier-ignore
afterAll(() => t.close());

const EMPTY = { name: null, description: null, features: null, slug: null, colors: {}, sizes: {} };

describe('product translations (admin API)', () => {
  it('creates a product with its translations and answers them, every field null where missing', async () => {
    const body = productPayload({
      slug: 'tr-lamp',
      colors: [{ name: 'Sage', hex: null }],
      sizes: ['S'],
      translations: {
        DE: { name: 'Tischlampe', description: 'Warmes Licht.', features: ['Dimmbar'], slug: 'tischlampe', colors: { sage: 'Salbei' } },
        ja: { name: '卓上ランプ', description: '' },
      },
    });
    const res = await api.post('admin/products', body, as);
    expect(res.status, res.text).toBe(201);
    expect(res.body.translations).toEqual({
      de: {
        name: 'Tischlampe',
        description: 'Warmes Licht.',
        features: ['Dimmbar'],
        slug: 'tischlampe',
        colors: { Sage: 'Salbei' },
        sizes: {},
      },
      ja: { ...EMPTY, name: '卓上ランプ' },
    });
    expect((await api.get(`admin/products/${res.body.id}`, as)).body.translations.de.name).toBe('Tischlampe');
  });

  it('patches per language and field: fields left out stay, null removes a field, a null language goes; audited', async () => {
    const id = (await api.get('admin/products?q=tr-lamp', as)).body.results[0].id;
    const res = await api.patch(`admin/products/${id}`, { translations: { de: { description: null, sizes: { S: 'Klein' } }, ja: null, fr: { name: 'Lampe de bureau' } } }, as);
    expect(res.status, res.text).toBe(200);
    expect(res.body.translations).toEqual({
      de: { name: 'Tischlampe', description: null, features: ['Dimmbar'], slug: 'tischlampe', colors: { Sage: 'Salbei' }, sizes: { S: 'Klein' } },
      fr: { ...EMPTY, name: 'Lampe de bureau' },
    });
    // The last text of a language removed: the language goes.
    const gone = await api.patch(`admin/products/${id}`, { translations: { fr: { name: '' } } }, as);
    expect(Object.keys(gone.body.translations)).toEqual(['de']);
    const audit = await t.ctx.db.selectFrom('audit_log').select(['before_json', 'after_json']).where('action', '=', 'product.update').where('entity_id', '=', String(id)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json!).translations.fr.name).toBe('Lampe de bureau');
    expect(JSON.parse(audit.after_json!).translations.fr).toBeUndefined();
  }); // prettier-ignore

  it.each([
    ['translations.xx', { xx: { name: 'X' } }, T.languageInvalid],
    ['translations.es', { es: { name: 'Lámpara' } }, T.languageNotServed('es')],
    ['translations.en', { en: { name: 'Lamp' } }, T.languageBase('en')],
    ['translations.de.name', { de: { name: 'x'.repeat(201) } }, P.nameTooLong],
    ['translations.de.slug', { de: { slug: 'Not A Slug' } }, P.slugInvalid],
    ['translations.de.features.0', { de: { features: ['a\nb'] } }, P.featureInvalid],
    ['translations.de.description', { de: { description: 'x'.repeat(10_001) } }, P.descriptionTooLong],
    ['translations.de.colors.Teal', { de: { colors: { Teal: 'Petrol' } } }, T.optionUnknown('color', 'Teal')],
    ['translations.de.colour', { de: { colour: 'x' } }, undefined],
  ])('refuses %s with a 400 and the field message', async (field, translations, message) => {
    const res = await api.post('admin/products', productPayload({ translations }), as);
    expect(res.status, res.text).toBe(400);
    if (message) expect(res.body.errors[field]).toEqual([message]);
  });

  it('refuses a translated slug another product uses in that language (its own or translated): 409', async () => {
    await api.post('admin/products', productPayload({ slug: 'tr-other' }), as);
    const taken = await api.post('admin/products', productPayload({ translations: { de: { slug: 'tischlampe' } } }), as);
    expect([taken.status, taken.body.errors]).toEqual([409, { 'translations.de.slug': [T.productSlugTaken] }]);
    const own = await api.post('admin/products', productPayload({ translations: { de: { slug: 'tr-other' } } }), as);
    expect(own.status).toBe(409);
    // Another language may use it, and a product may keep its own slug as its translation.
    expect((await api.post('admin/products', productPayload({ translations: { fr: { slug: 'tischlampe' } } }), as)).status).toBe(201);
    expect(
      (await api.post('admin/products', productPayload({ slug: 'tr-same', translations: { de: { slug: 'tr-same' } } }), as)).status,
    ).toBe(201);
  });

  it('is refused to customers', async () => {
    expect((await api.patch('admin/products/1', { translations: { de: { name: 'X' } } })).status).toBe(401);
  });
});

describe('category and brand translations', () => {
  it('creates, patches and lists a category’s translations; refuses a taken slug in the language', async () => {
    const created = await api.post('admin/categories', { name: 'Garden', translations: { de: { name: 'Garten', slug: 'garten' } } }, as);
    expect(created.status, created.text).toBe(201);
    expect(created.body.translations).toEqual({ de: { name: 'Garten', slug: 'garten', description: null } });
    const patched = await api.patch(`admin/categories/${created.body.id}`, { translations: { fr: { name: 'Jardin', description: 'Dehors.' } } }, as);
    expect(patched.body.translations.fr).toEqual({ name: 'Jardin', slug: null, description: 'Dehors.' });
    const listed = (await api.get('admin/categories', as)).body.find((c: { id: number }) => c.id === created.body.id);
    expect(Object.keys(listed.translations)).toEqual(['de', 'fr']);
    const taken = await api.post('admin/categories', { name: 'Yard', translations: { de: { slug: 'garten' } } }, as);
    expect([taken.status, taken.body.errors]).toEqual([409, { 'translations.de.slug': [T.categorySlugTaken] }]);
    const bad = await api.patch(`admin/categories/${created.body.id}`, { translations: { it: { name: 'Giardino' } } }, as);
    expect([bad.status, bad.body.errors]).toEqual([400, { 'translations.it': [T.languageNotServed('it')] }]);
    expect((await api.get('products/categories?lang=de&market=eu')).body.find((c: { id: number }) => c.id === created.body.id).name).toBe('Garten');
  }); // prettier-ignore

  it('creates and patches a brand’s names; null removes one', async () => {
    const created = await api.post('admin/brands', { name: 'Northwind', translations: { ja: { name: 'ノースウィンド' } } }, as);
    expect([created.status, created.body.translations]).toEqual([201, { ja: { name: 'ノースウィンド' } }]);
    const patched = await api.patch(`admin/brands/${created.body.id}`, { translations: { ja: null, de: { name: 'Nordwind' } } }, as);
    expect(patched.body.translations).toEqual({ de: { name: 'Nordwind' } });
    const bad = await api.patch(`admin/brands/${created.body.id}`, { translations: { de: { name: '' } } }, as);
    expect(bad.status).toBe(400);
  });
});

type Row = Record<string, string>;
const importCsv = (csv: string) => api.post('admin/products/import', csv, { ...as, headers: { 'content-type': 'text/csv' } });
const csvOf = (columns: string[], rows: Row[]) =>
  toCsv(
    columns,
    rows.map((r) => columns.map((c) => r[c] ?? '')),
  );

describe('product CSV: translation columns', () => {
  it('exports name[de], description[de], features[de], slug[de] per market language, and a round trip keeps and changes them', async () => {
    const res = await api.get('admin/products/export.csv', as);
    const [header, ...records] = parseCsv(res.text);
    const names = header!.cells;
    // After the product columns and the market prices (price[EUR], sale_price[EUR], price[JPY], sale_price[JPY]).
    expect(names.slice(PRODUCT_CSV_COLUMNS.length + 4)).toEqual(['de', 'fr', 'ja'].flatMap((l) => [`name[${l}]`, `description[${l}]`, `features[${l}]`, `slug[${l}]`]));
    const rows = records.map((r) => Object.fromEntries(names.map((name, i) => [name, undefused(r.cells[i] ?? '')])));
    const lamp = rows.find((r) => r.slug === 'tr-lamp')!;
    expect([lamp['name[de]'], lamp['features[de]'], lamp['slug[de]'], lamp['name[fr]']]).toEqual(['Tischlampe', 'Dimmbar', 'tischlampe', '']);
    lamp['description[fr]'] = 'Une lumière chaude.';
    lamp['features[de]'] = 'Dimmbar\nUSB-C';
    lamp['slug[de]'] = '';
    const imported = await importCsv(csvOf(names, [lamp]));
    expect(imported.status, imported.text).toBe(200);
    const after = (await api.get('admin/products?q=tr-lamp', as)).body.results[0];
    const detail = (await api.get(`admin/products/${after.id}`, as)).body;
    expect(detail.translations.de).toMatchObject({ name: 'Tischlampe', features: ['Dimmbar', 'USB-C'], slug: null, colors: { Sage: 'Salbei' } });
    expect(detail.translations.fr).toMatchObject({ name: null, description: 'Une lumière chaude.' });
  }); // prettier-ignore

  it('creates a product with its texts, and refuses unknown languages, bad values and taken slugs with their lines', async () => {
    const columns = ['name', 'category', 'price', 'slug', 'name[de]', 'slug[de]'];
    const ok = await importCsv(csvOf(columns, [{ name: 'CSV Kettle', category: 'home', price: '30', slug: 'csv-kettle', 'name[de]': 'Wasserkocher', 'slug[de]': 'wasserkocher' }]));
    expect(ok.status, ok.text).toBe(200);
    expect((await api.get('products/wasserkocher?market=eu&lang=de')).status).toBe(404); // unpublished
    const id = (await api.get('admin/products?q=csv-kettle', as)).body.results[0].id;
    expect((await api.get(`admin/products/${id}`, as)).body.translations.de).toMatchObject({ name: 'Wasserkocher', slug: 'wasserkocher' });

    const bad = await importCsv(
      csvOf(['name', 'category', 'price', 'name[de]', 'slug[de]', 'name[es]'], [
        { name: 'CSV A', category: 'home', price: '1', 'name[de]': 'x'.repeat(201), 'slug[de]': 'a' },
        { name: 'CSV B', category: 'home', price: '1', 'slug[de]': 'wasserkocher' },
      ]),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { line: 1, field: 'name[es]', message: T.csvLanguageUnknown('name[es]') },
      { line: 2, field: 'name[de]', message: P.nameTooLong },
    ]);
    const taken = await importCsv(csvOf(['name', 'category', 'price', 'slug[de]'], [{ name: 'CSV B', category: 'home', price: '1', 'slug[de]': 'wasserkocher' }]));
    expect(taken.body.errors).toEqual([{ line: 2, field: 'slug[de]', message: T.productSlugTaken }]);
  }); // prettier-ignore
});
