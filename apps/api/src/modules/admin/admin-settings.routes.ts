import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminShopSettingsSchema, ShopSettingsInputSchema, ShopSettingsPatchSchema } from '@shopwright/shared/settings';
import type { AppContext } from '../../context';
import { authOf } from '../../lib/auth-guard';
import { getAdminSettings, updateSettings } from '../settings/settings.service';
import { ADMIN_ERRORS, ADMIN_SECURITY } from './admin.schemas';

export async function adminSettingsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: settings'];
  const response = { 200: AdminShopSettingsSchema, ...ADMIN_ERRORS };

  app.get(
    '/admin/settings',
    {
      schema: { tags, summary: 'The shop settings and when they were last saved', security: ADMIN_SECURITY, response },
    },
    async () => getAdminSettings(ctx),
  );

  app.put(
    '/admin/settings',
    {
      schema: {
        tags,
        summary: 'Replace every setting (all fields required)',
        security: ADMIN_SECURITY,
        body: ShopSettingsInputSchema,
        response,
      },
    },
    async (request) => updateSettings(ctx, authOf(request).userId, request.body),
  );

  app.patch(
    '/admin/settings',
    {
      schema: {
        tags,
        summary: 'Change some settings (any subset of the fields)',
        security: ADMIN_SECURITY,
        body: ShopSettingsPatchSchema,
        response,
      },
    },
    async (request) => updateSettings(ctx, authOf(request).userId, request.body),
  );
}
