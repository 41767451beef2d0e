import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@shopwright/shared/admin';
import { ApiTokenInputSchema, ApiTokenListSchema, NewApiTokenSchema } from '@shopwright/shared/integrations';
import type { AppContext } from '../../context';
import { authOf } from '../../lib/auth-guard';
import { ADMIN_ERRORS, ADMIN_SECURITY } from '../admin/admin.schemas';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service';

/** Settings → API tokens: only people signed in to /admin manage tokens (no token reaches these routes). */
export async function apiTokensRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: integrations'];

  app.get(
    '/admin/api-tokens',
    {
      schema: {
        tags,
        summary: 'API tokens, newest first, with their scopes and last use',
        security: ADMIN_SECURITY,
        response: { 200: ApiTokenListSchema, ...ADMIN_ERRORS },
      },
    },
    async () => ({ results: await listApiTokens(ctx) }),
  );

  app.post(
    '/admin/api-tokens',
    {
      schema: {
        tags,
        summary: 'Create an API token (the token is in this answer only)',
        security: ADMIN_SECURITY,
        body: ApiTokenInputSchema,
        response: { 201: NewApiTokenSchema, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(await createApiToken(ctx, authOf(request).userId, request.body)),
  );

  app.delete(
    '/admin/api-tokens/:id',
    {
      schema: {
        tags,
        summary: 'Revoke an API token: its next request is refused (401)',
        security: ADMIN_SECURITY,
        params: IdParamsSchema,
        response: { 204: z.null().describe('Revoked'), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      await revokeApiToken(ctx, authOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
