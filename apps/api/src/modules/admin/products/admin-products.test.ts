import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_MESSAGES as M, CATALOG_AUDIT_ACTIONS as A } from '@shopwright/shared/admin';
import { apiClient, type ApiClient } from '../../../../test/api-client';
import { signInAdmin, signInCustomer, type SignedIn } from '../admin.fixtures';
import { auditOf, createCatalogTestApp, productPayload, type CatalogTestApp } from './admin-products.fixtures';

let t: CatalogTestApp;
let api: ApiClient;
let admin: SignedIn;
let as: { token: string };

beforeAll(async () => {
  t = await createCatalogTestApp();
  api = apiClient(t.app);
  admin = await signInAdmin(t, { first_name: 'Ada', last_name: 'Admin' });
  as = { token: admin.access };
  expect((await api.post('admin/brands', { name: 'Lumen' }, as)).status).toBe(201);
});
afterAll(() => t.close());

const create = (overrides: Record<string, unknown> = {}) => api.post('admin/products', productPayload(overrides), as);

describe('POST /api/admin/products', () => {
  it('creates an unpublished product with a slug from its name, and answers the full product', async () => {
    const res = await api.post(
      'admin/products',
      {
        name: 'Café Desk Lamp',
        description: 'A warm light.',
        category: 'home',
        brand: 'lumen',
        price: 80,
        sale_price: 59.99,
        stock: 4,
        colors: [
          { name: 'Sage', hex: '#9CAF88' },
          { name: 'Sand', hex: null },
        ],
        sizes: ['S', 'L'],
        features: ['Dimmable', 'USB-C'],
      },
      as,
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      slug: 'cafe-desk-lamp',
      name: 'Café Desk Lamp',
      category: { name: 'Home', slug: 'home' },
      brand: { name: 'Lumen', slug: 'lumen' },
      price: 80,
      sale_price: 59.99,
      percentage_discount: 25,
      stock: 4,
      variant_count: 4,
      published: false,
      units_sold: 0,
      rating: { average: 0, count: 0 },
      image: null,
      date_added: expect.any(String),
      modified_date: expect.any(String),
      description: 'A warm light.',
      features: ['Dimmable', 'USB-C'],
      colors: [
        { name: 'Sage', hex: '#9caf88' },
        { name: 'Sand', hex: null },
      ],
      sizes: ['S', 'L'],
      images: [],
      subscribers: 0,
      tax_category: 'standard',
      weight: null,
      kind: 'physical',
      modified_by: { id: admin.id, email: admin.email, name: 'Ada Admin' },
      translations: {},
    });
    expect((await api.get(`products/${res.body.id}`)).status).toBe(404);
    const [entry] = await auditOf(t, A.productCreate);
    expect(entry).toMatchObject({ actor_id: admin.id, entity: 'product', entity_id: String(res.body.id) });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({
      name: 'Café Desk Lamp',
      price: 80,
      sale_price: 59.99,
      stock: 4,
      published: false,
    });
  });

  it('is on the storefront once published, found by its name', async () => {
    const made = await create({ name: 'Quartz Reading Lamp', published: true });
    expect(made.status).toBe(201);
    expect((await api.get(`products/${made.body.slug}`)).body).toMatchObject({ name: 'Quartz Reading Lamp', available: 10 });
    const found = await api.get('products?q=quartz');
    expect(found.body.results.map((p: { id: number }) => p.id)).toEqual([made.body.id]);
  });

  it('refuses unknown fields, bad prices and a sale price above the regular price', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ colour: 'red' }, 'colour', 'Unknown field: colour'],
      [{ price: -5 }, 'price', M.priceInvalid],
      [{ price: 10.999 }, 'price', M.priceInvalid],
      [{ price: '10' }, 'price', M.priceInvalid],
      [{ price: 10, sale_price: 12 }, 'sale_price', M.saleAbovePrice],
      [{ stock: -1 }, 'stock', M.stockInvalid],
      [{ stock: 1.5 }, 'stock', M.stockInvalid],
      [{ name: '  ' }, 'name', M.nameRequired],
      [{ slug: 'Not A Slug' }, 'slug', M.slugInvalid],
      [{ slug: '12345' }, 'slug', M.slugInvalid],
      [{ colors: [{ name: 'Red', hex: 'red' }] }, 'colors.0.hex', M.hexInvalid],
      [
        {
          colors: [
            { name: 'Red', hex: null },
            { name: 'red', hex: null },
          ],
        },
        'colors',
        M.colorsDuplicate,
      ],
      [{ sizes: ['M', 'm'] }, 'sizes', M.sizesDuplicate],
      [{ features: ['two\nlines'] }, 'features.0', M.featureInvalid],
      [{ published: 'yes' }, 'published', M.publishedInvalid],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await create(overrides);
      expect({ overrides, status: res.status, errors: res.body.errors?.[field] }).toEqual({ overrides, status: 400, errors: [message] });
    }
  });

  it('refuses an unknown category or brand', async () => {
    const category = await create({ category: 'garden' });
    expect([category.status, category.body.errors]).toEqual([400, { category: [M.categoryUnknown] }]);
    const brand = await create({ brand: 'nobody' });
    expect([brand.status, brand.body.errors]).toEqual([400, { brand: [M.brandUnknown] }]);
    const missing = await api.post('admin/products', { name: 'No category', price: 5 }, as);
    expect(missing.status).toBe(400);
    expect(missing.body.errors.category).toBeDefined();
  });

  it('refuses a slug another product has with a 409, whether given or made from the name', async () => {
    expect((await create({ slug: 'unique-lamp' })).status).toBe(201);
    const given = await create({ slug: 'unique-lamp' });
    expect([given.status, given.body.code, given.body.errors]).toEqual([409, 'CONFLICT', { slug: [M.slugTaken] }]);
    expect((await api.post('admin/products', productPayload({ name: 'Unique Lamp' }), as)).status).toBe(409);
  });
});

