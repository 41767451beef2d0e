import type { FastifyInstance } from 'fastify';

/**
 * `Cache-Control: no-store` on answers that carry tokens or personal data: every auth route
 * (token pairs, reset checks) and every answer to a request signed in with a bearer token,
 * unless the route chose its own caching. Browsers and proxies then keep no copy.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && (request.url.startsWith('/api/auth/') || request.headers.authorization))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
