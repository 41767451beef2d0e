import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { QuoteRequestSchema, QuoteSchema } from '@shopwright/shared/checkout';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import type { AppContext } from '../../context';
import { authOf, requireUser } from '../../lib/auth-guard';
import * as checkout from './checkout.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 409: ErrorBodySchema };

export async function checkoutRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireUser(ctx.tokens));

  app.post(
    '/checkout/quote',
    {
      schema: {
        tags: ['checkout'],
        security: [{ bearer: [] }],
        summary: "Price the shopper's cart: lines, discount, shipping, tax and total",
        description:
          'Computed on the server from current sale prices. A refused discount code is left out of the totals and ' +
          '`discount_error` says why (not_found, inactive, not_started, expired, exhausted, minimum_not_met). ' +
          'An empty cart is a 409.',
        body: QuoteRequestSchema,
        response: { 200: QuoteSchema, ...errors },
      },
    },
    async (request) => checkout.quote(ctx, authOf(request).userId, request.body),
  );
}