describe('GET and PATCH /api/admin/products/{id}', () => {
  it('shows unpublished products to admins and answers 404 for unknown ones', async () => {
    const made = await create();
    expect((await api.get(`admin/products/${made.body.id}`, as)).body).toEqual(made.body);
    expect((await api.get('admin/products/2147483000', as)).status).toBe(404);
    expect((await api.get('admin/products/abc', as)).status).toBe(400);
  });

  it('changes only the fields sent, keeps who and when, and records the change in the audit log', async () => {
    const made = await create({ colors: [{ name: 'Red', hex: '#ff0000' }], sizes: ['M'] });
    const other = await signInAdmin(t, { first_name: 'Otto', last_name: 'Other' });
    const res = await api.patch(
      `admin/products/${made.body.id}`,
      { name: 'Renamed Lamp', brand: 'lumen', colors: [{ name: 'Blue', hex: '#0000ff' }] },
      { token: other.access },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Renamed Lamp',
      slug: made.body.slug,
      brand: { slug: 'lumen' },
      colors: [{ name: 'Blue', hex: '#0000ff' }],
      sizes: ['M'],
      price: 49.99,
    });
    expect(res.body.modified_by).toEqual({ id: other.id, email: other.email, name: 'Otto Other' });
    expect(res.body.modified_date > made.body.modified_date).toBe(true);
    const entry = (await auditOf(t, A.productUpdate)).at(-1)!;
    expect([entry.actor_id, JSON.parse(entry.before_json!), JSON.parse(entry.after_json!)]).toEqual([
      other.id,
      // Red / M (and its units) left with the colour; the new Blue / M starts with none.
      { name: made.body.name, brand: null, colors: [{ name: 'Red', hex: '#ff0000' }], stock: 10 },
      { name: 'Renamed Lamp', brand: 'lumen', colors: [{ name: 'Blue', hex: '#0000ff' }], stock: 0 },
    ]);
  });

  it('checks a sale price against the stored regular price, and keeps a product off sale when only its price changes', async () => {
    const made = await create({ price: 20 });
    const above = await api.patch(`admin/products/${made.body.id}`, { sale_price: 25 }, as);
    expect([above.status, above.body.errors]).toEqual([400, { sale_price: [M.saleAbovePrice] }]);
    expect((await api.patch(`admin/products/${made.body.id}`, { price: 30 }, as)).body).toMatchObject({
      price: 30,
      sale_price: 30,
      percentage_discount: 0,
    });
    expect((await api.patch(`admin/products/${made.body.id}`, { sale_price: 24 }, as)).body).toMatchObject({
      price: 30,
      sale_price: 24,
      percentage_discount: 20,
    });
    const below = await api.patch(`admin/products/${made.body.id}`, { price: 20 }, as);
    expect([below.status, below.body.errors]).toEqual([400, { sale_price: [M.saleAbovePrice] }]);
    expect((await api.get(`admin/products/${made.body.id}`, as)).body).toMatchObject({ price: 30, sale_price: 24 });
  });

  it('refuses bad patches without changing anything', async () => {
    const made = await create();
    const taken = await create();
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ slug: taken.body.slug }, 409],
      [{ category: 'garden' }, 400],
      [{ stock: -3 }, 400],
      [{ unknown: 1 }, 400],
      [{ price: 0 }, 400],
    ];
    for (const [patch, status] of cases)
      expect({ patch, status: (await api.patch(`admin/products/${made.body.id}`, patch, as)).status }).toEqual({ patch, status });
    expect((await api.get(`admin/products/${made.body.id}`, as)).body).toEqual(made.body);
    expect((await api.patch('admin/products/2147483000', { name: 'x' }, as)).status).toBe(404);
  });
});

