import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES as M } from '@shopwright/shared/catalog';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { seedSmallCatalog } from '../../../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CONTROL_CHARACTERS_MESSAGE } from '@shopwright/shared/text';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  await seedSmallCatalog(t.database.db);
});
afterAll(() => t.close());

describe('bad listing parameters get a 400 naming the field', () => {
  it.each([
    ['sort=cheapest', 'sort', M.sortInvalid],
    ['sort=', 'sort', M.sortInvalid],
    ['min_price=-1', 'min_price', M.priceInvalid],
    ['min_price=abc', 'min_price', M.priceInvalid],
    ['max_price=1e3', 'max_price', M.priceInvalid],
    ['max_price=12.345', 'max_price', M.priceInvalid],
    ['max_price=99999999', 'max_price', M.priceInvalid],
    ['min_price=50&max_price=10', 'min_price', M.priceRangeInvalid],
    ['page=0', 'page', M.pageInvalid],
    ['page=-3', 'page', M.pageInvalid],
    ['page=1.5', 'page', M.pageInvalid],
    ['page=10001', 'page', M.pageInvalid],
    ['page=99999999999999999999', 'page', M.pageInvalid],
    ['page_size=0', 'page_size', M.pageSizeInvalid],
    ['page_size=1000000', 'page_size', M.pageSizeInvalid],
    ['page_size=ten', 'page_size', M.pageSizeInvalid],
    ['in_stock=maybe', 'in_stock', M.inStockInvalid],
    ['category=elec%25', 'category', M.slugListInvalid],
    ['category=%27%20or%201%3D1--', 'category', M.slugListInvalid],
    // Control characters are refused before any field's own rule (README, API conventions).
    ['brand=a%00b', 'brand', CONTROL_CHARACTERS_MESSAGE],
    [`brand=${Array.from({ length: 21 }, (_, i) => `b${i}`).join(',')}`, 'brand', M.slugListInvalid],
    ['color=%3Cscript%3E', 'color', M.optionInvalid],
    ['size=%00', 'size', CONTROL_CHARACTERS_MESSAGE],
    [`color=${'x'.repeat(41)}`, 'color', M.optionInvalid],
  ])('GET products?%s', async (query, field, message) => {
    const res = await api.get(`products?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.errors[field]).toContain(message);
  });

  it('refuses a parameter given twice instead of guessing', async () => {
    const res = await api.get('products?sort=newest&sort=rating');
    expect(res.status).toBe(400);
    expect(res.body.errors.sort).toBeDefined();
  });

  it('ignores parameters it does not know', async () => {
    const res = await api.get('products?utm_source=newsletter&fbclid=x');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(11);
  });

  it('accepts every documented value', async () => {
    for (const sort of ['popular', 'newest', 'price-low', 'price-high', 'rating', 'relevance']) {
      expect((await api.get(`products?sort=${sort}&q=apple`)).status).toBe(200);
    }
    for (const query of ['in_stock=1', 'in_stock=0', 'min_price=0', 'max_price=1000000', 'page=1&page_size=1', 'category=all&brand=all']) {
      expect((await api.get(`products?${query}`)).status, query).toBe(200);
    }
  });
});

describe('bad review and notify parameters', () => {
  it.each(['page=0', 'page_size=51', 'page=x'])('GET products/{id}/reviews?%s is a 400', async (query) => {
    const list = await api.get('products?page_size=1');
    const res = await api.get(`products/${list.body.results[0].id}/reviews?${query}`);
    expect(res.status).toBe(400);
  });

  it('refuses non-ids in review and notify paths', async () => {
    expect((await api.get('products/%27--/reviews')).status).toBe(400);
    expect((await api.post('products/%27--/notify-me', { email: 'a@example.com' })).status).toBe(400);
    expect((await api.get('products/123456789/reviews')).status).toBe(404);
  });
});
