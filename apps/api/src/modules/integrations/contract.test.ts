import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '@shopwright/shared/admin-contract';
import { shopEndpoints } from '@shopwright/shared/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** `'GET products/:id'` -> `['get', '/api/products/{id}']`, as the OpenAPI document names it. */
const toOperation = (key: string) => {
  const [method, path] = key.split(' ') as [string, string];
  return [method.toLowerCase(), `/api/${path.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`] as const;
};

describe("the front ends' typed contract", () => {
  let t: TestApp;
  let paths: Record<string, Record<string, unknown>>;
  beforeAll(async () => {
    t = await createTestApp();
    paths = ((await t.app.inject({ url: '/api/docs/json' })).json() as { paths: typeof paths }).paths;
  });
  afterAll(() => t.close());

  const notInDocument = (keys: string[]) =>
    keys.filter((key) => {
      const [method, path] = toOperation(key);
      return !paths[path]?.[method];
    });

  it.each([
    ['storefront', shopEndpoints],
    ['admin', adminEndpoints],
  ])('the %s table names only calls the API has (method and path, as in the OpenAPI document)', (_app, table) => {
    const keys = Object.keys(table);
    expect(keys.length).toBeGreaterThan(1);
    expect(notInDocument(keys)).toEqual([]);
  });

  it('tells a key the API does not have, or one with a differently named path parameter', () => {
    expect(notInDocument(['GET admin/nothing-here', 'GET admin/orders/:id', 'POST admin/orders/:orderId'])).toEqual([
      'GET admin/nothing-here',
      'GET admin/orders/:id',
      'POST admin/orders/:orderId',
    ]);
  });
});
