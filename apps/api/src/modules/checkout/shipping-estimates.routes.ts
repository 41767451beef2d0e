import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CATALOG_MESSAGES, ProductIdParamSchema } from '@shopwright/shared/catalog';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import { fromMinor } from '@shopwright/shared/money';
import { ShippingEstimatesSchema } from '@shopwright/shared/tax';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { productKey } from '../catalog/product-key';
import { findVisibleProduct } from '../catalog/products.repo';
import { getSettings } from '../settings/settings.service';
import { getShippingMethods } from '../shipping/shipping-config';
import { getTaxConfig } from '../tax/tax-config';
import { utcDay } from '../tax/tax.service';
import { shippingEstimates } from './shipping-estimates';

/** `GET products/{id}/shipping`: public, for the product page's structured data and anyone comparing shipping. */
export async function shippingEstimatesRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/products/:id/shipping',
    {
      schema: {
        tags: ['catalog'],
        summary: 'What one unit of a product (at its lowest price) costs to ship, per country and method, as checkout charges it there',
        params: ProductIdParamSchema,
        response: { 200: ShippingEstimatesSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const [product, settings, tax, methods] = await Promise.all([
        findVisibleProduct(ctx.db, productKey(request.params.id)),
        getSettings(ctx),
        getTaxConfig(ctx),
        getShippingMethods(ctx),
      ]);
      if (!product) throw notFound(CATALOG_MESSAGES.productNotFound);
      const line = {
        product_id: product.id,
        name: product.name,
        slug: product.slug,
        image: null,
        color: null,
        size: null,
        variant_id: null,
        sku: null,
        unit_price: Number(product.sale_price),
        quantity: 1,
        tax_category: product.tax_category,
        weight: product.weight === null ? null : Number(product.weight),
      };
      const estimates = shippingEstimates({ settings, tax, methods, day: utcDay() }, line);
      return {
        currency: settings.currency,
        prices_include_tax: settings.prices_include_tax,
        estimates: estimates.map((e) => ({ ...e, price: fromMinor(e.price) })),
      };
    },
  );
}
