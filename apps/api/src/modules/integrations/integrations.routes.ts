import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { apiTokensRoutes } from './api-tokens.routes';
import { deliverDue, WEBHOOK_JOB } from './webhook-deliverer';
import { webhooksRoutes } from './webhooks.routes';

/** Deliveries waiting are picked up this often even without a nudge (e.g. retries, or a write in another process). */
const DELIVER_EVERY_MS = 5_000;

/** The admin's integration routes (under the admin guard) and the one-process webhook deliverer. */
export async function adminIntegrationsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  ctx.jobs.register({ name: WEBHOOK_JOB, everyMs: DELIVER_EVERY_MS, run: async () => void (await deliverDue(ctx)) });
  await app.register(apiTokensRoutes, { ctx });
  await app.register(webhooksRoutes, { ctx });
}
