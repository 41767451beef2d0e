import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, FORBIDDEN_DETAIL } from '@shopwright/shared/errors';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { httpDuration, httpRequests, metricsRegistry } from '../../lib/metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read the metrics: a bearer of METRICS_TOKEN, or a client on this machine. "On this
 * machine" reads the socket's peer (never the forwarded address) and refuses a request that
 * carries forwarding headers: behind a local reverse proxy every outside request arrives from
 * loopback, and those must not see the shop's numbers.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  const bearer = header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
  if (token && bearer) return timingSafeEqual(digest(bearer), digest(token));
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !proxied && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/** Counts every answered request by its route pattern (never the raw URL, so ids do not explode the series). */
export function registerHttpMetrics(app: FastifyInstance): void {
  // A callback rather than an async hook: it runs on every call (issue 29).
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    httpRequests.inc({ method, route, status_code: String(reply.statusCode) });
    httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
    done();
  });
}

export async function metricsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['integrations'],
        summary: 'Prometheus metrics of this process (METRICS_TOKEN bearer or loopback only)',
        security: [{ metricsToken: [] }],
        response: { 200: z.string().describe('Prometheus text format'), 403: ErrorBodySchema },
      },
      // The registry's text goes out as it is (the JSON serializer would quote it); errors stay JSON.
      serializerCompiler:
        ({ httpStatus }) =>
        (data) =>
          httpStatus === '200' ? (data as string) : JSON.stringify(data),
    },
    async (request, reply) => {
      if (!mayReadMetrics(request, ctx.config.metricsToken)) throw new AppError(403, 'FORBIDDEN', FORBIDDEN_DETAIL);
      return reply
        .header('cache-control', 'no-store')
        .type(metricsRegistry.contentType)
        .send(await metricsRegistry.metrics());
    },
  );
}
