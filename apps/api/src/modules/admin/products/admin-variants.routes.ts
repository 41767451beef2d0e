import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminVariantListSchema,
  AdminVariantSchema,
  IdParamsSchema,
  VariantBulkSchema,
  VariantParamsSchema,
  VariantPatchSchema,
} from '@shopwright/shared/admin';
import type { AppContext } from '../../../context';
import { authOf } from '../../../lib/auth-guard';
import { ADMIN_ERRORS, ADMIN_SECURITY } from '../admin.schemas';
import * as variants from './admin-variants.service';

export async function adminVariantsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: products'];
  const security = ADMIN_SECURITY;

  app.get(
    '/admin/products/:id/variants',
    {
      schema: {
        tags,
        summary: 'A product’s variants (one per colour x size): SKU, own prices, stock, barcode, picture; retired ones last',
        security,
        params: IdParamsSchema,
        response: { 200: AdminVariantListSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => variants.listVariants(ctx, request.params.id),
  );

  app.patch(
    '/admin/products/:id/variants/:variantId',
    {
      schema: {
        tags,
        summary: 'Change a variant’s SKU, own prices (null: the product’s), stock, barcode or picture',
        description:
          'Negative stock → 400; a SKU another variant has → 409. A stock change is kept in the stock history; stock raised from 0 mails whoever waits for this variant.',
        security,
        params: VariantParamsSchema,
        body: VariantPatchSchema,
        response: { 200: AdminVariantSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => variants.patchVariant(ctx, authOf(request).userId, request.params.id, request.params.variantId, request.body),
  );

  app.post(
    '/admin/products/:id/variants/bulk',
    {
      schema: {
        tags,
        summary: 'Set the stock and/or prices of several variants of a product at once (all or none)',
        security,
        params: IdParamsSchema,
        body: VariantBulkSchema,
        response: { 200: AdminVariantListSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => variants.bulkUpdateVariants(ctx, authOf(request).userId, request.params.id, request.body),
  );
}
