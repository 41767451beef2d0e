import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { adminCustomersRoutes } from './admin-customers.routes';
import { adminMailsRoutes } from './admin-mails.routes';
import { adminNewsletterRoutes } from './admin-newsletter.routes';
import { adminSettingsRoutes } from './admin-settings.routes';
import { adminSupportRoutes } from './admin-support.routes';
import { adminUsersRoutes } from './admin-users.routes';
import { adminDiscountsRoutes } from './discounts/admin-discounts.routes';
import { adminOrdersRoutes } from './orders/admin-orders.routes';
import { adminCatalogRoutes } from './products/admin-catalog.routes';
import { adminReportsRoutes } from './reports/reports.routes';
import { adminIntegrationsRoutes } from '../integrations/integrations.routes';
import { adminGuard } from './admin.guard';
import { auditRoutes } from './audit.routes';
import { taxRoutes } from '../tax/tax.routes';
import { marketsAdminRoutes } from '../markets/markets.routes';
import { shippingRoutes } from '../shipping/shipping.routes';
import { adminReturnsRoutes } from '../returns/returns.admin.routes';
import { adminGiftCardsRoutes } from '../gift-cards/gift-cards.admin.routes';
import { adminStoreCreditRoutes } from '../store-credit/store-credit.routes';

/**
 * Every `/api/admin/*` route. The guard is a hook of this plugin, so a route registered in here
 * (one `app.register` line per admin area) is refused to guests (401) and customers (403)
 * without further ado; admin-authz.test.ts checks that for every route it finds.
 */
export async function adminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.addHook('onRequest', adminGuard(ctx));
  // Uploads (product pictures, CSV files) are read with request.file(), each route setting its own size limit.
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 20 } });
  await app.register(adminCustomersRoutes, { ctx });
  await app.register(adminSettingsRoutes, { ctx });
  await app.register(adminUsersRoutes, { ctx });
  await app.register(auditRoutes, { ctx });
  await app.register(adminSupportRoutes, { ctx });
  await app.register(adminMailsRoutes, { ctx });
  await app.register(adminNewsletterRoutes, { ctx });
  await app.register(adminCatalogRoutes, { ctx });
  await app.register(adminDiscountsRoutes, { ctx });
  await app.register(adminOrdersRoutes, { ctx });
  await app.register(adminReportsRoutes, { ctx });
  await app.register(adminIntegrationsRoutes, { ctx });
  await app.register(taxRoutes, { ctx });
  await app.register(marketsAdminRoutes, { ctx });
  await app.register(shippingRoutes, { ctx });
  await app.register(adminReturnsRoutes, { ctx });
  await app.register(adminGiftCardsRoutes, { ctx });
  await app.register(adminStoreCreditRoutes, { ctx });
}
