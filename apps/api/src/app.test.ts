import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../test/api-client';
import { createTestApp, TEST_DIALECT, type TestApp } from '../test/test-app';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

describe('HTTP conventions', () => {
  it('reports health with the database engine', async () => {
    const res = await api.get('health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.database).toMatchObject({ status: 'ok', dialect: TEST_DIALECT });
  });

  it('answers unknown API paths with a JSON 404 and wrong methods with a 405', async () => {
    const res = await api.get('no/such/thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.', code: 'NOT_FOUND' });
    expect((await api.delete('health')).status).toBe(405);
  });

  it('sends security headers and a request id, and keeps CORS closed by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // An API answer gets an API's headers: nothing may load or frame it, and no document headers.
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    for (const documentOnly of ['cross-origin-opener-policy', 'referrer-policy', 'origin-agent-cluster', 'x-dns-prefetch-control'])
      expect(res.headers[documentOnly]).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    // So do its errors; the API's docs are a page and get the pages' set.
    expect((await t.app.inject({ method: 'GET', url: '/api/no/such/thing' })).headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.headers['referrer-policy']).toBe('no-referrer');
    expect(docs.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/users/me']));
    expect(doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('first_name');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('hides internals of unexpected errors behind a 500 with a request id', async () => {
    const { buildApp } = await import('./app');
    const { testConfig, createTestDatabase } = await import('../test/test-app');
    const database = await createTestDatabase();
    const built = await buildApp(testConfig(), { database });
    built.app.get('/api/boom', async () => {
      throw new Error('secret internal detail: table users');
    });
    const res = await built.app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toMatchObject({ code: 'INTERNAL_ERROR', request_id: expect.any(String) });
    await built.app.close();
    await database.close();
  });
});
