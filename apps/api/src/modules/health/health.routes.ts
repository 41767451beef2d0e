import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['ok', 'down']), dialect: z.enum(['sqlite', 'postgres']), latency_ms: z.number() }),
  uptime_seconds: z.number(),
  version: z.string(),
});

export async function healthRoutes(fastify: FastifyInstance, { ctx, version }: { ctx: AppContext; version: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/health', {
    schema: { tags: ['health'], summary: 'Service and database health', response: { 200: HealthSchema, 503: HealthSchema } },
  }, async (_request, reply) => {
    const started = performance.now();
    let up = true;
    try {
      await sql`select 1`.execute(ctx.db);
    } catch (err) {
      up = false;
      ctx.log.error({ err }, 'health check: database unreachable');
    }
    const body = {
      status: up ? ('ok' as const) : ('degraded' as const),
      database: { status: up ? ('ok' as const) : ('down' as const), dialect: ctx.dialect, latency_ms: Math.round((performance.now() - started) * 100) / 100 },
      uptime_seconds: Math.round(process.uptime()),
      version,
    };
    return reply.status(up ? 200 : 503).header('cache-control', 'no-store').send(body);
  });
}
