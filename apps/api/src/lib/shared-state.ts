import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { lazyPackage } from './lazy-package';
import { processChangeBus, RedisChangeBus, type ChangeBus } from './change-bus';
import { MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore } from './rate-limit-store';

/** What the processes of one shop share: rate-limit counters and cache-change notices. */
export interface SharedState {
  rateLimits: RateLimitStore;
  changes: ChangeBus;
  /** Answers when Redis does (health checks); absent without Redis. */
  ping?: () => Promise<void>;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 5_000;
/** Only a shop with REDIS_URL loads the client. */
const ioredis = lazyPackage<typeof import('ioredis')>('ioredis');

function redisClient(url: string, queueWhileOffline: boolean): Redis {
  return new (ioredis().Redis)(url, {
    lazyConnect: true,
    enableOfflineQueue: queueWhileOffline,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // Fail fast while Redis is away (the stores fall back) rather than queueing requests behind it.
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
}

async function connect(redis: Redis, url: string): Promise<void> {
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    const where = new URL(url);
    throw new Error(`Cannot reach Redis at ${where.host} (REDIS_URL): ${(err as Error).message}`, { cause: err });
  }
}

/**
 * In memory for one process (cluster workers pass cache changes through the primary); through
 * Redis when `REDIS_URL` is set, for several processes or machines.
 */
export async function openSharedState(config: Config, log: FastifyBaseLogger): Promise<SharedState> {
  if (!config.redisUrl) {
    const rateLimits = new MemoryRateLimitStore();
    const changes = processChangeBus();
    return { rateLimits, changes, close: async () => void (await Promise.all([rateLimits.close(), changes.close()])) };
  }
  const commands = redisClient(config.redisUrl, false);
  const subscriber = redisClient(config.redisUrl, true);
  for (const client of [commands, subscriber]) client.on('error', (err: Error) => log.debug({ err }, 'Redis connection error'));
  await connect(commands, config.redisUrl);
  await connect(subscriber, config.redisUrl).catch((err: unknown) => {
    commands.disconnect();
    throw err;
  });
  const rateLimits = new RedisRateLimitStore(commands, config.redisPrefix, log);
  const changes = new RedisChangeBus(commands, subscriber, config.redisPrefix, log);
  await changes.start();
  return {
    rateLimits,
    changes,
    ping: async () => void (await commands.ping()),
    async close() {
      await Promise.all([rateLimits.close(), changes.close()]);
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
    },
  };
}

/** Start-up check: Redis answers, before anything is migrated or seeded. Throws a readable error. */
export async function assertRedisReachable(url: string): Promise<void> {
  const client = redisClient(url, false);
  client.on('error', () => undefined);
  await connect(client, url);
  try {
    await client.ping();
  } finally {
    client.disconnect();
  }
}
