import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import { ProfileSchema } from '@shopwright/shared/users';
import type { AppContext } from '../../context';
import { authOf, requireUser } from '../../lib/auth-guard';
import { getProfile } from './users.service';

export async function usersRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const authenticate = requireUser(ctx.tokens);

  app.get(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: "The signed-in user's profile with the cart",
        security: [{ bearer: [] }],
        response: { 200: ProfileSchema, 401: ErrorBodySchema },
      },
      onRequest: authenticate,
    },
    async (request) => getProfile(ctx, authOf(request).userId),
  );
}