describe('DELETE /api/admin/products/{id}', () => {
  it('deletes the product for good and records it', async () => {
    const made = await create({ published: true });
    const res = await api.delete(`admin/products/${made.body.id}`, as);
    expect(res.status).toBe(204);
    expect((await api.get(`admin/products/${made.body.id}`, as)).status).toBe(404);
    expect((await api.get(`products/${made.body.id}`)).status).toBe(404);
    expect((await api.delete(`admin/products/${made.body.id}`, as)).status).toBe(404);
    const entry = (await auditOf(t, A.productDelete)).at(-1)!;
    expect([entry.entity_id, JSON.parse(entry.before_json!).name]).toEqual([String(made.body.id), made.body.name]);
  });
});

describe('POST /api/admin/products/bulk', () => {
  it('publishes and unpublishes several products, one audit entry each', async () => {
    const ids = [(await create()).body.id, (await create()).body.id, (await create({ published: true })).body.id];
    const res = await api.post('admin/products/bulk', { ids, action: 'publish' }, as);
    expect(res.body).toEqual({ updated: 2 });
    for (const id of ids) expect((await api.get(`products/${id}`)).status).toBe(200);
    const published = (await auditOf(t, A.productPublish)).map((e) => Number(e.entity_id));
    expect(published).toEqual(ids.slice(0, 2));
    expect((await api.post('admin/products/bulk', { ids, action: 'unpublish' }, as)).body).toEqual({ updated: 3 });
    for (const id of ids) expect((await api.get(`products/${id}`)).status).toBe(404);
    expect((await api.get(`admin/products/${ids[0]}`, as)).body.modified_by.id).toBe(admin.id);
  });

  it('changes nothing when an id is unknown, and refuses bad requests', async () => {
    const id = (await create()).body.id;
    const unknown = await api.post('admin/products/bulk', { ids: [id, 2147483000], action: 'publish' }, as);
    expect([unknown.status, unknown.body.detail]).toEqual([404, M.productsNotFound]);
    expect((await api.get(`admin/products/${id}`, as)).body.published).toBe(false);
    for (const body of [
      { ids: [], action: 'publish' },
      { ids: [id], action: 'delete' },
      { ids: [id], action: 'publish', extra: true },
      { ids: ['x'], action: 'publish' },
    ]) {
      expect({ body, status: (await api.post('admin/products/bulk', body, as)).status }).toEqual({ body, status: 400 });
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await api.post('admin/products/bulk', { ids: tooMany, action: 'publish' }, as)).status).toBe(400);
  });

  it('is refused to customers', async () => {
    const customer = await signInCustomer(api);
    expect((await api.post('admin/products/bulk', { ids: [1], action: 'publish' }, { token: customer.access })).status).toBe(403);
  });
});
