import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, fakeImage } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertProductImage } from '../catalog/products.repo';
import { apiClient } from '../../../test/api-client';
import { signInAdmin } from '../admin/admin.fixtures';
import { setSettings } from '../orders/orders.fixtures';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
const items = (xml: string) => [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
const field = (item: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(item)?.[1];

describe('sitemap, robots.txt, favicon and the Google product feed', () => {
  let t: TestApp;
  let shown: { id: number };
  let hidden: { id: number };
  let tricky: { id: number };
  let shoe: { id: number };
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://shop.example' });
    shown = await createProduct(t.ctx.db, { name: 'Trail Lamp', regular_price: 1999, sale_price: 1999, stock: 3, images: 1 });
    hidden = await createProduct(t.ctx.db, { name: 'Secret Lamp', published: false });
    tricky = await createProduct(t.ctx.db, {
      name: 'Salt & "Pepper" <Set>',
      description: "Tom's mill & grinder\u0001",
      regular_price: 2500,
      sale_price: 2000,
      stock: 0,
    });
    await insertProductImage(t.ctx.db, tricky.id, 0, 'mill', fakeImage('mill'));
    shoe = await createProduct(t.ctx.db, { name: 'Trail Shoe', colors: ['Red', 'Blue'], sizes: ['42', '44'], stockEach: 2 });
    // One sold-out variant: it is listed, as out of stock.
    await t.ctx.db
      .updateTable('product_variants')
      .set({ stock: 0 })
      .where('product_id', '=', shoe.id)
      .where('color', '=', 'Blue')
      .where('size', '=', '44')
      .execute();
  });
  afterAll(() => t.close());

  it('lists home, static pages, categories and published products with absolute URLs, not unpublished ones', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['cache-control']).toContain('max-age=');
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = locs(res.body);
    expect(urls).toContain('https://shop.example/');
    expect(urls).toContain('https://shop.example/about');
    expect(urls).toContain('https://shop.example/products/category/electronics');
    expect(urls).toContain(`https://shop.example/products/${shown.id}`);
    expect(urls).not.toContain(`https://shop.example/products/${hidden.id}`);
    expect(urls.every((u) => u?.startsWith('https://shop.example/'))).toBe(true);
  });

  it('drops its cached sitemap when the catalog changes', async () => {
    const added = await createProduct(t.ctx.db, { name: 'New Lamp' });
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(locs(res.body)).toContain(`https://shop.example/products/${added.id}`);
  });

  it('robots.txt allows the shop, keeps crawlers out of private areas and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/api', '/cart', '/checkout', '/account', '/orders', '/wishlist'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('answers /favicon.ico', async () => {
    const res = await t.app.inject({ url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
  });

  it('feeds one escaped item per purchasable variant with price, availability and group', async () => {
    await setSettings(t, { currency: 'EUR' });
    const res = await t.app.inject({ url: '/feeds/google-products.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    expect(res.body).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
    const all = items(res.body);
    const groups = all.map((i) => field(i, 'g:item_group_id'));
    expect(groups).toContain(String(shown.id));
    expect(groups).not.toContain(String(hidden.id));
    const skus = await t.ctx.db.selectFrom('product_variants').select(['product_id', 'sku']).execute();
    const skuOf = (productId: number) => skus.filter((v) => v.product_id === productId).map((v) => v.sku);
    const lamp = all.find((i) => field(i, 'g:item_group_id') === String(shown.id))!;
    // A product without options is one variant: its SKU is the item's id.
    expect(field(lamp, 'g:id')).toBe(skuOf(shown.id)[0]);
    expect(field(lamp, 'title')).toBe('Trail Lamp');
    expect(field(lamp, 'link')).toBe(`https://shop.example/products/${shown.id}`);
    expect(field(lamp, 'g:price')).toBe('19.99 EUR');
    expect(field(lamp, 'g:availability')).toBe('in_stock');
    expect(field(lamp, 'g:condition')).toBe('new');
    expect(field(lamp, 'g:brand')).toBeTruthy();
    expect(field(lamp, 'g:image_link')).toMatch(/^https:\/\/shop\.example\/media\//);
    const mill = all.find((i) => field(i, 'g:item_group_id') === String(tricky.id))!;
    expect(field(mill, 'title')).toBe('Salt &amp; &quot;Pepper&quot; &lt;Set&gt;');
    expect(field(mill, 'description')).toBe('Tom&apos;s mill &amp; grinder');
    expect(field(mill, 'g:availability')).toBe('out_of_stock');
    expect(field(mill, 'g:price')).toBe('25.00 EUR');
    expect(field(mill, 'g:sale_price')).toBe('20.00 EUR');
    // Two colours x two sizes: four items, one per SKU, in one group, each linking to its choice.
    const shoes = all.filter((i) => field(i, 'g:item_group_id') === String(shoe.id));
    expect(shoes.map((i) => field(i, 'g:id')).sort()).toEqual(skuOf(shoe.id).sort());
    expect(shoes).toHaveLength(4);
    const blue44 = shoes.find((i) => field(i, 'g:color') === 'Blue' && field(i, 'g:size') === '44')!;
    expect(field(blue44, 'title')).toBe('Trail Shoe - Blue - 44');
    expect(field(blue44, 'link')).toBe(`https://shop.example/products/${shoe.id}?color=Blue&amp;size=44`);
    expect(field(blue44, 'g:availability')).toBe('out_of_stock');
    expect(shoes.filter((i) => field(i, 'g:availability') === 'in_stock')).toHaveLength(3);
  });

  it('gives each item a g:shipping per country and method, priced as checkout charges one unit there', async () => {
    const api = apiClient(t.app);
    const admin = await signInAdmin(t);
    const token = { token: admin.access };
    await api.post('admin/zones', { code: 'de-feed', name: 'Germany', members: [{ country: 'DE' }] }, token);
    await api.post('admin/shipping-methods', { code: 'dhl', name: 'DHL', zone: 'de-feed', rates: [{ price: 6.9 }] }, token);
    const lampOf = (body: string) => items(body).find((i) => field(i, 'g:item_group_id') === String(shown.id))!;
    const shipping = (item: string) => [...item.matchAll(/<g:shipping>(.*?)<\/g:shipping>/g)].map((m) => m[1]);
    const lamp = lampOf((await t.app.inject({ url: '/feeds/google-products.xml' })).body);
    // The lamp (19.99) is below Standard's free threshold; the zone `everywhere` stands for the default destination's country.
    expect(shipping(lamp)).toEqual([
      '<g:country>US</g:country><g:service>Standard</g:service><g:price>4.99 EUR</g:price>',
      '<g:country>US</g:country><g:service>Express</g:service><g:price>14.99 EUR</g:price>',
      // Germany is in `everywhere` too: all three methods deliver there.
      '<g:country>DE</g:country><g:service>Standard</g:service><g:price>4.99 EUR</g:price>',
      '<g:country>DE</g:country><g:service>Express</g:service><g:price>14.99 EUR</g:price>',
      '<g:country>DE</g:country><g:service>DHL</g:service><g:price>6.90 EUR</g:price>',
    ]);
    await api.patch('admin/shipping-methods/dhl', { rates: [{ price: 5.5 }] }, token);
    const changed = lampOf((await t.app.inject({ url: '/feeds/google-products.xml' })).body);
    expect(shipping(changed)[4]).toContain('<g:price>5.50 EUR</g:price>');
  });

  it('stays out of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => /sitemap|robots|favicon|feeds/.test(p))).toEqual([]);
  });
});
