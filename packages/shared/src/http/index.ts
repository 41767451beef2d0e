import { AUTH_MESSAGES } from '../auth/messages';
import type { TokenPair } from '../auth/index';
import { REQUEST_MAX_RETRIES, REQUEST_TIMEOUT_MS, retryDelayMs } from '../constants/index';

/** Where the signed-in user's tokens live (local or session storage in the browser). */
export interface TokenStore {
  get(): TokenPair | null;
  set(tokens: TokenPair): void;
  clear(): void;
}

export interface HttpClientOptions {
  /** Base of every path; `/api/` in the browser. */
  baseUrl?: string;
  tokens?: TokenStore;
  /** Called once when a refresh fails: log out, go to '/', show 'Session expired, please signin again.'. */
  onSessionExpired?: (message: string) => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxRetries?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Headers sent with every request (the storefront's `Accept-Language`: the page's language, not the browser's). */
  headers?: () => Record<string, string>;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  /** Makes a non-GET request safe to repeat (and so retried on network errors and 5xx). */
  idempotencyKey?: string;
  /** Send the body form-encoded instead of JSON (the request layer's alternative body format). */
  form?: boolean;
  signal?: AbortSignal;
}

/** A failed call: the API's `{detail, code, errors}` or a network problem (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly code: string,
    readonly errors?: Record<string, string[]>,
    readonly body?: unknown,
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const b = body as { detail?: unknown; message?: unknown; code?: unknown; errors?: unknown };
    const detail = typeof b.detail === 'string' ? b.detail : typeof b.message === 'string' ? b.message : AUTH_MESSAGES.unexpectedError;
    const errors = b.errors && typeof b.errors === 'object' ? (b.errors as Record<string, string[]>) : undefined;
    return new ApiError(status, detail, typeof b.code === 'string' ? b.code : 'ERROR', errors, body);
  }
  return new ApiError(status, AUTH_MESSAGES.unexpectedError, status === 0 ? 'NETWORK_ERROR' : 'ERROR');
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The request layer of both front ends: JSON to `/api/`, a 20 s timeout,
 * up to 3 retries (delay = retry number in seconds) on network errors and 5xx for requests that
 * are safe to repeat, the bearer token, and one shared refresh-and-retry on 401/403.
 */
export function createHttpClient(options: HttpClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api/';
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const maxRetries = options.maxRetries ?? REQUEST_MAX_RETRIES;
  const sleep = options.sleep ?? defaultSleep;
  let refreshing: Promise<TokenPair | null> | null = null;

  function url(path: string, query?: RequestOptions['query']): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    const qs = params.toString();
    return `${baseUrl}${path.replace(/^\/+/, '')}${qs ? `?${qs}` : ''}`;
  }

  async function send(method: Method, path: string, opts: RequestOptions, token: string | undefined): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers?.(), ...opts.headers };
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers['Content-Type'] = opts.form ? 'application/x-www-form-urlencoded' : 'application/json';
      body = opts.form
        ? new URLSearchParams(Object.entries(opts.body as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString()
        : JSON.stringify(opts.body);
    }
    if (token) headers.Authorization = `Bearer ${token}`;
    if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
    const abort = () => controller.abort(opts.signal?.reason);
    opts.signal?.addEventListener('abort', abort);
    try {
      return await doFetch(url(path, opts.query), { method, headers, body, signal: controller.signal });
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', abort);
    }
  }

  /** Sends with retries on network failure and 5xx when the request may be repeated. */
  async function sendWithRetries(method: Method, path: string, opts: RequestOptions, token: string | undefined): Promise<Response> {
    const repeatable = method === 'GET' || method === 'HEAD' || Boolean(opts.idempotencyKey);
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await send(method, path, opts, token);
        if (res.status >= 500 && repeatable && attempt < maxRetries) {
          await sleep(retryDelayMs(attempt + 1));
          continue;
        }
        return res;
      } catch (err) {
        if (opts.signal?.aborted) throw err;
        if (!repeatable || attempt >= maxRetries) throw new ApiError(0, AUTH_MESSAGES.unexpectedError, 'NETWORK_ERROR');
        await sleep(retryDelayMs(attempt + 1));
      }
    }
  }

  /** One refresh for any number of concurrent 401s. */
  function refreshTokens(): Promise<TokenPair | null> {
    refreshing ??= (async () => {
      const current = options.tokens?.get();
      if (!current?.refresh) return null;
      try {
        const res = await send('POST', 'auth/refresh-token', { body: { refreshToken: current.refresh } }, undefined);
        if (!res.ok) return null;
        const next = (await res.json()) as TokenPair;
        options.tokens?.set(next);
        return next;
      } catch {
        return null;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(method: Method, path: string, opts: RequestOptions = {}): Promise<T> {
    const tokens = options.tokens?.get();
    let res = await sendWithRetries(method, path, opts, tokens?.access);
    const isAuthCall = path.replace(/^\/+/, '').startsWith('auth/');
    if ((res.status === 401 || res.status === 403) && tokens?.refresh && !isAuthCall) {
      const next = await refreshTokens();
      if (!next) {
        options.tokens?.clear();
        options.onSessionExpired?.(AUTH_MESSAGES.sessionExpired);
        throw new ApiError(401, AUTH_MESSAGES.sessionExpired, 'SESSION_EXPIRED');
      }
      res = await sendWithRetries(method, path, opts, next.access);
    }
    const body = await readBody(res);
    if (!res.ok) throw toApiError(res.status, body);
    return body as T;
  }

  return {
    request,
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
    patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, { ...opts, body }),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** The text to show for any failure (no response body -> 'An unexpected error occurred'). */
export function errorMessage(error: unknown, fallback: string = AUTH_MESSAGES.unexpectedError): string {
  if (error instanceof ApiError) return error.detail || fallback;
  return fallback;
}
export * from './browser-auth-storage';
export * from './session-cookie';
export * from './save-file';
export * from './typed';
