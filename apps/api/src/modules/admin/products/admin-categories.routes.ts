import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCategorySchema,
  CategoryInputSchema,
  CategoryOrderSchema,
  CategoryPatchSchema,
  IdParamsSchema,
} from '@shopwright/shared/admin';
import type { AppContext } from '../../../context';
import { authOf } from '../../../lib/auth-guard';
import { ADMIN_ERRORS, ADMIN_SECURITY } from '../admin.schemas';
import * as categories from './admin-categories.service';

export async function adminCategoriesRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: categories'];
  const security = ADMIN_SECURITY;

  app.get(
    '/admin/categories',
    {
      schema: {
        tags,
        summary: 'Categories in menu order with all their products counted',
        security,
        response: { 200: z.array(AdminCategorySchema), ...ADMIN_ERRORS },
      },
    },
    async () => categories.listCategories(ctx),
  );

  app.post(
    '/admin/categories',
    {
      schema: {
        tags,
        summary: 'Create a category at the end of the menu (slug made from the name when left out)',
        security,
        body: CategoryInputSchema,
        response: { 201: AdminCategorySchema, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(await categories.createCategory(ctx, authOf(request).userId, request.body)),
  );

  app.put(
    '/admin/categories/order',
    {
      schema: {
        tags,
        summary: 'Put every category in a new menu order',
        security,
        body: CategoryOrderSchema,
        response: { 200: z.array(AdminCategorySchema), ...ADMIN_ERRORS },
      },
    },
    async (request) => categories.reorderCategories(ctx, authOf(request).userId, request.body.ids),
  );

  app.patch(
    '/admin/categories/:id',
    {
      schema: {
        tags,
        summary: 'Rename or describe a category (the slug changes only when sent)',
        security,
        params: IdParamsSchema,
        body: CategoryPatchSchema,
        response: { 200: AdminCategorySchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => categories.updateCategory(ctx, authOf(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/admin/categories/:id',
    {
      schema: {
        tags,
        summary: 'Delete an empty category (409 while it has products)',
        security,
        params: IdParamsSchema,
        response: { 204: z.null(), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      await categories.deleteCategory(ctx, authOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
