import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LogEvent } from 'kysely';
import { buildApp, type App, type BuildOptions } from '../src/app';
import { DEFAULT_RATE_LIMITS, type Config } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrations/index';
import { seed } from '../src/db/seed/index';
import { createPostgresDatabase } from './postgres-database';

/** Which engine this test run uses: the vitest project sets TEST_DB; postgres needs TEST_DATABASE_URL. */
export const TEST_DIALECT = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

const RELAXED = { max: 10_000, timeWindowMs: 60_000 };
const relaxedLimits = {
  ...(Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((k) => [k, RELAXED])) as unknown as Config['rateLimits']),
  loginBackoffPerEmail: { ...DEFAULT_RATE_LIMITS.loginBackoffPerEmail, free: 10_000 },
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  return Object.freeze({
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: tmpdir(),
    database: { kind: 'sqlite', file: ':memory:' },
    jwtSecret: randomBytes(32).toString('hex'),
    smtpUrl: undefined,
    mailFrom: 'Shopwright Test <test@shopwright.local>',
    shopName: 'Shopwright',
    publicUrl: 'http://localhost:9000',
    logLevel: 'silent',
    seedDemo: false,
    trustProxy: false,
    corsOrigins: [],
    bodyLimit: 1024 * 1024,
    workers: 1,
    redisUrl: undefined,
    redisPrefix: 'shopwright-test:',
    catalogCacheEntries: 500,
    pageCacheEntries: 300,
    orderSettleAfterMs: 120_000,
    demoMediaCacheDir: undefined,
    rateLimits: relaxedLimits,
    stripe: undefined,
    paymentBench: { delayMs: 0, inTransaction: false },
    web: {},
    ...overrides,
  } satisfies Config);
}

/** A fresh, empty database of its own (a temporary SQLite file or a new PostgreSQL database) and how to remove it. */
export async function createTestDatabaseTarget(): Promise<{ database: Config['database']; drop(): Promise<void> }> {
  if (TEST_DIALECT === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const created = await createPostgresDatabase(adminUrl, 'sw_test');
    return { database: { kind: 'postgres', url: created.url }, drop: created.drop };
  }
  const dir = mkdtempSync(join(tmpdir(), 'sw-test-'));
  return { database: { kind: 'sqlite', file: join(dir, 'test.db') }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** A fresh, migrated database of its own: a temporary SQLite file or a new PostgreSQL database. */
export async function createTestDatabase(onQuery?: (event: LogEvent) => void): Promise<DatabaseHandle> {
  const target = await createTestDatabaseTarget();
  const handle = openDatabase(target.database, { onQuery });
  await migrateToLatest(handle.db, handle.dialect);
  return {
    ...handle,
    async close() {
      await handle.close();
      await target.drop();
    },
  };
}

export interface TestApp extends App {
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Builds the app on its own fresh database, seeded with the base categories. */
export async function createTestApp(overrides: Partial<Config> = {}, options: Omit<BuildOptions, 'database'> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  await seed(database.db, { demo: false });
  const built = await buildApp(testConfig(overrides), { ...options, database });
  await built.app.ready();
  return {
    ...built,
    database,
    async close() {
      await built.app.close();
      await database.close();
    },
  };
}

/** Mails sent to an address so far, oldest first (waits for the mail queue first). */
export async function mailsTo(t: TestApp, address: string) {
  await t.ctx.mailer.idle();
  return t.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', address.toLowerCase()).orderBy('id').execute();
}
