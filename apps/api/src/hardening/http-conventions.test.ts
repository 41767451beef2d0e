import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUpAndIn, type ApiClient } from '../../test/api-client';
import { addPicture, seedSmallCatalog } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

describe('caching of token and personal answers', () => {
  it('answers token pairs and signed-in requests with Cache-Control: no-store; public listings keep theirs', async () => {
    const me = await signUpAndIn(api);
    const login = await api.post('auth/login', { email: me.account.email, password: me.account.password });
    expect(login.headers['cache-control']).toBe('no-store');
    const refresh = await api.post('auth/refresh-token', { refreshToken: login.body.refresh });
    expect(refresh.status).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
    expect((await api.get('users/me', { token: me.access })).headers['cache-control']).toBe('no-store');
    expect((await api.get('products')).headers['cache-control']).not.toBe('no-store');
  });
});

describe('wrong methods', () => {
  it('answers 405 with Allow for a wrong method on an existing API path, 404 for an unknown path', async () => {
    const login = await api.get('auth/login');
    expect(login.status).toBe(405);
    expect(login.headers.allow).toBe('POST');
    expect(login.body).toEqual({ detail: 'This address does not accept this method.', code: 'METHOD_NOT_ALLOWED' });
    const products = await api.delete('products');
    expect(products.status).toBe(405);
    expect(products.headers.allow).toBe('GET, HEAD');
    const me = await api.put('users/me', {});
    expect(me.status).toBe(405);
    expect(me.headers.allow?.toString().split(', ').sort()).toEqual(['DELETE', 'GET', 'HEAD', 'PATCH']);
    const unknown = await api.post('no-such-thing', {});
    expect(unknown.status).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
  });
});

describe('request ids', () => {
  it('keeps a well-formed incoming X-Request-Id and replaces a malformed one', async () => {
    const kept = await api.get('health', { headers: { 'x-request-id': 'lb-7f3a:trace=42' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a:trace=42');
    for (const bad of ['has spaces', 'x'.repeat(129), 'new\u2028line']) {
      const replaced = await api.get('health', { headers: { 'x-request-id': bad } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('health', () => {
  it('leaves Redis out when it is not configured', async () => {
    const res = await api.get('health');
    expect(res.status).toBe(200);
    expect(res.body.redis).toBeUndefined();
  });

  it('reports Redis when REDIS_URL is set', async () => {
    const withRedis = await createTestApp({
      redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      redisPrefix: `sw-test-${process.pid}:`,
    });
    try {
      const res = await apiClient(withRedis.app).get('health');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'ok', redis: { status: 'ok', latency_ms: expect.any(Number) } });
    } finally {
      await withRedis.close();
    }
  });
});

describe('CORS for a configured origin', () => {
  it('allows every method in preflights, exposes the request id, and lets pages embed /media pictures', async () => {
    const origin = 'https://app.example.com';
    const open = await createTestApp({ corsOrigins: [origin] });
    try {
      for (const method of ['PATCH', 'PUT', 'DELETE']) {
        const preflight = await open.app.inject({
          method: 'OPTIONS',
          url: '/api/users/me',
          headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' },
        });
        expect(preflight.statusCode).toBe(204);
        expect(preflight.headers['access-control-allow-origin']).toBe(origin);
        expect(String(preflight.headers['access-control-allow-methods']).split(/, */)).toContain(method);
      }
      const res = await open.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
      expect(String(res.headers['access-control-expose-headers'])).toContain('x-request-id');
      const picture = await addPicture(
        open.ctx.db,
        open.ctx.config.dataDir,
        (await seedSmallCatalog(open.ctx.db))['Nordhem Table Lamp']!,
        'lamp',
      );
      const media = await open.app.inject({ method: 'GET', url: `/media/${picture.thumbnail.path}` });
      expect(media.statusCode).toBe(200);
      expect(media.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const other = await open.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }
  });
});
