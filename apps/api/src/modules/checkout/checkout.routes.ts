import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { QuoteRequestSchema, QuoteSchema } from '@shopwright/shared/checkout';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import type { AppContext } from '../../context';
import { authOf } from '../../lib/auth-guard';
import { askedLang } from '../../lib/language';
import { guardActiveAccount } from '../auth/account-guard';
import { giftCardGuessLimits } from '../gift-cards/gift-cards.routes';
import * as checkout from './checkout.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 409: ErrorBodySchema };

export async function checkoutRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  guardActiveAccount(app, ctx);
  const countGuess = giftCardGuessLimits(app, ctx);

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
          'An empty cart is a 409. `gift_cards` (up to 5 codes) pay first, in the order given, then `use_store_credit: true` the ' +
          'store credit: `payments` lists what each pays, `amount_due` what is left for the card, Stripe or pay later, and ' +
          '`gift_card_errors` the codes that cannot pay with their reason (not_found, expired, disabled, empty, currency). Codes that ' +
          'do not exist count against a limit of 10 a minute per account and address (429).',
        body: QuoteRequestSchema,
        response: { 200: QuoteSchema, 429: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const quote = await checkout.quote(ctx, authOf(request).userId, request.body, askedLang(request));
      // Only guesses count: a shopper paying with real cards is never slowed down.
      if (quote.gift_card_errors.some((e) => e.reason === 'not_found')) await countGuess(request, reply);
      return quote;
    },
  );
}
