import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CATALOG_MESSAGES, ProductIdParamSchema } from '@shopwright/shared/catalog';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import { MarketQuerySchema } from '@shopwright/shared/markets';
import { fromMinor, fromMinorIn } from '@shopwright/shared/money';
import { ShippingEstimatesSchema } from '@shopwright/shared/tax';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { productKey } from '../catalog/product-key';
import { findVisibleProduct } from '../catalog/products.repo';
import { getSettings } from '../settings/settings.service';
import { getShippingMethods } from '../shipping/shipping-config';
import { getTaxConfig } from '../tax/tax-config';
import { utcDay } from '../tax/tax.service';
import { saleMarket } from './market';
import { shippingEstimates, shippingInMarket } from './shipping-estimates';

/**
 * `GET products/{id}/shipping`: public, for the product page's structured data and anyone comparing
 * shipping. `?market=` answers as checkout in that market charges it (issue 27): the product at its
 * price there, the methods in its currency, to each of its countries, as its feed says.
 */
export async function shippingEstimatesRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/products/:id/shipping',
    {
      schema: {
        tags: ['catalog'],
        summary: 'What one unit of a product (at its lowest price) costs to ship, per country and method, as checkout charges it there',
        description:
          '`?market=` (a code): in that market, as its checkout charges one unit (its price and currency there, to its countries); ' +
          'unknown or inactive: 400 on `market`. Without it, the primary market as before.',
        params: ProductIdParamSchema,
        querystring: MarketQuerySchema,
        response: { 200: ShippingEstimatesSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const sale = request.query.market === undefined ? undefined : await saleMarket(ctx, request.query.market, 'field');
      const priced = sale && !sale.market.primary ? sale.market.code : undefined;
      const [product, settings, tax, methods] = await Promise.all([
        findVisibleProduct(ctx.db, productKey(request.params.id), priced),
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
        unit_price: Number(priced ? product.market_sale_price : product.sale_price),
        quantity: 1,
        tax_category: product.tax_category,
        weight: product.weight === null ? null : Number(product.weight),
      };
      const pricing = { settings, tax, methods, day: utcDay() };
      if (!sale) {
        const estimates = shippingEstimates(pricing, line);
        return {
          currency: settings.currency,
          prices_include_tax: settings.prices_include_tax,
          estimates: estimates.map((e) => ({ ...e, price: fromMinor(e.price) })),
        };
      }
      const currency = sale.market.currency;
      return {
        currency,
        prices_include_tax: settings.prices_include_tax,
        estimates: shippingInMarket(pricing, line, sale).map((e) => ({ ...e, price: fromMinorIn(e.price, currency) })),
      };
    },
  );
}
