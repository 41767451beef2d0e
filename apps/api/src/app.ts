import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './db/database';
import { frameworkErrors, registerErrorHandler } from './lib/error-handler';
import { registerLanguage } from './lib/language';
import { serializerCompiler } from './lib/serializer';
import { JobRunner } from './lib/jobs/job-runner';
import { MAIL_DELIVERY_JOB, Mailer } from './lib/mailer';
import { trackAllowedMethods } from './lib/allowed-methods';
import { requestSerializer } from './lib/log-redaction';
import { registerNoStore } from './lib/no-store';
import { incomingRequestId } from './lib/request-id';
import { pluginStore } from './lib/rate-limit-store';
import { requestValidator } from './lib/validator';
import { registerSecurityHeaders } from './lib/security-headers';
import { openSharedState, type SharedState } from './lib/shared-state';
import { AccessTokens } from './lib/tokens';
import { accountRoutes } from './modules/account/account.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { passwordChangedAt } from './modules/auth/auth.repo';
import { authRoutes } from './modules/auth/auth.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { shippingEstimatesRoutes } from './modules/checkout/shipping-estimates.routes';
import { categoriesRoutes } from './modules/catalog/categories.routes';
import { mediaPlugin } from './modules/catalog/media.plugin';
import { productsRoutes } from './modules/catalog/products.routes';
import { CATALOG_CHANGED } from './modules/catalog/response-cache';
import { reviewsRoutes } from './modules/catalog/reviews.routes';
import { stockRoutes } from './modules/catalog/stock.routes';
import { healthRoutes } from './modules/health/health.routes';
import { discoveryRoutes } from './modules/integrations/discovery.routes';
import { metricsRoutes, registerHttpMetrics } from './modules/integrations/metrics.routes';
import { WEBHOOK_JOB } from './modules/integrations/webhook-deliverer';
import { WEBHOOKS_QUEUED } from './modules/integrations/webhook-outbox';
import { INTEGRATION_SECURITY_SCHEMES, openApiTransform, openApiTransformObject } from './modules/integrations/openapi';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { giftCardsRoutes } from './modules/gift-cards/gift-cards.routes';
import { GIFT_CARD_SALES_JOB } from './modules/gift-cards/gift-card-sales';
import { ORDER_PAID } from './modules/orders/order-events';
import { storeCreditRoutes } from './modules/store-credit/store-credit.routes';
import { returnsRoutes } from './modules/returns/returns.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { stripeWebhookRoutes } from './modules/orders/stripe-webhook.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { marketsRoutes } from './modules/markets/markets.routes';
import { getSettings } from './modules/settings/settings.service';
import { supportRoutes } from './modules/support/support.routes';
import { usersRoutes } from './modules/users/users.routes';
import { webPlugin } from './modules/web/web.plugin';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { VERSION } from './version';

export interface BuildOptions {
  /** An already opened database (tests); otherwise the configured one is opened and closed with the app. */
  database?: DatabaseHandle;
  databaseOptions?: DatabaseOptions;
  /** Rate limits and cache-change notices shared with other instances (tests); otherwise opened from the config and closed with the app. */
  sharedState?: SharedState;
  /** Serve the built storefront and admin (the production server does; API tests do not). */
  serveWeb?: boolean;
  /** Where the JSON log lines go (tests read them); standard output otherwise. */
  logStream?: { write(line: string): void };
  /** Start the background jobs once the app is ready (the server does; API tests run rounds with `ctx.jobs.runNow`). */
  runJobs?: boolean;
  /** Told of every route as it is added, with its schemas (a test compares them with the front ends' contract). */
  onRoute?: (route: RouteOptions) => void;
}

export interface App {
  app: FastifyInstance;
  ctx: AppContext;
}

