import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES as M } from '@shopwright/shared/catalog';
import { NOT_AUTHENTICATED_DETAIL } from '@shopwright/shared/errors';
import { apiClient, signUpAndIn, type ApiClient } from '../../../test/api-client';
import { seedSmallCatalog } from '../../../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ApiClient;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  ids = await seedSmallCatalog(t.database.db);
});
afterAll(() => t.close());

const review = (rating: number, extra: Record<string, unknown> = {}) => ({
  rating,
  title: 'Nice lamp',
  body: 'Warm light, sturdy base.',
  ...extra,
});

describe('POST /api/products/{id}/reviews', () => {
  it('refuses guests with the spec 401', async () => {
    const res = await api.post(`products/${ids['Nordhem Table Lamp']}/reviews`, review(5));
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe(NOT_AUTHENTICATED_DETAIL);
  });

  it('creates a review (201) and keeps the rating exact as reviews come and change', async () => {
    const lamp = ids['Nordhem Table Lamp']!;
    const ann = await signUpAndIn(api, { first_name: 'Ann', last_name: 'Lee' });
    const bob = await signUpAndIn(api);
    const first = await api.post(`products/${lamp}/reviews`, review(5), { token: ann.access });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      review: {
        id: expect.any(Number),
        rating: 5,
        title: 'Nice lamp',
        body: 'Warm light, sturdy base.',
        author: 'Ann L.',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
      rating: { average: 5, count: 1 },
    });
    expect((await api.post(`products/${lamp}/reviews`, review(4), { token: bob.access })).body.rating).toEqual({ average: 4.5, count: 2 });

    const again = await api.post(`products/${lamp}/reviews`, review(2, { title: 'Changed my mind' }), { token: ann.access });
    expect(again.status).toBe(200);
    expect(again.body.review).toMatchObject({
      id: first.body.review.id,
      rating: 2,
      title: 'Changed my mind',
      created_at: first.body.review.created_at,
    });
    expect(again.body.rating).toEqual({ average: 3, count: 2 });

    const product = await api.get(`products/${lamp}`);
    expect(product.body.rating).toEqual({ average: 3, count: 2 });
    const reviews = await api.get(`products/${lamp}/reviews`);
    expect(reviews.body.count).toBe(2);
    expect(reviews.body.rating).toMatchObject({ average: 3, count: 2 });
  });

  it('rounds averages to two decimals and sorts by the new rating', async () => {
    const moby = ids['Moby-Dick']!;
    for (const stars of [5, 4, 4]) {
      const { access } = await signUpAndIn(api);
      await api.post(`products/${moby}/reviews`, review(stars), { token: access });
    }
    expect((await api.get(`products/${moby}`)).body.rating).toEqual({ average: 4.33, count: 3 });
    const byRating = await api.get('products?category=books&sort=rating');
    expect(byRating.body.results.map((p: { name: string }) => p.name)).toEqual(['Pride and Prejudice', 'Moby-Dick']);
  });

  it.each([
    [{ rating: 0, title: 'x', body: 'y' }, 'rating', M.ratingInvalid],
    [{ rating: 6, title: 'x', body: 'y' }, 'rating', M.ratingInvalid],
    [{ rating: 4.5, title: 'x', body: 'y' }, 'rating', M.ratingInvalid],
    [{ rating: '5', title: 'x', body: 'y' }, 'rating', M.ratingInvalid],
    [{ title: 'x', body: 'y' }, 'rating', M.ratingInvalid],
    [{ rating: 5, title: '   ', body: 'y' }, 'title', M.reviewTitleRequired],
    [{ rating: 5, title: 'x'.repeat(121), body: 'y' }, 'title', M.reviewTitleTooLong],
    [{ rating: 5, title: 'x', body: '' }, 'body', M.reviewBodyRequired],
    [{ rating: 5, title: 'x', body: 'y'.repeat(4001) }, 'body', M.reviewBodyTooLong],
    [{ rating: 5, title: 'x', body: 'y', user_id: 1 }, 'user_id', 'Unknown field: user_id'],
  ])('refuses %j with 400', async (body, field, message) => {
    const { access } = await signUpAndIn(api);
    const res = await api.post(`products/${ids['Nordhem Table Lamp']}/reviews`, body, { token: access });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toContain(message);
  });

  it('answers 404 for unknown and unpublished products', async () => {
    const { access } = await signUpAndIn(api);
    for (const id of ['999999', String(ids['Zebra Prototype Phone'])]) {
      const res = await api.post(`products/${id}/reviews`, review(5), { token: access });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe(M.productNotFound);
      expect((await api.get(`products/${id}/reviews`)).status).toBe(404);
    }
  });
});

describe('GET /api/products/{id}/reviews', () => {
  it('pages through reviews newest first, with the star distribution', async () => {
    const pride = ids['Pride and Prejudice']!;
    const res = await api.get(`products/${pride}/reviews?page_size=3`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      count: 4,
      page: 1,
      total_pages: 2,
      previous: null,
      next: `/api/products/${pride}/reviews?page_size=3&page=2`,
    });
    expect(res.body.rating).toEqual({
      average: 4.75,
      count: 4,
      distribution: [
        { stars: 5, count: 3 },
        { stars: 4, count: 1 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    });
    expect(res.body.results[0]).toMatchObject({ author: 'Rita R.', title: 'Fixture review' });
    const dates = res.body.results.map((r: { created_at: string }) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await api.get(`products/${pride}/reviews?page_size=3&page=2`)).body.results).toHaveLength(1);
    expect((await api.get(`products/${pride}/reviews?page_size=3&page=3`)).status).toBe(404);
  });

  it('shows an empty list for a product without reviews', async () => {
    const res = await api.get('products/wilson-evolution-basketball/reviews');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 0, results: [], rating: { average: 0, count: 0 } });
  });
});
