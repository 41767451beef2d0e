import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PaymentOptionsSchema, STRIPE_WEBHOOK_EVENTS, StripeStatusSchema } from '@shopwright/shared/checkout';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import type { AppContext } from '../../context';
import { requireAdmin } from '../../lib/auth-guard';

const tags = ['payments'];

export async function paymentsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/payments/options',
    {
      schema: { tags, summary: 'Ways of paying besides the built-in card form and pay later', response: { 200: PaymentOptionsSchema } },
    },
    async () => ({ stripe: ctx.config.stripe !== undefined }),
  );

  app.get(
    '/admin/payments/stripe',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Whether Stripe is set up, and in test or live mode (never the keys)',
        response: { 200: StripeStatusSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
      onRequest: requireAdmin(ctx.tokens),
    },
    async () => ({
      configured: ctx.config.stripe !== undefined,
      mode: ctx.config.stripe?.mode ?? null,
      webhook_url: `${ctx.config.publicUrl}/api/payments/stripe/webhook`,
      events: [...STRIPE_WEBHOOK_EVENTS],
    }),
  );
}
