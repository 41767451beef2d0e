import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminCustomerDetailSchema,
  AdminCustomerPageSchema,
  CustomerListQuerySchema,
  CustomerSummarySchema,
  IdParamsSchema,
} from '@shopwright/shared/admin';
import type { AppContext } from '../../context';
import { authOf } from '../../lib/auth-guard';
import * as customers from './admin-customers.service';
import { ADMIN_ERRORS, ADMIN_SECURITY } from './admin.schemas';

export async function adminCustomersRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: customers'];

  app.get(
    '/admin/customers',
    {
      schema: {
        tags,
        summary: 'Customers, searched by name, e-mail or username, sorted and paginated',
        security: ADMIN_SECURITY,
        querystring: CustomerListQuerySchema,
        response: { 200: AdminCustomerPageSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => customers.listCustomers(ctx, request.query),
  );

  app.get(
    '/admin/customers/summary',
    {
      schema: {
        tags,
        summary: 'Customer totals for the dashboard',
        security: ADMIN_SECURITY,
        response: { 200: CustomerSummarySchema, ...ADMIN_ERRORS },
      },
    },
    async () => customers.customerSummary(ctx),
  );

  app.get(
    '/admin/customers/:id',
    {
      schema: {
        tags,
        summary: 'A customer with their addresses and lifetime value',
        security: ADMIN_SECURITY,
        params: IdParamsSchema,
        response: { 200: AdminCustomerDetailSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => customers.getCustomer(ctx, request.params.id),
  );

  app.post(
    '/admin/customers/:id/block',
    {
      schema: {
        tags,
        summary: 'Block a customer: sign-in refused, every session revoked',
        security: ADMIN_SECURITY,
        params: IdParamsSchema,
        response: { 200: AdminCustomerDetailSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => customers.setCustomerBlocked(ctx, authOf(request).userId, request.params.id, true),
  );

  app.post(
    '/admin/customers/:id/unblock',
    {
      schema: {
        tags,
        summary: 'Unblock a customer',
        security: ADMIN_SECURITY,
        params: IdParamsSchema,
        response: { 200: AdminCustomerDetailSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => customers.setCustomerBlocked(ctx, authOf(request).userId, request.params.id, false),
  );
}
