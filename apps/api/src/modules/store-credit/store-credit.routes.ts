import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@shopwright/shared/admin';
import { StoreCreditAdjustSchema, StoreCreditQuerySchema, StoreCreditSummarySchema } from '@shopwright/shared/credit';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import type { AppContext } from '../../context';
import { authOf, requireUser } from '../../lib/auth-guard';
import { ADMIN_ERRORS, ADMIN_SECURITY } from '../admin/admin.schemas';
import { adjustCredit, creditSummary } from './store-credit.service';
import { findUserById } from '../auth/auth.repo';
import { notFound } from '../../lib/errors';
import { ADMIN_MESSAGES } from '@shopwright/shared/admin';

/** `GET account/store-credit`: the signed-in shopper's balances and ledger. */
export async function storeCreditRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/account/store-credit',
    {
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        summary: 'My store credit: the balance per currency and every movement, newest first',
        querystring: StoreCreditQuerySchema,
        response: { 200: StoreCreditSummarySchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
      onRequest: requireUser(ctx.tokens),
    },
    async (request) => creditSummary(ctx.db, authOf(request).userId, request.query),
  );
}

/** `admin/customers/{id}/store-credit`: a customer's balance and ledger; staff grant or deduct with a reason (audited). */
export async function adminStoreCreditRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: customers'];
  app.get(
    '/admin/customers/:id/store-credit',
    {
      schema: {
        tags,
        summary: "A customer's store credit: balances per currency and the ledger, newest first",
        security: ADMIN_SECURITY,
        params: IdParamsSchema,
        querystring: StoreCreditQuerySchema,
        response: { 200: StoreCreditSummarySchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const user = await findUserById(ctx.db, request.params.id);
      if (!user || user.deleted_at) throw notFound(ADMIN_MESSAGES.customerNotFound);
      return creditSummary(ctx.db, request.params.id, request.query);
    },
  );
  app.post(
    '/admin/customers/:id/store-credit',
    {
      schema: {
        tags,
        summary: 'Grant (amount > 0) or deduct (amount < 0) store credit with a reason the customer sees',
        description:
          'The currency defaults to the shop’s. A deduction below zero is a 409. Answers the balances and the first page of the ledger.',
        security: ADMIN_SECURITY,
        params: IdParamsSchema,
        body: StoreCreditAdjustSchema,
        response: { 200: StoreCreditSummarySchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => adjustCredit(ctx, authOf(request).userId, request.params.id, request.body),
  );
}
