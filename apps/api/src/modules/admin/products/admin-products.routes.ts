import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminProductDetailSchema,
  AdminProductSchema,
  BulkProductActionSchema,
  BulkProductResultSchema,
  IdParamsSchema,
  PageQuerySchema,
  pageOf,
  ProductFiltersSchema,
  ProductInputSchema,
  ProductPatchSchema,
} from '@shopwright/shared/admin';
import type { AppContext } from '../../../context';
import { authOf } from '../../../lib/auth-guard';
import { ADMIN_ERRORS, ADMIN_SECURITY } from '../admin.schemas';
import * as products from './admin-products.service';

export async function adminProductsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: products'];
  const security = ADMIN_SECURITY;

  app.get(
    '/admin/products',
    {
      schema: {
        tags,
        summary: 'Every product (published or not): search, filters, sort and page',
        description: '`stock`: `in` (any left), `low` (1 to 5 left) or `out`. `q` searches the name, texts and slug.',
        security,
        querystring: PageQuerySchema.extend(ProductFiltersSchema.shape),
        response: { 200: pageOf(AdminProductSchema), ...ADMIN_ERRORS },
      },
    },
    async (request) => products.listProducts(ctx, request.query),
  );

  app.get(
    '/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'A product with its pictures, options and who changed it last',
        security,
        params: IdParamsSchema,
        response: { 200: AdminProductDetailSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => products.getProduct(ctx, request.params.id),
  );

  app.post(
    '/admin/products',
    {
      schema: {
        tags,
        summary: 'Create a product (unpublished unless `published` is true)',
        description: 'The slug is made from the name when left out; a taken slug is a 409. Category and brand are slugs.',
        security,
        body: ProductInputSchema,
        response: { 201: AdminProductDetailSchema, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(await products.createProduct(ctx, authOf(request).userId, request.body)),
  );

  app.patch(
    '/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'Change some of a product’s fields',
        description:
          'A stock change is recorded in the stock history (with `stock_note`); stock raised from 0 mails the shoppers waiting for it.',
        security,
        params: IdParamsSchema,
        body: ProductPatchSchema,
        response: { 200: AdminProductDetailSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => products.updateProduct(ctx, authOf(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product for good (orders keep their own copy of its name and price)',
        security,
        params: IdParamsSchema,
        response: { 204: z.null(), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      await products.deleteProduct(ctx, authOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/products/bulk',
    {
      schema: {
        tags,
        summary: 'Publish or unpublish several products at once',
        description: 'All or nothing: an unknown id is a 404 and nothing changes. Answers how many products changed.',
        security,
        body: BulkProductActionSchema,
        response: { 200: BulkProductResultSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => products.bulkPublish(ctx, authOf(request).userId, request.body),
  );
}
