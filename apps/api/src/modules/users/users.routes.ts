import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import { CartMarketQuerySchema } from '@shopwright/shared/cart';
import { ProfileSchema } from '@shopwright/shared/users';
import type { AppContext } from '../../context';
import { accountOf } from '../../lib/auth-guard';
import { accountGuard } from '../auth/account-guard';
import { askedLang } from '../../lib/language';
import { profileOf } from './users.service';

export async function usersRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The token's check and the active user in one read of the account (issue 29).
  const authenticate = accountGuard(ctx);

  app.get(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: "The signed-in user's profile with the cart",
        description:
          '`?market=` prices the cart in that market and puts it there (ADR 029), answering `cart.market` and `cart.currency`; ' +
          "without it the cart is the primary market's, as the spec answers it. Unknown or inactive market: 400 on `market`. " +
          "Lines are named in the market's language asked for (`?lang=` or Accept-Language, else its default).",
        security: [{ bearer: [] }],
        querystring: CartMarketQuerySchema,
        response: { 200: ProfileSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
      onRequest: authenticate,
    },
    async (request) => profileOf(ctx, accountOf(request), request.query.market, askedLang(request)),
  );
}
