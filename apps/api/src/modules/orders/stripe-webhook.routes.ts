import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import type { AppContext } from '../../context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { stripeClient } from '../payments/stripe-client';
import { handleStripeEvent } from './stripe-events';

/** Stripe's default tolerance: a signed event older than this is refused (replays of captured requests). */
const SIGNATURE_TOLERANCE_S = 300;
const tags = ['payments'];

/** `POST payments/stripe/webhook`: Stripe's signed events move the orders they name (the orders module owns what they change). */
export async function stripeWebhookRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The signature covers the exact bytes Stripe sent, so this plugin keeps JSON bodies as text.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/stripe/webhook',
    {
      schema: {
        tags,
        summary: "Stripe's webhook (signed events)",
        description:
          'Verifies the `Stripe-Signature` header against the raw body (5-minute tolerance); a missing or bad signature is a 400. Each event id is handled once.',
        response: {
          200: z.object({ received: z.literal(true), outcome: z.enum(['handled', 'ignored', 'duplicate']) }),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const stripe = ctx.config.stripe;
      if (!stripe) throw notFound('Stripe is not set up in this shop.');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') throw badRequest('The Stripe-Signature header is missing.');
      if (typeof request.body !== 'string') throw badRequest('The webhook body must be JSON.');
      let event;
      try {
        event = stripeClient(stripe).webhooks.constructEvent(request.body, signature, stripe.webhookSecret, SIGNATURE_TOLERANCE_S);
      } catch {
        throw new AppError(400, 'BAD_REQUEST', 'The Stripe-Signature header does not match the body, or the event is too old.');
      }
      return { received: true as const, outcome: await handleStripeEvent(ctx, event) };
    },
  );
}
