import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GiftCardBalanceSchema, GiftCardCodeParamsSchema, GiftCardRefusedSchema } from '@shopwright/shared/credit';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import type { AppContext } from '../../context';
import { optionalUser } from '../../lib/auth-guard';
import { rateLimitHook } from '../../lib/rate-limit';
import { balanceOfCode } from './gift-cards.service';
import { GIFT_CARD_SALES_JOB, runGiftCardSales } from './gift-card-sales';

/**
 * Limits on trying gift card codes (ADR 025): per client address, and per account when signed in.
 * The balance call counts every request; quotes and orders count only codes that do not exist
 * (`countGuess`), so a shopper paying with real cards is never slowed down.
 */
export function giftCardGuessLimits(app: FastifyInstance, ctx: AppContext) {
  const perIp = rateLimitHook(app, 'gift-card-ip', ctx.config.rateLimits.giftCardPerIp);
  const perAccount = rateLimitHook(app, 'gift-card-account', ctx.config.rateLimits.giftCardPerAccount, (r) =>
    r.auth ? `user-${r.auth.userId}` : undefined,
  );
  return async function countGuess(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await perIp(request, reply);
    if (request.auth) await perAccount(request, reply);
  };
}

export async function giftCardsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const countGuess = giftCardGuessLimits(app, ctx);
  // Sold gift cards: issued once their order is paid (nudged by ORDER_PAID), mailed on their day.
  ctx.jobs.register({ name: GIFT_CARD_SALES_JOB, everyMs: 60_000, run: () => runGiftCardSales(ctx) });

  app.get(
    '/gift-cards/:code/balance',
    {
      schema: {
        tags: ['gift cards'],
        summary: "A gift card's balance, currency and expiry (rate limited)",
        description:
          'The code in any case, with or without dashes. A card that cannot pay answers 404 with `reason`: not_found, expired or ' +
          'disabled (a used-up card answers its balance, 0). Limited to 10 a minute per client address and per signed-in account.',
        params: GiftCardCodeParamsSchema,
        response: { 200: GiftCardBalanceSchema, 400: ErrorBodySchema, 404: GiftCardRefusedSchema, 429: ErrorBodySchema },
      },
      onRequest: optionalUser(ctx.tokens),
      preHandler: countGuess,
    },
    async (request, reply) => {
      const answer = await balanceOfCode(ctx, request.params.code);
      if ('refused' in answer) return reply.status(404).send({ detail: answer.detail, code: 'NOT_FOUND', reason: answer.refused });
      return answer;
    },
  );
}
