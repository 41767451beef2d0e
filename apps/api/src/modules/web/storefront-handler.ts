import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest, InjectOptions, FastifyInstance } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { compressPage, pageEncoding } from './compress-html';

/** What the storefront's server code receives with each request (see apps/storefront/app/lib/load-context.ts). */
export interface StorefrontLoadContext {
  cspNonce: string;
  /** Calls the API in-process, without a network round trip. */
  apiFetch: (path: string, init?: { method?: string; headers?: Record<string, string>; body?: string }) => Promise<Response>;
  shopName: string;
}

/** Loads the built storefront and returns a handler that renders a Fastify request with it. */
export async function loadStorefront(app: FastifyInstance, buildDir: string, shopName: string) {
  const serverEntry = join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) return undefined;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');

  const apiFetch: StorefrontLoadContext['apiFetch'] = async (path, init = {}) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as InjectOptions['method'],
      url: `/api/${path.replace(/^\/+/, '')}`,
      headers: { 'content-type': 'application/json', ...init.headers },
      payload: init.body,
    });
    return new Response(res.statusCode === 204 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };

  return async function renderStorefront(request: FastifyRequest, reply: FastifyReply) {
    const origin = `${request.protocol}://${request.host}`;
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (Array.isArray(value)) for (const v of value) headers.append(key, v);
      else if (value !== undefined) headers.set(key, value);
    }
    const controller = new AbortController();
    reply.raw.on('close', () => controller.abort());
    const cspNonce = randomBytes(16).toString('base64');
    const response = await handle(new Request(new URL(request.url, origin), { method: request.method, headers, signal: controller.signal }), {
      cspNonce,
      apiFetch,
      shopName,
    } satisfies StorefrontLoadContext);

    reply.status(response.status);
    for (const [key, value] of response.headers) if (key !== 'set-cookie') reply.header(key, value);
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
    if (html) reply.header('content-security-policy', storefrontCsp(cspNonce));
    if (!response.body) return reply.send();
    const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
    // Pages are mostly repeated markup (inline icons, product cards): compressed, a home page
    // goes from about 240 KB to about 20 KB.
    const encoding = html && request.method !== 'HEAD' ? pageEncoding(request.headers['accept-encoding']) : undefined;
    if (!encoding) return reply.send(body);
    reply.header('content-encoding', encoding).header('vary', 'Accept-Encoding').removeHeader('content-length');
    return reply.send(compressPage(body, encoding));
  };
}

/** Scripts run only with this response's nonce; everything else comes from this origin. */
export function storefrontCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
