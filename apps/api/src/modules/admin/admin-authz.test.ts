import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AUTHENTICATED_DETAIL } from '@shopwright/shared/errors';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { appRoutes, type Route } from '../../../test/routes';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAdmin, signInCustomer, type SignedIn } from './admin.fixtures';

/** A concrete URL: ids that exist nowhere, so an admin's call cannot change anything by accident. */
const concrete = (path: string) => path.replace(/:[^/]+/g, '2147483000').replace(/\*/g, 'x');

let t: TestApp;
let api: ApiClient;
let admin: SignedIn;
let customer: SignedIn;
let adminRoutes: Route[];

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  admin = await signInAdmin(t);
  customer = await signInCustomer(api);
  adminRoutes = appRoutes(t.app).filter((r) => r.path.startsWith('/api/admin'));
});
afterAll(() => t.close());

async function call(route: Route, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.path), headers });
  // File downloads (e.g. a CSV export) answer admins with something other than JSON.
  return { status: res.statusCode, body: String(res.headers['content-type']).includes('json') ? res.json() : res.body };
}

describe('authorization of every /api/admin route', () => {
  it('finds the admin routes in the router and in the OpenAPI document', async () => {
    const found = adminRoutes.map((r) => `${r.method} ${r.path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /api/admin/customers',
        'POST /api/admin/customers/:id/block',
        'PUT /api/admin/settings',
        'GET /api/admin/audit-log',
      ]),
    );
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, ops]) =>
        Object.keys(ops)
          .filter((m) => m !== 'head')
          .map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      );
    expect(documented.sort()).toEqual([...found].sort());
  });

  it('refuses guests with 401 and the spec text', async () => {
    for (const route of adminRoutes) {
      const res = await call(route);
      expect({ route, status: res.status, detail: res.body.detail }).toEqual({ route, status: 401, detail: NOT_AUTHENTICATED_DETAIL });
    }
  });

  it('refuses customers with 403', async () => {
    for (const route of adminRoutes) {
      const res = await call(route, customer.access);
      expect({ route, status: res.status, code: res.body.code }).toEqual({ route, status: 403, code: 'FORBIDDEN' });
    }
  });

  it('lets admins through', async () => {
    for (const route of adminRoutes) {
      const res = await call(route, admin.access);
      expect({ route, refused: [401, 403].includes(res.status) }).toEqual({ route, refused: false });
      expect(res.status).toBeLessThan(500);
    }
  });

  it('refuses a bad token with 401', async () => {
    const res = await call({ method: 'GET', path: '/api/admin/customers' }, 'not-a-token');
    expect(res.status).toBe(401);
  });
});
