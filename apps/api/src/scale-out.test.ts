import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUpAndIn, type ApiClient } from '../test/api-client';
import { createTestDatabaseTarget, TEST_DIALECT, testConfig, type TestApp } from '../test/test-app';
import { buildApp } from './app';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrations/index';
import { seed } from './db/seed/index';
import { signInAdmin } from './modules/admin/admin.fixtures';
import { createProduct } from '../test/factories';

/*
 * Two API instances, as two machines behind a load balancer would run them: each with its own
 * database pool, Redis connections and in-process state, sharing only the database (PostgreSQL
 * in CI; the same SQLite file in the SQLite run) and Redis (under a key prefix of this run).
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const hasRedis = await redisAvailable();
const LOGIN_LIMIT = 4;

describe.skipIf(!hasRedis)(`two API instances on one ${TEST_DIALECT} database and one Redis`, () => {
  const prefix = `sw-test-${randomBytes(6).toString('hex')}:`;
  const instances: TestApp[] = [];
  let drop: () => Promise<void>;
  let a: ApiClient;
  let b: ApiClient;

  beforeAll(async () => {
    const target = await createTestDatabaseTarget();
    drop = target.drop;
    const config = testConfig({
      database: target.database,
      redisUrl: REDIS_URL,
      redisPrefix: prefix,
      rateLimits: { ...testConfig().rateLimits, loginPerIp: { max: LOGIN_LIMIT, timeWindowMs: 60_000 } },
    });
    for (let i = 0; i < 2; i++) {
      const database = openDatabase(config.database);
      if (i === 0) {
        await migrateToLatest(database.db, database.dialect);
        await seed(database.db, { demo: false });
      }
      const built = await buildApp(config, { database });
      await built.app.ready();
      instances.push({ ...built, database, close: async () => void (await built.app.close(), await database.close()) });
    }
    a = apiClient(instances[0]!.app);
    b = apiClient(instances[1]!.app);
  });

  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await drop?.();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts login attempts of one address across both instances', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= LOGIN_LIMIT; i++) {
      const api = i % 2 === 0 ? a : b;
      codes.push(
        (await api.post('auth/login', { email: `nobody${i}@example.com`, password: 'wrong-password' }, { ip: '10.9.0.1' })).status,
      );
    }
    expect(codes).toEqual([...Array(LOGIN_LIMIT).fill(401), 429]);
    expect((await a.post('auth/login', { email: 'x@example.com', password: 'wrong-password' }, { ip: '10.9.0.1' })).status).toBe(429);
    // Another address still has its own allowance.
    expect((await b.post('auth/login', { email: 'x@example.com', password: 'wrong-password' }, { ip: '10.9.0.2' })).status).toBe(401);
  });

  it('accepts on one instance the access token issued by the other', async () => {
    const { account, access } = await signUpAndIn(a);
    const me = await b.get('users/me', { token: access });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(account.email.toLowerCase());
  });

  it('refuses on one instance a refresh token rotated on the other, and revokes its family', async () => {
    const { refresh } = await signUpAndIn(b);
    const rotated = await a.post('auth/refresh-token', { refreshToken: refresh });
    expect(rotated.status).toBe(200);
    const reuse = await b.post('auth/refresh-token', { refreshToken: refresh });
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('INVALID_REFRESH_TOKEN');
    // Reuse detection revoked the whole family: the fresh token is refused on both instances.
    expect((await a.post('auth/refresh-token', { refreshToken: rotated.body.refresh })).status).toBe(401);
  });

  it('drops the cached settings of the other instance when one saves them', async () => {
    const admin = await signInAdmin(instances[0]!);
    expect((await b.get('settings')).status).toBe(200); // B now holds the settings in memory
    const saved = await a.patch('admin/settings', { tax_rate: 7.5 }, { token: admin.access });
    expect(saved.status).toBe(200);
    await expect.poll(async () => (await b.get('settings')).body.tax_rate, { timeout: 2_000 }).toBe(7.5);
  });

  it("tells the other instance which product's stock moved: it drops that product's kept answer and keeps the others (ADR 031)", async () => {
    const admin = await signInAdmin(instances[0]!);
    const db = instances[0]!.ctx.db;
    const moved = await createProduct(db, { name: 'Scale Kettle', stock: 5 });
    const other = await createProduct(db, { name: 'Scale Teapot', stock: 5 });
    // The creations' notices reach B through Redis in order: once a marker sent after them arrives, they have.
    const marker = new Promise<void>((resolve) => {
      const stop = instances[1]!.ctx.changes.subscribe('test-marker', () => (stop(), resolve()));
    });
    instances[0]!.ctx.changes.publish('test-marker');
    await marker;
    const keptOnB = async (id: number) => (await b.get(`products/${id}`)).body as { name: string; available: number };
    expect((await keptOnB(moved.id)).available).toBe(5);
    expect((await keptOnB(other.id)).available).toBe(5);
    // Written behind B's back: only a notice can tell B's kept answers that something changed.
    await db.updateTable('products').set({ name: 'Scale Teapot (renamed in the database)' }).where('id', '=', other.id).execute();
    const variant = (await a.get(`products/${moved.id}`)).body.variants[0].id as number;
    const res = await a.patch(`admin/products/${moved.id}/variants/${variant}`, { stock: 2 }, { token: admin.access });
    expect(res.status, res.text).toBe(200);
    await expect.poll(async () => (await keptOnB(moved.id)).available, { timeout: 2_000 }).toBe(2);
    expect((await keptOnB(other.id)).name).toBe('Scale Teapot');
  });
});