/** Builds the whole server: external plugins, then ours, then each module's routes under /api. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Request URLs carry reset and newsletter tokens: one serializer redacts them (lib/log-redaction).
      serializers: { req: requestSerializer },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // A well-formed X-Request-Id from a load balancer is kept, so one request can be followed through both logs.
    genReqId: (request) => incomingRequestId(request.headers['x-request-id']) ?? randomUUID(),
    requestIdHeader: false,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    frameworkErrors,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(requestValidator);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerLanguage(app);
  registerHttpMetrics(app);
  const allowedMethods = trackAllowedMethods(app);
  // Set when the request arrives, so every answer carries it (errors and 304s too). The per-request
  // hooks take callbacks rather than being async: no promise per hook on every call (issue 29).
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('x-request-id', request.id);
    done();
  });
  registerNoStore(app);

  const database = options.database ?? openDatabase(config.database, options.databaseOptions);
  const shared = options.sharedState ?? (await openSharedState(config, app.log));
  const mailer = new Mailer(database.db, app.log, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    // Only the demo setup prints mails (e.g. reset links) to the log; real shops never do.
    logBodies: config.seedDemo,
    // Called when a mail is sent, after ctx below exists.
    shopName: async () => (await getSettings(ctx)).shop_name,
  });
  const ctx: AppContext = {
    db: database.db,
    dialect: database.dialect,
    config,
    // Access tokens issued before the user's last password change are refused.
    tokens: new AccessTokens(config.jwtSecret, (userId) => passwordChangedAt(database.db, userId)),
    mailer,
    log: app.log,
    changes: shared.changes,
    jobs: new JobRunner(database.db, app.log),
  };
  // The catalog module announces each of its committed writes (ADR 017): every process of the
  // shop drops its catalog and page caches (this one at once, the others through the change bus).
  // A stock change carries the products it moved (ADR 031): the caches keep the other products' answers.
  const stopCatalogNotices = database.notices.subscribe(CATALOG_CHANGED, (details) =>
    shared.changes.publish(CATALOG_CHANGED, details?.join(',')),
  );
  // A committed webhook event starts the deliverer at once (if this process holds its lease; otherwise its holder finds it within seconds).
  const stopOutboxNotices = database.notices.subscribe(WEBHOOKS_QUEUED, () => ctx.jobs.nudge(WEBHOOK_JOB));
  // A paid order may have sold gift cards: issue (and mail) them at once.
  const stopPaidNotices = database.notices.subscribe(ORDER_PAID, () => ctx.jobs.nudge(GIFT_CARD_SALES_JOB));
  ctx.jobs.register({ name: MAIL_DELIVERY_JOB, everyMs: 30_000, run: () => mailer.deliverDue() });
  if (options.runJobs) app.addHook('onReady', async () => ctx.jobs.start());
  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    stopCatalogNotices();
    stopOutboxNotices();
    stopPaidNotices();
    await mailer.idle();
    mailer.close();
    if (!options.database) await database.close();
    if (!options.sharedState) await shared.close();
  });

  registerSecurityHeaders(app, {
    // The API, its docs and the admin; storefront pages replace it with a policy that allows their inline scripts by hash (ADR 011).
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // A configured origin can use the whole API from a browser: every method, and the headers it needs to read.
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['x-request-id', 'retry-after', 'content-disposition'],
    maxAge: 600,
  });
  await app.register(rateLimit, { global: false, store: pluginStore(shared.rateLimits) });
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.shopName} API`, version: VERSION },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, ...INTEGRATION_SECURITY_SCHEMES } },
    },
    transform: openApiTransform,
    transformObject: openApiTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ctx, version: VERSION, redis: shared.ping });
      await api.register(authRoutes, { ctx });
      await api.register(usersRoutes, { ctx });
      await api.register(cartRoutes, { ctx });
      await api.register(wishlistRoutes, { ctx });
      await api.register(accountRoutes, { ctx });
      await api.register(newsletterRoutes, { ctx });
      await api.register(supportRoutes, { ctx });
      await api.register(categoriesRoutes, { ctx });
      await api.register(productsRoutes, { ctx });
      await api.register(reviewsRoutes, { ctx });
      await api.register(stockRoutes, { ctx });
      await api.register(settingsRoutes, { ctx });
      await api.register(marketsRoutes, { ctx });
      await api.register(adminRoutes, { ctx });
      await api.register(checkoutRoutes, { ctx });
      await api.register(shippingEstimatesRoutes, { ctx });
      await api.register(ordersRoutes, { ctx });
      await api.register(giftCardsRoutes, { ctx });
      await api.register(storeCreditRoutes, { ctx });
      await api.register(returnsRoutes, { ctx });
      await api.register(paymentsRoutes, { ctx });
      await api.register(stripeWebhookRoutes, { ctx });
      await api.register(metricsRoutes, { ctx });
    },
    { prefix: '/api' },
  );

  await mediaPlugin(app, { dataDir: config.dataDir, crossOrigin: config.corsOrigins.length > 0 });
  await app.register(discoveryRoutes, { ctx });
  await webPlugin(app, { config: options.serveWeb ? config : { ...config, web: {} }, allowedMethods, changes: shared.changes, ctx });
  return { app, ctx };
}
