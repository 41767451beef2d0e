import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Public catalog reads: a minute fresh in browsers and shared caches, then served stale while they revalidate. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** A strong validator of a body: its SHA-1, quoted. */
export const etagOf = (body: string | Buffer): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Serialized JSON kept to be sent many times, as UTF-8 bytes encoded once with their ETag: a kept
 * string with letters beyond ASCII (a German or Japanese answer) was encoded again on every send,
 * ~40 µs of a 10 KB product (issue 27).
 */
export interface KeptJson {
  body: Buffer;
  etag: string;
}

export function keptJson(json: string): KeptJson {
  const body = Buffer.from(json);
  return { body, etag: etagOf(body) };
}

/** Sends a kept answer as is (Fastify does not serialize a Buffer again), with its ETag. */
export const sendKeptJson = (reply: FastifyReply, kept: KeptJson) =>
  reply.header('etag', kept.etag).type('application/json; charset=utf-8').send(kept.body);

/** Whether `If-None-Match` names this ETag (a list, weak forms or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Adds ETag and Cache-Control to this plugin's successful GET answers and turns a matching
 * `If-None-Match` into a 304. A route that already knows its body's ETag (the listing cache)
 * sets the header itself and the hash is not computed again.
 */
export function catalogCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const etag = (reply.getHeader('etag') as string | undefined) ?? etagOf(payload);
    reply.header('etag', etag).header('cache-control', CATALOG_CACHE_CONTROL);
    if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return '';
  });
}
