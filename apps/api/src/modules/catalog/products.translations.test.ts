import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { seed } from '../../db/seed/index';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { createTestDatabase, testConfig, TEST_DIALECT, type TestApp } from '../../../test/test-app';
import { signInAdmin, type SignedIn } from '../admin/admin.fixtures';

/**
 * The catalog in a language (ADR 030): translated names, descriptions, features, slugs, category
 * and brand names and option labels with a fallback per field to the English text, search in that
 * language (stemming on PostgreSQL), the same answers as before without `lang`, the same queries.
 */
let t: TestApp;
let api: ApiClient;
let admin: SignedIn;
let counting = false;
let queries = 0;
const ids: Record<string, number> = {};
const before: Record<string, string> = {};
const PLAIN_URLS = ['products?sort=newest', 'products/categories', 'products/search/suggest?q=shoe', 'products/trail-runner'];

beforeAll(async () => {
  const database = await createTestDatabase(() => {
    if (counting) queries += 1;
  });
  await seed(database.db, { demo: false });
  const built = await buildApp(testConfig(), { database });
  await built.app.ready();
  t = {
    ...built,
    database,
    async close() {
      await built.app.close();
      await database.close();
    },
  };
  api = apiClient(t.app);
  admin = await signInAdmin(t);
  const as = { token: admin.access };
  const eu = { code: 'eu', name: 'Europe', countries: ['DE', 'FR'], currency: 'EUR', languages: ['de', 'fr', 'en'], path: '/de', exchange_rate: 0.92, rounding: '0.99' };
  const jp = { code: 'jp', name: 'Japan', countries: ['JP'], currency: 'JPY', languages: ['ja'], path: '/jp', exchange_rate: 151.37, rounding: 'whole' };
  expect((await api.post('admin/markets', eu, as)).status).toBe(201);
  expect((await api.post('admin/markets', jp, as)).status).toBe(201);
  const brand = await api.post('admin/brands', { name: 'Fleetfoot', translations: { ja: { name: 'フリートフット' } } }, as);
  expect(brand.status, brand.text).toBe(201);
  const clothing = (await api.get('admin/categories', as)).body.find((c: { slug: string }) => c.slug === 'clothing');
  ids.clothing = clothing.id;
  const patched = await api.patch(`admin/categories/${clothing.id}`, { translations: { de: { name: 'Kleidung', slug: 'kleidung' }, fr: { name: 'Vêtements' } } }, as);
  expect(patched.status, patched.text).toBe(200);
  const shoe = {
    name: 'Trail Runner',
    slug: 'trail-runner',
    description: 'A light running shoe for rough paths.',
    category: 'clothing',
    brand: 'fleetfoot',
    price: 100,
    stock: 5,
    published: true,
    colors: [{ name: 'Red', hex: '#ff0000' }, { name: 'Blue', hex: null }],
    sizes: ['S', 'M'],
    features: ['Grippy sole', 'Breathable mesh'],
    translations: {
      de: { name: 'Trail-Laufschuhe', slug: 'trail-laufschuhe', description: 'Leichte Laufschuhe für raue Wege.', features: ['Griffige Sohle', 'Atmungsaktives Netz'], colors: { Red: 'Rot' } },
      fr: { name: 'Chaussure de trail', description: null },
      ja: { name: 'トレイルランニングシューズ', description: '荒れた道のための軽い靴。' },
    },
  };
  const created = await api.post('admin/products', shoe, as);
  expect(created.status, created.text).toBe(201);
  ids.shoe = created.body.id;
  const lamp = { name: 'Desk Lamp', slug: 'desk-lamp', description: 'A lamp for the desk.', category: 'home', price: 20, stock: 5, published: true };
  ids.lamp = (await api.post('admin/products', lamp, as)).body.id;
  for (const url of PLAIN_URLS) before[url] = (await api.get(url)).text;
}); // prettier-ignore
afterAll(() => t.close());

