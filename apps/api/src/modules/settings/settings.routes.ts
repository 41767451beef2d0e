import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ShopSettingsSchema } from '@shopwright/shared/settings';
import type { AppContext } from '../../context';
import { getPublicSettings } from './settings.service';

/** Public shop settings: name, contact lines, currency, tax and shipping rates. */
export async function settingsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/settings',
    {
      schema: { tags: ['settings'], summary: 'The shop settings the storefront shows', response: { 200: ShopSettingsSchema } },
    },
    async () => getPublicSettings(ctx),
  );
}
