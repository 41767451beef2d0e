import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers Helmet sets for `options`. Without per-request directives (nonces, functions) they
 * are the same for every answer, so they are worked out once, by running Helmet's middleware
 * against a response that is never sent and reading the headers it set.
 */
export function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  let failure: unknown;
  helmet(options)(response.req, response, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]);
}

/**
 * Helmet's security headers on every answer (a route may still replace one, as storefront pages do
 * with their script-hash policy, ADR 011). @fastify/helmet rebuilt the middleware and re-parsed the
 * policy on each request, about 15% of the CPU of a cached product listing; these are computed once
 * (ADR 018).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
