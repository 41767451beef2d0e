import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotifyMeResultSchema, NotifyMeSchema, ProductIdParamSchema } from '@shopwright/shared/catalog';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import type { AppContext } from '../../context';
import { optionalUser } from '../../lib/auth-guard';
import { rateLimitHook } from '../../lib/rate-limit';
import { requestRestockNotice } from './stock.service';

const NOTIFY_LIMIT = { max: 20, timeWindowMs: 10 * 60_000 };

export async function stockRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/products/:id/notify-me',
    {
      schema: {
        tags: ['catalog'],
        summary: 'E-mail me when this sold-out product is back (guests send {email}; signed-in shoppers may omit it)',
        params: ProductIdParamSchema,
        body: NotifyMeSchema.nullish(),
        response: {
          200: NotifyMeResultSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
      // Guests can name any address, so the number of requests per client address is limited.
      onRequest: [rateLimitHook(app, 'notify-ip', NOTIFY_LIMIT), optionalUser(ctx.tokens)],
    },
    async (request) =>
      requestRestockNotice(ctx, request.params.id, {
        userId: request.auth?.userId,
        email: request.body?.email,
        color: request.body?.color,
        size: request.body?.size,
      }),
  );
}
