import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import { OrderKeyParamsSchema } from '@shopwright/shared/orders';
import {
  ReturnEligibilitySchema,
  ReturnKeyParamsSchema,
  ReturnListQuerySchema,
  ReturnPageSchema,
  ReturnRequestSchema,
  ReturnSchema,
} from '@shopwright/shared/returns';
import type { AppContext } from '../../context';
import { authOf, requireUser } from '../../lib/auth-guard';
import * as returns from './returns.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const security = [{ bearer: [] }];
const tags = ['returns'];

const REQUEST_DOC = [
  'Asks to return lines of a delivered order within the return window (a setting, counted from delivery). Each line is',
  'refunded, credited or exchanged for another variant of the same product (`exchange_variant_id`). An order that is not',
  'delivered or whose window closed is a 409; more units than were bought minus what other returns hold, an unknown line,',
  'or an exchange into another product or a sold-out variant is a 400 naming the field (`lines.<i>.<field>`); nothing is',
  'written then. The same body sent twice answers the first return (200) instead of a second one. Mails the instructions.',
].join(' ');

/** The shopper's returns: `orders/{id}/returns` and `returns/*`. Another shopper's order or return is a 404. */
export async function returnsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireUser(ctx.tokens));

  app.get(
    '/orders/:orderId/returns',
    {
      schema: {
        tags,
        security,
        summary: 'Whether an order can be returned now: window, returnable quantities, exchange options and its returns',
        params: OrderKeyParamsSchema,
        response: { 200: ReturnEligibilitySchema, ...errors },
      },
    },
    async (request) => returns.eligibility(ctx, authOf(request).userId, request.params.orderId),
  );

  app.post(
    '/orders/:orderId/returns',
    {
      schema: {
        tags,
        security,
        summary: 'Ask for a return of a delivered order',
        description: REQUEST_DOC,
        params: OrderKeyParamsSchema,
        body: ReturnRequestSchema,
        response: { 200: ReturnSchema, 201: ReturnSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, body } = await returns.requestReturn(ctx, authOf(request).userId, request.params.orderId, request.body);
      return reply.status(created ? 201 : 200).send(body);
    },
  );

  app.get(
    '/returns',
    {
      schema: {
        tags,
        security,
        summary: "The shopper's returns, newest first",
        querystring: ReturnListQuerySchema,
        response: { 200: ReturnPageSchema, ...errors },
      },
    },
    async (request) => returns.listOwnReturns(ctx, authOf(request).userId, request.query),
  );

  app.get(
    '/returns/:id',
    {
      schema: {
        tags,
        security,
        summary: "One of the shopper's returns, by id or number (R-100012), with its lines and timeline",
        params: ReturnKeyParamsSchema,
        response: { 200: ReturnSchema, ...errors },
      },
    },
    async (request) => returns.getOwnReturn(ctx, authOf(request).userId, request.params.id),
  );

  app.post(
    '/returns/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel a return before its parcel is received',
        description: 'Gives back the units an exchange held. Once received (or rejected) it is a 409.',
        params: ReturnKeyParamsSchema,
        response: { 200: ReturnSchema, ...errors },
      },
    },
    async (request) => returns.cancelOwnReturn(ctx, authOf(request).userId, request.params.id),
  );
}
