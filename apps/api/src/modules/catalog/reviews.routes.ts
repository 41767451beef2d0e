import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ProductIdParamSchema,
  ReviewInputSchema,
  ReviewListSchema,
  ReviewQuerySchema,
  ReviewResultSchema,
} from '@shopwright/shared/catalog';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import type { AppContext } from '../../context';
import { authOf, requireUser } from '../../lib/auth-guard';
import * as reviews from './reviews.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

export async function reviewsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/products/:id/reviews',
    {
      schema: {
        tags: ['catalog'],
        summary: "A product's reviews, newest first, with the star distribution",
        params: ProductIdParamSchema,
        querystring: ReviewQuerySchema,
        response: { 200: ReviewListSchema, ...errors },
      },
    },
    async (request) => reviews.listReviews(ctx, request.params.id, request.query.page, request.query.page_size, request.url),
  );

  app.post(
    '/products/:id/reviews',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Review a product (signed in): 201 for a new review, 200 when it replaces your earlier one',
        security: [{ bearer: [] }],
        params: ProductIdParamSchema,
        body: ReviewInputSchema,
        response: { 200: ReviewResultSchema, 201: ReviewResultSchema, ...errors },
      },
      onRequest: requireUser(ctx.tokens),
    },
    async (request, reply) => {
      const { created, ...result } = await reviews.saveReview(ctx, authOf(request).userId, request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(result);
    },
  );
}
