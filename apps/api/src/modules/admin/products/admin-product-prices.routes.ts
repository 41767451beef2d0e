import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@shopwright/shared/admin';
import { FixedPriceSchema, FixedPricesInputSchema } from '@shopwright/shared/markets';
import type { AppContext } from '../../../context';
import { authOf } from '../../../lib/auth-guard';
import { ADMIN_ERRORS, ADMIN_SECURITY } from '../admin.schemas';
import * as prices from './admin-product-prices.service';

/** `admin/products/{id}/prices`: fixed prices per market currency, which beat converted ones (ADR 027). */
export async function adminProductPricesRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['admin: products'], security: ADMIN_SECURITY, params: IdParamsSchema };

  app.get(
    '/admin/products/:id/prices',
    {
      schema: {
        ...schema,
        summary: 'A product’s fixed prices per currency (variant_id null: the product’s, for its variants without their own)',
        response: { 200: z.array(FixedPriceSchema), ...ADMIN_ERRORS },
      },
    },
    async (request) => prices.listFixedPrices(ctx, request.params.id),
  );

  app.put(
    '/admin/products/:id/prices',
    {
      schema: {
        ...schema,
        summary: 'Replace a product’s fixed prices: [{currency, variant_id?, price, sale_price?}]',
        description:
          'The currency must be a non-primary market’s; an amount with more decimals than its currency has (JPY none) is a 400 on its field; ' +
          'a variant of another product is a 400. Without sale_price the product is not on sale in that currency.',
        body: FixedPricesInputSchema,
        response: { 200: z.array(FixedPriceSchema), ...ADMIN_ERRORS },
      },
    },
    async (request) => prices.putFixedPrices(ctx, authOf(request).userId, request.params.id, request.body),
  );
}
