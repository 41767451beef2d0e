import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { pingDatabase } from './health.repo';

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['ok', 'down']), dialect: z.enum(['sqlite', 'postgres']), latency_ms: z.number() }),
  /** Present when REDIS_URL is set. Down is degraded, not 503: limits then count per process. */
  redis: z.object({ status: z.enum(['ok', 'down']), latency_ms: z.number() }).optional(),
  uptime_seconds: z.number(),
  version: z.string(),
});

const REDIS_PING_TIMEOUT_MS = 2_000;

async function pingRedis(ctx: AppContext, ping: () => Promise<void>) {
  const started = performance.now();
  let status: 'ok' | 'down' = 'ok';
  try {
    await Promise.race([
      ping(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), REDIS_PING_TIMEOUT_MS).unref()),
    ]);
  } catch (err) {
    status = 'down';
    ctx.log.error({ err }, 'health check: Redis unreachable');
  }
  return { status, latency_ms: Math.round((performance.now() - started) * 100) / 100 };
}

export async function healthRoutes(
  fastify: FastifyInstance,
  { ctx, version, redis }: { ctx: AppContext; version: string; redis?: () => Promise<void> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      schema: { tags: ['health'], summary: 'Service and database health', response: { 200: HealthSchema, 503: HealthSchema } },
    },
    async (_request, reply) => {
      const started = performance.now();
      let up = true;
      try {
        await pingDatabase(ctx.db);
      } catch (err) {
        up = false;
        ctx.log.error({ err }, 'health check: database unreachable');
      }
      const redisState = redis ? await pingRedis(ctx, redis) : undefined;
      const body = {
        status: up && redisState?.status !== 'down' ? ('ok' as const) : ('degraded' as const),
        database: {
          status: up ? ('ok' as const) : ('down' as const),
          dialect: ctx.dialect,
          latency_ms: Math.round((performance.now() - started) * 100) / 100,
        },
        ...(redisState ? { redis: redisState } : {}),
        uptime_seconds: Math.round(process.uptime()),
        version,
      };
      return reply
        .status(up ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
