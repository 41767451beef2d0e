import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** One counted attempt: how many attempts the key has in its current window, and when it ends. */
export interface RateLimitHit {
  count: number;
  resetInMs: number;
}

/**
 * Where rate-limit counters live. Fixed windows: the first hit of a key opens a window of
 * `windowMs`, and every hit until it ends is counted in it.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  close(): Promise<void>;
}

const SWEEP_EVERY_MS = 60_000;

/** Counters in this process's memory: right for one process, not shared between several. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private readonly sweeper = setInterval(() => this.sweep(), SWEEP_EVERY_MS);

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper.unref();
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.windows.clear();
  }
}

// Counts and opens the window atomically, so processes racing on one key never lose a hit.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;
const WARN_EVERY_MS = 30_000;

/**
 * Counters in Redis, shared by every process and machine using the same Redis and key prefix.
 * While Redis cannot be reached the limits fall back to this process's memory (logged), so an
 * outage neither lets attempts through unlimited nor turns requests into 500s.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly fallback = new MemoryRateLimitStore();
  private lastWarning = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    try {
      const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, `${this.prefix}rl:${key}`, windowMs)) as [number, number];
      return { count, resetInMs: ttl };
    } catch (err) {
      if (Date.now() - this.lastWarning > WARN_EVERY_MS) {
        this.lastWarning = Date.now();
        this.log.warn({ err }, 'Redis unavailable: rate limits are counted in this process until it is back');
      }
      return this.fallback.hit(key, windowMs);
    }
  }

  async close(): Promise<void> {
    await this.fallback.close();
  }
}

/** Lets @fastify/rate-limit (`app.rateLimit`, `app.createRateLimit`) count in one of our stores. */
export function pluginStore(store: RateLimitStore): FastifyRateLimitStoreCtor {
  return class PluginStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      store.hit(key, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetInMs }),
        (err: Error) => callback(err),
      );
    }

    // Keys already carry the limit's name (see rateLimitHook), so children share the store.
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
