import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUpAndIn, type ApiClient } from '../../test/api-client';
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
    const withRedis = await createTestApp({ redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', redisPrefix: `sw-test-${process.pid}:` });
    try {
      const res = await apiClient(withRedis.app).get('health');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'ok', redis: { status: 'ok', latency_ms: expect.any(Number) } });
    } finally {
      await withRedis.close();
    }
  });
});
