import cluster from 'node:cluster';
import { buildApp } from './app';
import { logStartupFailure, runPrimary, startupLog } from './cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrations/index';
import { renderDemoPictures } from './db/seed/catalog-images';
import { seed } from './db/seed/index';
import { closeGracefully } from './lib/graceful-close';
import { assertRedisReachable } from './lib/shared-state';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      logStartupFailure(err, err.problems);
      process.exit(1);
    }
    throw err;
  }
}

type Log = { info(obj: object, msg: string): void };

/** Migrations, seed data and demo pictures: once per start, before any request is served. */
async function prepareDatabase(config: Config, database: DatabaseHandle, log: Log) {
  const migrated = await migrateToLatest(database.db, database.dialect);
  const seeded = await seed(database.db, { demo: config.seedDemo });
  if (migrated.length > 0) log.info({ migrations: migrated }, 'database migrated');
  if (seeded.demoAccounts.length > 0) log.info({ accounts: seeded.demoAccounts }, 'demo accounts created');
  if (seeded.catalog.products > 0) log.info(seeded.catalog, 'demo catalog created');
  const pictures = await renderDemoPictures(database.db, config.dataDir, config.demoMediaCacheDir);
  if (pictures.pictures > 0) log.info(pictures, 'demo catalog pictures ready');
}

/** The cluster primary prepares the database in a connection of its own, closed before forking. */
async function prepareForWorkers(config: Config) {
  const database = openDatabase(config.database);
  try {
    await prepareDatabase(config, database, startupLog(config));
  } finally {
    await database.close();
  }
}

async function main() {
  const config = readConfig();
  // Before migrating or seeding anything: a shop that cannot reach its Redis does not start.
  if (cluster.isPrimary && config.redisUrl) await assertRedisReachable(config.redisUrl);
  if (cluster.isPrimary && config.workers > 1) {
    await runPrimary(config, () => prepareForWorkers(config), SHUTDOWN_GRACE_MS);
    return;
  }
  const database = openDatabase(config.database);
  // Workers find the database ready: their primary prepared it before forking them.
  if (!cluster.isWorker) await prepareDatabase(config, database, startupLog(config));
  const { app } = await buildApp(config, { database, serveWeb: true, runJobs: true });

  let closing = false;
  // Requests in flight finish with their whole answer, then their connection closes (see
  // lib/graceful-close); answers sent while closing tell the client not to reuse the connection.
  const connections = closeGracefully(app.server);
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    connections.begin();
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

  await app.listen({ port: config.port, host: config.host });
  const where = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.port}`;
  if (cluster.isWorker && cluster.worker?.id !== 1) return;
  app.log.info(`${config.shopName} is serving on ${where} (storefront /, admin /admin, API /api, docs /api/docs) with ${database.dialect}`);
  if (config.seedDemo && config.env !== 'production') {
    app.log.info('demo accounts (if not changed): admin@example.com / Admin12345, shopper@example.com / Shopper12345');
  }
}

main().catch((err: unknown) => {
  logStartupFailure(err);
  process.exit(1);
});
