import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminReviewSchema, IdParamsSchema, PageQuerySchema, pageOf, StockMovementSchema } from '@shopwright/shared/admin';
import type { AppContext } from '../../../context';
import { authOf } from '../../../lib/auth-guard';
import { ADMIN_ERRORS, ADMIN_SECURITY } from '../admin.schemas';
import * as activity from './admin-product-activity.service';

export async function adminProductActivityRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: products'];
  const security = ADMIN_SECURITY;

  app.get(
    '/admin/products/:id/stock-history',
    {
      schema: {
        tags,
        summary: 'A product’s stock changes, newest first: before, after, why and by whom',
        security,
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: pageOf(StockMovementSchema), ...ADMIN_ERRORS },
      },
    },
    async (request) => activity.stockHistory(ctx, request.params.id, request.query),
  );

  app.get(
    '/admin/products/:id/reviews',
    {
      schema: {
        tags,
        summary: 'A product’s reviews with their authors, newest first',
        security,
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: pageOf(AdminReviewSchema), ...ADMIN_ERRORS },
      },
    },
    async (request) => activity.productReviews(ctx, request.params.id, request.query),
  );

  app.delete(
    '/admin/reviews/:id',
    {
      schema: {
        tags: ['admin: reviews'],
        summary: 'Delete a review (moderation); the product’s rating is recomputed from the others',
        security,
        params: IdParamsSchema,
        response: { 204: z.null(), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      await activity.deleteReview(ctx, authOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
