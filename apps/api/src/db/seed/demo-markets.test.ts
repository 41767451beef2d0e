import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { createTestDatabase, testConfig, type TestApp } from '../../../test/test-app';
import { DEMO_TRANSLATIONS } from './catalog/translations';
import { seed, type SeedResult } from './index';

/** The demo shop in three markets (issue 27): US, a euro market under /de (de, fr, en) and Japan, with the catalog translated. */
let t: TestApp;
let api: ApiClient;
let seeded: SeedResult;

beforeAll(async () => {
  const database = await createTestDatabase();
  seeded = await seed(database.db, { demo: true });
  const built = await buildApp(testConfig({ publicUrl: 'https://shop.example' }), { database });
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
}, 120_000);
afterAll(() => t.close());

type Item = { slug: string; name: string; price: number; currency: string; category: { name: string } };

describe('demo markets and translations', () => {
  it('ships the three markets, priced', async () => {
    expect(seeded.markets).toBe(2);
    const markets = (await api.get('markets')).body as Array<{ code: string; currency: string; languages: string[]; path: string }>;
    expect(markets.map((m) => [m.code, m.currency, m.languages, m.path])).toEqual([
      ['us', 'USD', ['en'], '/'],
      ['eu', 'EUR', ['de', 'fr', 'en'], '/de'],
      ['jp', 'JPY', ['ja'], '/jp'],
    ]);
    const eu = (await api.get('products?market=eu&page_size=100')).body;
    expect(eu.count).toBe((await api.get('products?page_size=100')).body.count);
    expect(eu.results.every((r: Item) => r.currency === 'EUR')).toBe(true);
    expect((await api.get('products?market=jp&page_size=5')).body.results.every((r: Item) => Number.isInteger(r.price))).toBe(true);
  });

  it('sells a gift card in 25, 50 and 100, never sold out, in every market (ADR 025)', async () => {
    const card = (await api.get('products/gift-card')).body;
    expect(card).toMatchObject({ kind: 'gift_card', name: 'Gift card', available_sizes: ['25', '50', '100'], in_stock: true });
    expect(card.variants.map((v: { size: string; sale_price: number }) => [v.size, v.sale_price])).toEqual([
      ['25', 25],
      ['50', 50],
      ['100', 100],
    ]);
    const de = (await api.get('products/gift-card?market=eu&lang=de')).body;
    expect(de).toMatchObject({ name: 'Geschenkgutschein', currency: 'EUR' });
    expect(de.sale_price).toBeGreaterThan(0);
  });

  it('gives every demo product German and French texts, and Japanese to categories and a few products', async () => {
    const slugs = Object.keys(DEMO_TRANSLATIONS.de!.products);
    expect(slugs.length).toBe(seeded.catalog.products);
    expect(Object.keys(DEMO_TRANSLATIONS.fr!.products).sort()).toEqual([...slugs].sort());
    const shoe = (await api.get('products/nike-air-zoom-pegasus-41?market=eu&lang=de')).body;
    expect(shoe).toMatchObject({ name: 'Nike Air Zoom Pegasus 41 Laufschuhe', slug: 'nike-air-zoom-pegasus-41-laufschuhe', category: { name: 'Kleidung' }, currency: 'EUR' });
    expect(shoe.colors).toContain('Schwarz');
    expect((await api.get('products/nike-air-zoom-pegasus-41-laufschuhe?market=eu&lang=de')).body.id).toBe(shoe.id);
    const fr = (await api.get('products/pride-and-prejudice?market=eu&lang=fr')).body;
    expect(fr.name).toBe('Orgueil et Préjugés');
    expect(fr.features[0]).toBe('Auteur : Jane Austen');
    expect(fr.description).toMatch(/Cette édition Penguin Classics/);
    const categories = (await api.get('products/categories?market=jp')).body.map((c: { name: string }) => c.name);
    expect(categories).toEqual(['家電・エレクトロニクス', 'ファッション', 'ホーム・インテリア', 'スポーツ', '本']);
    const ja = (await api.get('products/sony-wh-1000xm5-wireless-headphones?market=jp')).body;
    expect(ja).toMatchObject({ name: 'ソニー WH-1000XM5 ワイヤレスヘッドホン', brand: { name: 'ソニー' }, currency: 'JPY' });
  }); // prettier-ignore

  it('searches the demo catalog in German and French', async () => {
    const names = async (url: string) => (await api.get(url)).body.results.map((r: Item) => r.name);
    expect(await names('products?q=laufschuhe&market=eu&lang=de')).toEqual(expect.arrayContaining(['Nike Air Zoom Pegasus 41 Laufschuhe', 'Adidas Ultraboost Light Laufschuhe']));
    expect(await names('products?q=bouilloire&market=eu&lang=fr')).toEqual(expect.arrayContaining(['Bouilloire col de cygne Hearth & Oak', 'Bouilloire Smeg style années 50']));
  }); // prettier-ignore

  it('taxes an address in the euro market’s countries with their VAT, and lists the feed per market', async () => {
    const rates = await t.ctx.db
      .selectFrom('tax_rates as r')
      .innerJoin('zones as z', 'z.id', 'r.zone_id')
      .select(['z.code', 'r.rate_millis'])
      .execute();
    expect(rates.find((r) => r.code === 'de')?.rate_millis).toBe(19_000);
    expect(rates.find((r) => r.code === 'jp')?.rate_millis).toBe(10_000);
    const feed = await t.app.inject({ url: '/feeds/google-products.xml?market=de' });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('<g:price>');
    expect(feed.body).toContain(' EUR</g:price>');
    expect(feed.body).toContain('<g:country>DE</g:country>');
  });

  it('adds nothing when run again', async () => {
    const again = await seed(t.ctx.db, { demo: true });
    expect([again.markets, again.translations, again.catalog.products]).toEqual([0, 0, 0]);
  });
});
