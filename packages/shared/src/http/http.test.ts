import { describe, expect, it, vi } from 'vitest';
import type { TokenPair } from '../auth/index';
import { ApiError, createHttpClient, type TokenStore } from './index';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function fakeFetch(...handlers: Handler[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init: init ?? {} });
    const handler = handlers[Math.min(calls.length - 1, handlers.length - 1)]!;
    return handler(url, init ?? {});
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function memoryTokens(initial: TokenPair | null): TokenStore & { value: TokenPair | null } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (t: TokenPair) => (store.value = t),
    clear: () => (store.value = null),
  };
  return store;
}

const noSleep = vi.fn(async () => {});

describe('request layer', () => {
  it('sends JSON to /api/ with the bearer token', async () => {
    const { fn, calls } = fakeFetch(() => json(200, { ok: true }));
    const http = createHttpClient({ fetch: fn, tokens: memoryTokens({ access: 'A', refresh: 'R' }) });
    expect(await http.post('products/add-to-cart', { product_id: '3' })).toEqual({ ok: true });
    expect(calls[0]!.url).toBe('/api/products/add-to-cart');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer A');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"product_id":"3"}');
  });

  it('supports a form-encoded body and query strings', async () => {
    const { fn, calls } = fakeFetch(() => json(200, {}));
    const http = createHttpClient({ fetch: fn });
    await http.get('products', { query: { category: 'books', page: 2, q: undefined } });
    expect(calls[0]!.url).toBe('/api/products?category=books&page=2');
    await http.post('x', { a: 1, b: 'two' }, { form: true });
    expect(calls[1]!.init.body).toBe('a=1&b=two');
  });

  it('retries a GET up to 3 times on 5xx with 1 s, 2 s, 3 s delays', async () => {
    const sleep = vi.fn(async () => {});
    const { fn, calls } = fakeFetch(() => json(503, { detail: 'down' }));
    const http = createHttpClient({ fetch: fn, sleep });
    await expect(http.get('products')).rejects.toMatchObject({ status: 503, detail: 'down' });
    expect(calls).toHaveLength(4);
    expect(sleep.mock.calls.map((c: unknown[]) => c[0])).toEqual([1000, 2000, 3000]);
  });

  it('retries network failures, then reports the spec text', async () => {
    const { fn, calls } = fakeFetch(() => {
      throw new TypeError('fetch failed');
    });
    const http = createHttpClient({ fetch: fn, sleep: noSleep });
    await expect(http.get('products')).rejects.toMatchObject({ status: 0, detail: 'An unexpected error occurred' });
    expect(calls).toHaveLength(4);
  });

  it('never repeats a POST without an Idempotency-Key, but does with one', async () => {
    const first = fakeFetch(() => json(500, {}));
    await expect(createHttpClient({ fetch: first.fn, sleep: noSleep }).post('orders', {})).rejects.toBeInstanceOf(ApiError);
    expect(first.calls).toHaveLength(1);
    const second = fakeFetch(
      () => json(500, {}),
      () => json(201, { id: 1 }),
    );
    const http = createHttpClient({ fetch: second.fn, sleep: noSleep });
    expect(await http.post('orders', {}, { idempotencyKey: 'k1' })).toEqual({ id: 1 });
    expect((second.calls[1]!.init.headers as Record<string, string>)['Idempotency-Key']).toBe('k1');
  });

  it('times out after the configured time', async () => {
    const fn = ((_: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as typeof fetch;
    const http = createHttpClient({ fetch: fn, timeoutMs: 20, maxRetries: 0 });
    await expect(http.get('slow')).rejects.toMatchObject({ status: 0 });
  });

  it('refreshes once on 401, stores the new tokens and retries with them', async () => {
    const tokens = memoryTokens({ access: 'old', refresh: 'R1' });
    const { fn, calls } = fakeFetch(
      () => json(401, { detail: 'expired', code: 'TOKEN_EXPIRED' }),
      () => json(200, { access: 'new', refresh: 'R2' }),
      () => json(200, { id: 7 }),
    );
    const http = createHttpClient({ fetch: fn, tokens });
    expect(await http.get('users/me')).toEqual({ id: 7 });
    expect(calls[1]!.url).toBe('/api/auth/refresh-token');
    expect(calls[1]!.init.body).toBe('{"refreshToken":"R1"}');
    expect((calls[2]!.init.headers as Record<string, string>).Authorization).toBe('Bearer new');
    expect(tokens.value).toEqual({ access: 'new', refresh: 'R2' });
  });

  it('shares one refresh between concurrent 401s', async () => {
    const tokens = memoryTokens({ access: 'old', refresh: 'R1' });
    let refreshes = 0;
    const fn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('auth/refresh-token')) {
        refreshes += 1;
        await new Promise((r) => setTimeout(r, 10));
        return json(200, { access: 'new', refresh: 'R2' });
      }
      const auth = (init?.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new' ? json(200, { url }) : json(401, { detail: 'expired' });
    }) as typeof fetch;
    const http = createHttpClient({ fetch: fn, tokens });
    await Promise.all([http.get('a'), http.get('b'), http.get('c')]);
    expect(refreshes).toBe(1);
  });

  it('logs out with the spec message when the refresh fails', async () => {
    const tokens = memoryTokens({ access: 'old', refresh: 'R1' });
    const onSessionExpired = vi.fn();
    const { fn } = fakeFetch(
      () => json(401, { detail: 'expired' }),
      () => json(401, { detail: 'bad refresh' }),
    );
    const http = createHttpClient({ fetch: fn, tokens, onSessionExpired });
    await expect(http.get('users/me')).rejects.toMatchObject({ detail: 'Session expired, please signin again.' });
    expect(onSessionExpired).toHaveBeenCalledWith('Session expired, please signin again.');
    expect(tokens.value).toBeNull();
  });

  it('does not try to refresh for a failed login', async () => {
    const { fn, calls } = fakeFetch(() => json(401, { detail: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' }));
    const http = createHttpClient({ fetch: fn, tokens: memoryTokens({ access: 'a', refresh: 'r' }) });
    await expect(http.post('auth/login', {})).rejects.toMatchObject({ detail: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' });
    expect(calls).toHaveLength(1);
  });

  it('passes field errors through and falls back to the spec text without a body', async () => {
    const { fn } = fakeFetch(
      () => json(400, { detail: 'Email is invalid', code: 'VALIDATION_ERROR', errors: { email: ['Email is invalid'] } }),
      () => new Response('', { status: 400 }),
    );
    const http = createHttpClient({ fetch: fn });
    await expect(http.post('auth/register', {})).rejects.toMatchObject({ errors: { email: ['Email is invalid'] } });
    await expect(http.post('auth/register', {})).rejects.toMatchObject({ detail: 'An unexpected error occurred' });
  });
});
