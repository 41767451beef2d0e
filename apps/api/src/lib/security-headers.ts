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
 * The headers of an API answer (JSON, or a CSV or XML export): what OWASP's REST Security Cheat
 * Sheet asks of an API. A policy that allows nothing and no framing, no sniffing, HTTPS only and no
 * cross-origin reads of the bytes. The headers that only steer a document (opener policy, agent
 * cluster, referrer, DNS prefetch, IE's download and XSS filter, Flash's policy files) are left out.
 * Writing headers was about 6 % of `users/me`'s CPU (issue 29).
 */
export const API_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** Whether a request is for the API's answers (`/api/...`), not for its docs, which are a page. */
export const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Helmet's security headers on every answer (a route may still replace one, as storefront pages do
 * with their script-hash policy, ADR 011): `options` for pages and files, `API_HELMET_OPTIONS` for
 * API answers. @fastify/helmet rebuilt the middleware and re-parsed the policy on each request,
 * about 15% of the CPU of a cached product listing; these are computed once (ADR 018).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  const apiHeaders = helmetHeaders(API_HELMET_OPTIONS);
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isApiAnswer(request.url) ? apiHeaders : headers) reply.raw.setHeader(name, value);
    done();
  });
}
