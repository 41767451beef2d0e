import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dir = () => mkdtempSync(join(tmpdir(), 'sw-config-'));

describe('configuration', () => {
  it('defaults to the embedded setup on port 9000 with SQLite under ./data', () => {
    const root = dir();
    const config = loadConfig({}, root);
    expect(config.port).toBe(9000);
    expect(config.database).toEqual({ kind: 'sqlite', file: join(root, 'data', 'shopwright.db') });
    expect(config.publicUrl).toBe('http://localhost:9000');
    expect(config.seedDemo).toBe(true);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('generates a JWT secret on first start and keeps it under the data directory', () => {
    const root = dir();
    const first = loadConfig({}, root);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(root, 'data', 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({}, root).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ JWT_SECRET: 'y'.repeat(40) }, dir()).jwtSecret).toBe('y'.repeat(40));
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/shop', JWT_SECRET: 'z'.repeat(32) }, dir());
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/shop' });
  });

  it('does not seed demo accounts in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'z'.repeat(32) }, dir()).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', JWT_SECRET: 'z'.repeat(32) }, dir()).seedDemo).toBe(true);
  });

  it('reads the scale-out settings: worker count and a Redis to share state through', () => {
    const single = loadConfig({ JWT_SECRET: 'z'.repeat(32) }, dir());
    expect({ workers: single.workers, redisUrl: single.redisUrl }).toEqual({ workers: 1, redisUrl: undefined });
    const scaled = loadConfig(
      { WORKERS: '4', REDIS_URL: 'redis://127.0.0.1:6379/2', REDIS_PREFIX: 'shop1:', JWT_SECRET: 'z'.repeat(32) },
      dir(),
    );
    expect({ workers: scaled.workers, redisUrl: scaled.redisUrl, redisPrefix: scaled.redisPrefix }).toEqual({
      workers: 4,
      redisUrl: 'redis://127.0.0.1:6379/2',
      redisPrefix: 'shop1:',
    });
    expect(() => loadConfig({ WORKERS: '0', REDIS_URL: 'http://x', JWT_SECRET: 'z'.repeat(32) }, dir())).toThrow(
      /WORKERS[\s\S]*REDIS_URL|REDIS_URL[\s\S]*WORKERS/,
    );
  });

  it('reports every problem of a bad configuration at once', () => {
    const root = dir();
    let error: unknown;
    try {
      loadConfig(
        { PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', SMTP_URL: 'http://x', LOG_LEVEL: 'loud', PUBLIC_URL: 'nope' },
        root,
      );
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const key of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'SMTP_URL', 'LOG_LEVEL', 'PUBLIC_URL']) expect(problems).toContain(key);
    expect(existsSync(join(root, 'data', 'jwt-secret'))).toBe(false);
  });

  it('refuses an empty PORT= (it used to mean a random port) and keeps PORT=0 and the default', () => {
    const env = { JWT_SECRET: 'z'.repeat(32) };
    expect(() => loadConfig({ ...env, PORT: '' }, dir())).toThrow(/PORT: must be a port number \(0-65535\); leave PORT unset for 9000/);
    expect(() => loadConfig({ ...env, PORT: '70000' }, dir())).toThrow(/PORT: must be a port number/);
    expect(loadConfig({ ...env, PORT: '0' }, dir()).port).toBe(0);
    expect(loadConfig({ ...env, PORT: '8080' }, dir()).port).toBe(8080);
    expect(loadConfig(env, dir()).port).toBe(9000);
  });

  it('reads how long an unsettled placement waits for the sweep, within 5 s to an hour', () => {
    const env = { JWT_SECRET: 'z'.repeat(32) };
    expect(loadConfig(env, dir()).orderSettleAfterMs).toBe(120_000);
    expect(loadConfig({ ...env, ORDER_SETTLE_AFTER_SECONDS: '10' }, dir()).orderSettleAfterMs).toBe(10_000);
    expect(() => loadConfig({ ...env, ORDER_SETTLE_AFTER_SECONDS: '1' }, dir())).toThrow(/ORDER_SETTLE_AFTER_SECONDS: must be at least 5/);
    expect(() => loadConfig({ ...env, ORDER_SETTLE_AFTER_SECONDS: 'soon' }, dir())).toThrow(/ORDER_SETTLE_AFTER_SECONDS/);
  });

  it('turns Stripe on with a secret key, checks the key, secret and URL, and refuses bench knobs in production', () => {
    const secret = { JWT_SECRET: 'z'.repeat(32) };
    expect(loadConfig(secret, dir()).stripe).toBeUndefined();
    const on = loadConfig(
      { ...secret, STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_API_URL: 'http://127.0.0.1:12111/' },
      dir(),
    );
    expect(on.stripe).toEqual({ secretKey: 'sk_live_abc123', webhookSecret: 'whsec_abc', apiUrl: 'http://127.0.0.1:12111', mode: 'live' });
    expect(loadConfig({ ...secret, STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }, dir()).stripe).toMatchObject({
      apiUrl: 'https://api.stripe.com',
      mode: 'test',
    });
    expect(() =>
      loadConfig({ ...secret, STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'secret', STRIPE_API_URL: 'ftp://x' }, dir()),
    ).toThrow(/STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET[\s\S]*STRIPE_API_URL/);
    expect(() => loadConfig({ ...secret, STRIPE_SECRET_KEY: 'sk_test_abc' }, dir())).toThrow(/STRIPE_WEBHOOK_SECRET: is required/);
    expect(loadConfig({ ...secret, BENCH_PAYMENT_DELAY_MS: '300' }, dir()).paymentBench).toEqual({ delayMs: 300, inTransaction: false });
    expect(() => loadConfig({ ...secret, NODE_ENV: 'production', BENCH_PAYMENT_IN_TRANSACTION: 'true' }, dir())).toThrow(/benchmarks only/);
  });
});
