import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminDiscountDetailSchema,
  AdminDiscountSchema,
  DiscountFiltersSchema,
  DiscountInputSchema,
  DiscountPatchSchema,
  DiscountUsageSchema,
  IdParamsSchema,
  PageQuerySchema,
  pageOf,
} from '@shopwright/shared/admin';
import type { AppContext } from '../../../context';
import { authOf } from '../../../lib/auth-guard';
import { ADMIN_ERRORS, ADMIN_SECURITY } from '../admin.schemas';
import * as discounts from './admin-discounts.service';

/** `/api/admin/discounts`: discount codes for the checkout, their rules and the orders that used them. */
export async function adminDiscountsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: discounts'];
  const security = ADMIN_SECURITY;
  const detail = { 200: AdminDiscountDetailSchema, ...ADMIN_ERRORS };

  app.get(
    '/admin/discounts',
    {
      schema: {
        tags,
        summary:
          'Discount codes, newest first, searched by code, by status (active, scheduled, expired, used_up, inactive), with their uses',
        security,
        querystring: PageQuerySchema.extend(DiscountFiltersSchema.shape),
        response: { 200: pageOf(AdminDiscountSchema), ...ADMIN_ERRORS },
      },
    },
    async (request) => discounts.listDiscounts(ctx, request.query),
  );

  app.post(
    '/admin/discounts',
    {
      schema: {
        tags,
        summary:
          'Create a discount code (percent or amount off, minimum subtotal, validity, usage limit); 409 when the code exists in any case',
        security,
        body: DiscountInputSchema,
        response: { 201: AdminDiscountDetailSchema, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(await discounts.createDiscount(ctx, authOf(request).userId, request.body)),
  );

  app.get(
    '/admin/discounts/:id',
    {
      schema: {
        tags,
        summary: 'A discount code with its uses and the total it took off',
        security,
        params: IdParamsSchema,
        response: detail,
      },
    },
    async (request) => discounts.getDiscount(ctx, request.params.id),
  );

  app.patch(
    '/admin/discounts/:id',
    {
      schema: {
        tags,
        summary: 'Edit a discount code for future orders (orders keep what they got); a code on orders cannot be renamed',
        security,
        params: IdParamsSchema,
        body: DiscountPatchSchema,
        response: detail,
      },
    },
    async (request) => discounts.updateDiscount(ctx, authOf(request).userId, request.params.id, request.body),
  );

  app.post(
    '/admin/discounts/:id/deactivate',
    {
      schema: {
        tags,
        summary: 'Switch a discount code off: checkout refuses it from now on',
        security,
        params: IdParamsSchema,
        response: detail,
      },
    },
    async (request) => discounts.setDiscountActive(ctx, authOf(request).userId, request.params.id, false),
  );

  app.post(
    '/admin/discounts/:id/reactivate',
    {
      schema: { tags, summary: 'Switch a discount code on again', security, params: IdParamsSchema, response: detail },
    },
    async (request) => discounts.setDiscountActive(ctx, authOf(request).userId, request.params.id, true),
  );

  app.get(
    '/admin/discounts/:id/usages',
    {
      schema: {
        tags,
        summary: 'The orders that used a discount code: when, by whom and the amount taken off',
        security,
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: pageOf(DiscountUsageSchema), ...ADMIN_ERRORS },
      },
    },
    async (request) => discounts.listUsages(ctx, request.params.id, request.query),
  );
}
