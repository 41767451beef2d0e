import type { FastifyInstance, InjectOptions } from 'fastify';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface CallOptions {
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** Thin helpers over app.inject() for JSON calls under /api. */
export function apiClient(app: FastifyInstance) {
  async function call(method: Method, path: string, body?: unknown, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const request: InjectOptions = { method, url: `/api/${path.replace(/^\//, '')}`, headers };
    if (options.ip) request.remoteAddress = options.ip;
    if (body !== undefined) request.payload = body as InjectOptions['payload'];
    const res = await app.inject(request);
    const text = res.body;
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.statusCode, body: json, headers: res.headers, text };
  }
  return {
    get: (path: string, options?: CallOptions) => call('GET', path, undefined, options),
    post: (path: string, body?: unknown, options?: CallOptions) => call('POST', path, body, options),
    patch: (path: string, body?: unknown, options?: CallOptions) => call('PATCH', path, body, options),
    put: (path: string, body?: unknown, options?: CallOptions) => call('PUT', path, body, options),
    delete: (path: string, options?: CallOptions) => call('DELETE', path, undefined, options),
    /** DELETE with a JSON body (e.g. a password confirming the deletion). */
    deleteJson: (path: string, body?: unknown, options?: CallOptions) => call('DELETE', path, body, options),
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

let counter = 0;
/** A valid sign-up payload with unique e-mail and username. */
export function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    first_name: 'Test',
    last_name: 'Shopper',
    username: `user_${tag}`,
    email: `user_${tag}@example.com`,
    password: 'Secret123',
    ...overrides,
  };
}

/** Registers and signs in a fresh customer; returns its credentials and tokens. */
export async function signUpAndIn(api: ApiClient, overrides: Record<string, unknown> = {}) {
  const account = newAccount(overrides);
  const reg = await api.post('auth/register', account);
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${reg.text}`);
  const login = await api.post('auth/login', { email: account.email, password: account.password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  return { account, access: login.body.access as string, refresh: login.body.refresh as string };
}
