import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import type { BackoffRule } from './lib/rate-limit';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  // An empty PORT= is a mistake, not port 0 (a random port, with links to localhost:0).
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, { error: 'must be a port number (0-65535); leave PORT unset for 9000' })
    .transform(Number)
    .pipe(z.number().max(65535, { error: 'must be a port number (0-65535)' }))
    .default(9000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^(postgres(ql)?:\/\/|sqlite:|file:)/.test(v), {
      error: 'must start with postgres://, postgresql://, sqlite: or file:',
    })
    .optional(),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\//.test(v), { error: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Shopwright <no-reply@shopwright.local>'),
  SHOP_NAME: z.string().min(1).max(60).default('Shopwright'),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as http://localhost:9000' }).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  SEED_DEMO: boolFromEnv.optional(),
  TRUST_PROXY: boolFromEnv.default(false),
  CORS_ORIGINS: z.string().default(''),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  DEMO_MEDIA_CACHE_DIR: z.string().min(1).optional(),
  WORKERS: z.coerce
    .number({ error: 'must be a whole number of processes' })
    .int({ error: 'must be a whole number of processes' })
    .min(1, { error: 'must be at least 1' })
    .max(64, { error: 'must be at most 64' })
    .default(1),
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\//.test(v), { error: 'must start with redis:// or rediss://' })
    .optional(),
  REDIS_PREFIX: z.string().min(1).max(100).default('shopwright:'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_[A-Za-z0-9_]+$/, { error: 'must be a Stripe secret key (sk_test_… or sk_live_…)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_+/=]+$/, { error: 'must be a Stripe webhook signing secret (whsec_…)' })
    .optional(),
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://api.stripe.com' })
    .default('https://api.stripe.com'),
  BENCH_PAYMENT_DELAY_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int()
    .min(0)
    .max(10_000, { error: 'must be at most 10000' })
    .default(0),
  BENCH_PAYMENT_IN_TRANSACTION: boolFromEnv.default(false),
  WEBHOOKS_ALLOW_PRIVATE: boolFromEnv.optional(),
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  ORDER_SETTLE_AFTER_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(5, { error: 'must be at least 5' })
    .max(3600, { error: 'must be at most 3600' })
    .default(120),
  CATALOG_CACHE_ENTRIES: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 (no cache) or more' })
    .max(100_000, { error: 'must be at most 100000' })
    .default(500),
  VIES_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://ec.europa.eu/taxation_customs/vies/rest-api' })
    .optional(),
  PAGE_CACHE_ENTRIES: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 (no cache) or more' })
    .max(100_000, { error: 'must be at most 100000' })
    .default(300),
});

export type RateLimitRule = { max: number; timeWindowMs: number };

export type Config = Readonly<{
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  shopName: string;
  publicUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  seedDemo: boolean;
  trustProxy: boolean;
  corsOrigins: string[];
  bodyLimit: number;
  /** Processes serving the port (node:cluster); 1 runs the server in this process. */
  workers: number;
  /** Shared rate limits and cache invalidation between processes and machines; absent: in memory. */
  redisUrl: string | undefined;
  /** Put before every Redis key and channel, so several shops can share one Redis. */
  redisPrefix: string;
  /** Catalog answers (product listings) kept ready in memory per process; 0 turns the cache off. */
  catalogCacheEntries: number;
  /** Rendered storefront pages each process keeps (0: none). */
  pageCacheEntries: number;
  /** A placement or refund without a recorded outcome after this long belongs to a request that died: the settling sweep asks the provider (ADR 006). */
  orderSettleAfterMs: number;
  /** Rendered demo pictures shared by every data directory of this checkout (see seed/catalog-images). */
  demoMediaCacheDir: string | undefined;
  /** Rate limits of the auth routes: per client address, and per e-mail where one is sent. */
  rateLimits: {
    loginPerIp: RateLimitRule;
    /** Refuses (429) after this many attempts on one e-mail from one address. */
    loginPerEmailAndIp: RateLimitRule;
    /** Per e-mail from anywhere only slows attempts down, so no one can lock its owner out (ADR 007). */
    loginBackoffPerEmail: BackoffRule;
    registerPerIp: RateLimitRule;
    forgotPerIp: RateLimitRule;
    forgotPerEmail: RateLimitRule;
    refreshPerIp: RateLimitRule;
    resetPerIp: RateLimitRule;
    /** Gift card codes tried (balance checks, quotes and orders naming codes): per client address and per account (ADR 025). */
    giftCardPerIp: RateLimitRule;
    giftCardPerAccount: RateLimitRule;
  };
  /** Stripe Checkout: present when STRIPE_SECRET_KEY is set (the built-in test gateway stays for `card`). */
  stripe: StripeConfig | undefined;
  /** Bench-only knobs (refused in production): the test gateway answers after `delayMs`; `inTransaction` calls it inside the order's transaction, the design ADR 006 replaced, for comparison. */
  paymentBench: { delayMs: number; inTransaction: boolean };
  /** Bearer token that opens GET /api/metrics to a scraper off this machine; unset: loopback only. */
  metricsToken?: string;
  /** Webhook URLs on loopback or private networks are accepted; unset: only outside production. */
  webhooksAllowPrivate?: boolean;
  /** The EU's VIES REST service that confirms a buyer's VAT number for reverse charge; unset: the number's format alone decides. */
  viesUrl?: string;
  /** Where the built front ends live; absent in API-only tests. */
  web: { storefrontBuildDir?: string; adminDistDir?: string };
}>;

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Where the SDK sends its calls: Stripe's API, or a stand-in in tests and local development. */
  apiUrl: string;
  mode: 'test' | 'live';
}

