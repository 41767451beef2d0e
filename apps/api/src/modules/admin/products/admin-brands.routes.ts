import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminBrandSchema, BrandInputSchema, BrandPatchSchema, IdParamsSchema } from '@shopwright/shared/admin';
import type { AppContext } from '../../../context';
import { authOf } from '../../../lib/auth-guard';
import { ADMIN_ERRORS, ADMIN_SECURITY } from '../admin.schemas';
import * as brands from './admin-brands.service';

export async function adminBrandsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: brands'];
  const security = ADMIN_SECURITY;

  app.get(
    '/admin/brands',
    {
      schema: {
        tags,
        summary: 'Brands by name with all their products counted',
        security,
        response: { 200: z.array(AdminBrandSchema), ...ADMIN_ERRORS },
      },
    },
    async () => brands.listBrands(ctx),
  );

  app.post(
    '/admin/brands',
    {
      schema: {
        tags,
        summary: 'Create a brand (slug made from the name when left out)',
        security,
        body: BrandInputSchema,
        response: { 201: AdminBrandSchema, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(await brands.createBrand(ctx, authOf(request).userId, request.body)),
  );

  app.patch(
    '/admin/brands/:id',
    {
      schema: {
        tags,
        summary: 'Rename a brand (the slug changes only when sent)',
        security,
        params: IdParamsSchema,
        body: BrandPatchSchema,
        response: { 200: AdminBrandSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => brands.updateBrand(ctx, authOf(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/admin/brands/:id',
    {
      schema: {
        tags,
        summary: 'Delete a brand without products (409 while it has some)',
        security,
        params: IdParamsSchema,
        response: { 204: z.null(), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      await brands.deleteBrand(ctx, authOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
