import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrations/index';
import { renderDemoPictures } from './db/seed/catalog-images';
import { seed } from './db/seed/index';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main() {
  const config = readConfig();
  const database = openDatabase(config.database);
  const migrated = await migrateToLatest(database.db, database.dialect);
  const seeded = await seed(database.db, { demo: config.seedDemo });
  const { app } = await buildApp(config, { database, serveWeb: true });

  if (migrated.length > 0) app.log.info({ migrations: migrated }, 'database migrated');
  if (seeded.demoAccounts.length > 0) app.log.info({ accounts: seeded.demoAccounts }, 'demo accounts created');
  if (seeded.catalog.products > 0) app.log.info(seeded.catalog, 'demo catalog created');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const pictures = await renderDemoPictures(database.db, config.dataDir, config.demoMediaCacheDir);
  if (pictures.pictures > 0) app.log.info(pictures, 'demo catalog pictures ready');
  await app.listen({ port: config.port, host: config.host });
  const where = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.port}`;
  app.log.info(`${config.shopName} is serving on ${where} (storefront /, admin /admin, API /api, docs /api/docs) with ${database.dialect}`);
  if (config.seedDemo && config.env !== 'production') {
    app.log.info('demo accounts (if not changed): admin@example.com / Admin12345, shopper@example.com / Shopper12345');
  }
}

main().catch((err) => {
  console.error('Shopwright failed to start:', err);
  process.exit(1);
});
