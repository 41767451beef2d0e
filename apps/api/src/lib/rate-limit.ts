import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../config';
import { en, rendered } from '@shopwright/shared/i18n';
import { AppError } from './errors';

/** "Too many attempts. Please try again in 30 seconds." (rendered from the catalog's template, so it can be translated). */
function tooMany(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds >= 120
    ? rendered('error.tooManyMinutes', en['error.tooManyMinutes'], { minutes: Math.ceil(seconds / 60) })
    : rendered('error.tooManySeconds', en['error.tooManySeconds'], { seconds });
}

type KeyOf = (request: FastifyRequest) => string | undefined;

/**
 * A rate-limit hook for one rule. Without `key` it counts per client address (use as onRequest);
 * with `key` it counts per value of the validated body, e.g. the e-mail (use as preHandler).
 * Built on `createRateLimit` because the plugin's own hook runs only once per request, and a
 * route may need both an address and an e-mail limit. Every 429 says when to retry, in its
 * detail and in `Retry-After` (seconds), which clients and proxies read.
 */
export function rateLimitHook(app: FastifyInstance, name: string, rule: RateLimitRule, key?: KeyOf) {
  const check = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.timeWindowMs,
    keyGenerator: key ? (request) => `${name}:${key(request) ?? request.ip}` : (request) => `${name}:${request.ip}`,
  });
  return async function rateLimited(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(result.ttl / 1000))));
      throw new AppError(429, 'RATE_LIMITED', tooMany(result.ttl));
    }
  };
}

export interface BackoffRule {
  /** Attempts per key in the window before any delay. */
  free: number;
  timeWindowMs: number;
  /** The first delay; it doubles with each further attempt, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/** The delay of the attempt numbered `count` in its window (1 is the first). */
export const backoffDelay = (rule: BackoffRule, count: number): number =>
  count <= rule.free ? 0 : Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(30, count - rule.free - 1));

/**
 * Slows attempts down per key instead of refusing them (ADR 007): whoever floods an e-mail with
 * wrong passwords only makes every attempt on it wait a few seconds at most, and its owner still
 * signs in from anywhere. Counted in the shared rate-limit store, so every process agrees.
 */
export function backoffHook(app: FastifyInstance, name: string, rule: BackoffRule, key: KeyOf) {
  const count = app.createRateLimit({
    max: Number.MAX_SAFE_INTEGER,
    timeWindow: rule.timeWindowMs,
    keyGenerator: (request) => `${name}:${key(request) ?? request.ip}`,
  });
  return async function slowedDown(request: FastifyRequest): Promise<void> {
    const result = await count(request);
    const attempts = result.isAllowed ? 0 : Number.MAX_SAFE_INTEGER - result.remaining;
    const delay = backoffDelay(rule, attempts);
    if (delay > 0) await sleep(delay);
  };
}
