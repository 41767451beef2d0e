import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminUserPageSchema,
  AdminUserSchema,
  CreateAdminSchema,
  IdParamsSchema,
  PageQuerySchema,
  PromoteAdminSchema,
} from '@shopwright/shared/admin';
import type { AppContext } from '../../context';
import { authOf } from '../../lib/auth-guard';
import * as admins from './admin-users.service';
import { ADMIN_ERRORS, ADMIN_SECURITY } from './admin.schemas';

export async function adminUsersRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: admin users'];

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'The admins',
        security: ADMIN_SECURITY,
        querystring: PageQuerySchema,
        response: { 200: AdminUserPageSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => admins.listAdmins(ctx, request.query),
  );

  app.post(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'Create an admin account',
        security: ADMIN_SECURITY,
        body: CreateAdminSchema,
        response: { 201: AdminUserSchema, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(await admins.createAdmin(ctx, authOf(request).userId, request.body)),
  );

  app.post(
    '/admin/users/promote',
    {
      schema: {
        tags,
        summary: 'Make an existing customer an admin',
        security: ADMIN_SECURITY,
        body: PromoteAdminSchema,
        response: { 200: AdminUserSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => admins.promote(ctx, authOf(request).userId, request.body.email),
  );

  app.post(
    '/admin/users/:id/demote',
    {
      schema: {
        tags,
        summary: 'Make an admin a customer again (never the last admin)',
        security: ADMIN_SECURITY,
        params: IdParamsSchema,
        response: { 200: AdminUserSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => admins.demote(ctx, authOf(request).userId, request.params.id),
  );
}