function stripeFrom(e: z.infer<typeof EnvSchema>): StripeConfig | undefined {
  if (!e.STRIPE_SECRET_KEY) return undefined;
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
    apiUrl: e.STRIPE_API_URL.replace(/\/+$/, ''),
    mode: e.STRIPE_SECRET_KEY.startsWith('sk_live_') ? 'live' : 'test',
  };
}

/** Settings that only make sense together, or never in production. */
function crossChecks(e: z.infer<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET)
    problems.push('STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY (webhooks confirm Stripe payments)');
  if (e.NODE_ENV === 'production' && (e.BENCH_PAYMENT_DELAY_MS > 0 || e.BENCH_PAYMENT_IN_TRANSACTION))
    problems.push('BENCH_PAYMENT_DELAY_MS / BENCH_PAYMENT_IN_TRANSACTION: are for benchmarks only and refused in production');
  return problems;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: Config['rateLimits'] = {
  loginPerIp: { max: 20, timeWindowMs: MINUTE },
  loginPerEmailAndIp: { max: 10, timeWindowMs: 15 * MINUTE },
  loginBackoffPerEmail: { free: 5, timeWindowMs: 15 * MINUTE, baseDelayMs: 250, maxDelayMs: 3000 },
  registerPerIp: { max: 10, timeWindowMs: 10 * MINUTE },
  forgotPerIp: { max: 5, timeWindowMs: 15 * MINUTE },
  forgotPerEmail: { max: 3, timeWindowMs: 15 * MINUTE },
  refreshPerIp: { max: 60, timeWindowMs: MINUTE },
  resetPerIp: { max: 10, timeWindowMs: 15 * MINUTE },
  // 80-bit codes cannot be guessed at any rate; this only keeps a script from hammering, and a window of a minute never locks an owner out for long.
  giftCardPerIp: { max: 10, timeWindowMs: MINUTE },
  giftCardPerAccount: { max: 10, timeWindowMs: MINUTE },
};

/** Reads the JWT secret kept under the data directory, creating a random one on first start. */
function persistedJwtSecret(dataDir: string): string {
  const file = resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

function databaseFrom(url: string | undefined, dataDir: string): Config['database'] {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  if (url) {
    const path = url.replace(/^(sqlite|file):(\/\/)?/, '');
    return { kind: 'sqlite', file: path === ':memory:' ? path : resolve(path) };
  }
  return { kind: 'sqlite', file: resolve(dataDir, 'shopwright.db') };
}

/**
 * Parses the environment into a frozen config. Every problem is reported at once, so an
 * operator can fix a bad setup in one go.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`));
  }
  const e = parsed.data;
  const problems = crossChecks(e);
  if (problems.length > 0) throw new ConfigError(problems);
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(root, e.DATA_DIR);
  const port = e.PORT;
  return Object.freeze({
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir,
    database: databaseFrom(e.DATABASE_URL, dataDir),
    jwtSecret: e.JWT_SECRET ?? persistedJwtSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    shopName: e.SHOP_NAME,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    bodyLimit: e.BODY_LIMIT_BYTES,
    workers: e.WORKERS,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    catalogCacheEntries: e.CATALOG_CACHE_ENTRIES,
    pageCacheEntries: e.PAGE_CACHE_ENTRIES,
    orderSettleAfterMs: e.ORDER_SETTLE_AFTER_SECONDS * 1000,
    demoMediaCacheDir: resolve(root, e.DEMO_MEDIA_CACHE_DIR ?? 'node_modules/.cache/shopwright-demo-media'),
    rateLimits: DEFAULT_RATE_LIMITS,
    stripe: stripeFrom(e),
    paymentBench: { delayMs: e.BENCH_PAYMENT_DELAY_MS, inTransaction: e.BENCH_PAYMENT_IN_TRANSACTION },
    metricsToken: e.METRICS_TOKEN,
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE,
    viesUrl: e.VIES_URL?.replace(/\/+$/, ''),
    web: {
      storefrontBuildDir: resolve(root, 'apps/storefront/build'),
      adminDistDir: resolve(root, 'apps/admin/dist'),
    },
  });
}
