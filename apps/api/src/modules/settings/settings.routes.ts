import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import { MarketQueryFields } from '@shopwright/shared/markets';
import { fromMinorIn, toMinorIn } from '@shopwright/shared/money';
import { ShopSettingsSchema, type ShopSettings } from '@shopwright/shared/settings';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { shippingAmountIn } from '../checkout/destination';
import { saleMarket, type SaleMarket } from '../checkout/market';
import { getPublicSettings } from './settings.service';

/**
 * The settings as a market's pages show them (issue 27): its currency, and the shipping shortcuts
 * (the Standard and Express rates, the free-shipping threshold) in it, as its checkout charges them.
 */
function inMarket(settings: ShopSettings, sale: SaleMarket): ShopSettings {
  if (sale.market.primary) return settings;
  const currency = sale.market.currency;
  const amount = (value: number) => fromMinorIn(shippingAmountIn(sale, toMinorIn(value, sale.base)), currency);
  const { standard, express, free_shipping_threshold: free } = settings.shipping;
  return {
    ...settings,
    currency,
    shipping: {
      ...settings.shipping,
      standard: amount(standard),
      express: amount(express),
      free_shipping_threshold: free === null ? null : amount(free),
    },
  };
}

/** Public shop settings: name, contact lines, currency, tax and shipping rates. */
export async function settingsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'The shop settings the storefront shows',
        description:
          "`?market=` (a code): that market's currency, and the shipping rates and free-shipping threshold in it; unknown or " +
          'inactive: 400 on `market`. Without it, as before.',
        querystring: z.object({ market: MarketQueryFields.market }),
        response: { 200: ShopSettingsSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const settings = await getPublicSettings(ctx);
      return request.query.market === undefined ? settings : inMarket(settings, await saleMarket(ctx, request.query.market, 'field'));
    },
  );
}