type Item = { id: number; slug: string; name: string; category: { name: string; slug: string }; brand: { name: string } | null };

describe('the catalog in a language', () => {
  it('answers translated texts with a fallback per field, in the listing and the facets', async () => {
    const de = await api.get('products?market=eu&lang=de&sort=newest');
    expect(de.status).toBe(200);
    const shoe = de.body.results.find((r: Item) => r.id === ids.shoe);
    expect(shoe).toMatchObject({ name: 'Trail-Laufschuhe', slug: 'trail-laufschuhe', category: { name: 'Kleidung', slug: 'kleidung' }, brand: { name: 'Fleetfoot' }, currency: 'EUR' });
    // The lamp has no German texts; Home none either: both fall back to English.
    expect(de.body.results.find((r: Item) => r.id === ids.lamp)).toMatchObject({ name: 'Desk Lamp', slug: 'desk-lamp', category: { name: 'Home' } });
    expect(de.body.facets.categories).toEqual(expect.arrayContaining([{ name: 'Kleidung', slug: 'kleidung', count: 1 }]));
    const fr = await api.get('products?market=eu&lang=fr');
    expect(fr.body.results.find((r: Item) => r.id === ids.shoe)).toMatchObject({ name: 'Chaussure de trail', slug: 'trail-runner', category: { name: 'Vêtements', slug: 'clothing' } });
    const ja = await api.get('products?market=jp');
    expect(ja.body.results.find((r: Item) => r.id === ids.shoe)).toMatchObject({ name: 'トレイルランニングシューズ', brand: { name: 'フリートフット' }, currency: 'JPY' });
    expect(ja.body.facets.brands).toEqual([{ name: 'フリートフット', slug: 'fleetfoot', count: 1 }]);
  }); // prettier-ignore

  it('filters by the translated category slug in that language', async () => {
    const res = await api.get('products?market=eu&lang=de&category=kleidung');
    expect(res.body.results.map((r: Item) => r.id)).toEqual([ids.shoe]);
    expect((await api.get('products?market=eu&lang=de&category=clothing')).body.count).toBe(1);
    expect((await api.get('products?category=kleidung')).body.count).toBe(0);
  });

  it('gives the product page in the language, found by its translated slug or its own', async () => {
    const res = await api.get('products/trail-laufschuhe?market=eu&lang=de');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: ids.shoe,
      name: 'Trail-Laufschuhe',
      description: 'Leichte Laufschuhe für raue Wege.',
      features: ['Griffige Sohle', 'Atmungsaktives Netz'],
      category: { name: 'Kleidung', slug: 'kleidung' },
      colors: ['Rot', 'Blue'],
      swatches: [{ name: 'Rot', hex: '#ff0000' }, { name: 'Blue', hex: null }],
      available_sizes: ['S', 'M'],
    });
    expect(res.body.variants.map((v: { color: string; size: string }) => `${v.color}/${v.size}`)).toEqual(['Rot/S', 'Rot/M', 'Blue/S', 'Blue/M']);
    expect((await api.get('products/trail-runner?market=eu&lang=de')).body.name).toBe('Trail-Laufschuhe');
    expect((await api.get(`products/${ids.shoe}?market=eu&lang=de`)).body.slug).toBe('trail-laufschuhe');
    // The German slug is German only.
    expect((await api.get('products/trail-laufschuhe')).status).toBe(404);
    // French: a name, but the description was sent as null, so it is the English one.
    const fr = (await api.get('products/trail-runner?market=eu&lang=fr')).body;
    expect([fr.name, fr.description, fr.features]).toEqual(['Chaussure de trail', 'A light running shoe for rough paths.', ['Grippy sole', 'Breathable mesh']]);
    // A language the market lacks falls back to its default (German).
    expect((await api.get('products/trail-runner?market=eu&lang=ja')).body.name).toBe('Trail-Laufschuhe');
  }); // prettier-ignore

  it('lists categories in the language', async () => {
    const de = (await api.get('products/categories?market=eu&lang=de')).body;
    expect(de.find((c: { id: number }) => c.id === ids.clothing)).toMatchObject({ name: 'Kleidung', slug: 'kleidung' });
    expect(de.find((c: { slug: string }) => c.slug === 'home')).toMatchObject({ name: 'Home' });
  });

  it('searches in the language: German words (stemmed on PostgreSQL), Japanese by trigrams or substrings; English still finds', async () => {
    const ids_ = (res: { body: { results: Item[] } }) => res.body.results.map((r) => r.id);
    expect(ids_(await api.get('products?q=laufschuhe&market=eu&lang=de'))).toEqual([ids.shoe]);
    expect(ids_(await api.get('products?q=sohle&market=eu&lang=de'))).toEqual([ids.shoe]);
    expect(ids_(await api.get('products?q=wege&market=eu&lang=de&sort=newest'))).toEqual([ids.shoe]);
    if (TEST_DIALECT === 'postgres') {
      // The German stemmer: "Laufschuh" and "Laufschuhe" share a stem, as do "leicht" and "Leichte".
      expect(ids_(await api.get('products?q=laufschuh%20leicht&market=eu&lang=de&sort=newest'))).toEqual([ids.shoe]);
    }
    expect(ids_(await api.get('products?q=lamp&market=eu&lang=de'))).toEqual([ids.lamp]);
    expect(ids_(await api.get('products?q=laufschuhe'))).toEqual([]);
    expect(ids_(await api.get('products?q=%E3%82%B7%E3%83%A5%E3%83%BC%E3%82%BA&market=jp'))).toEqual([ids.shoe]); // シューズ
    expect(ids_(await api.get('products?q=%E9%9D%B4&market=jp'))).toEqual([ids.shoe]); // 靴
    const suggest = await api.get('products/search/suggest?q=laufs&market=eu&lang=de');
    expect(suggest.body.products.map((p: { slug: string; name: string }) => [p.slug, p.name])).toEqual([
      ['trail-laufschuhe', 'Trail-Laufschuhe'],
    ]);
    expect((await api.get('products/search/suggest?q=kleid&market=eu&lang=de')).body.categories).toEqual([
      { name: 'Kleidung', slug: 'kleidung' },
    ]);
  });

  it('answers exactly as before without market and lang', async () => {
    for (const [url, text] of Object.entries(before)) expect((await api.get(url)).text, url).toBe(text);
    expect((await api.get('products/trail-runner?lang=en')).body.name).toBe('Trail Runner');
  });

  it('costs no more queries in a language than without', async () => {
    const count = async (url: string) => {
      queries = 0;
      counting = true;
      const res = await api.get(url);
      counting = false;
      expect(res.status, res.text).toBe(200);
      return queries;
    };
    expect(await count('products?market=eu&lang=de&n=1')).toBe(await count('products?n=1'));
    expect(await count('products?market=eu&lang=de&category=kleidung&q=laufschuhe&n=2')).toBe(
      await count('products?category=clothing&q=trail&n=2'),
    );
    expect(await count('products/trail-laufschuhe?market=eu&lang=de&n=3')).toBe(await count('products/trail-runner?n=3'));
    expect(await count('products/categories?market=eu&lang=de&n=4')).toBe(await count('products/categories?n=4'));
    expect(await count('products/search/suggest?q=laufs&market=eu&lang=de&n=5')).toBe(await count('products/search/suggest?q=trail&n=5'));
  });

  it('drops the cached answers when a translation changes', async () => {
    expect((await api.get('products?market=eu&lang=fr')).body.results.find((r: Item) => r.id === ids.shoe).name).toBe('Chaussure de trail');
    await api.patch(`admin/products/${ids.shoe}`, { translations: { fr: { name: 'Chaussure de course' } } }, { token: admin.access });
    expect((await api.get('products?market=eu&lang=fr')).body.results.find((r: Item) => r.id === ids.shoe).name).toBe(
      'Chaussure de course',
    );
  });
});
