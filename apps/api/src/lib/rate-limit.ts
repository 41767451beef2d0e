import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../config';
import { AppError } from './errors';

function retryText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
}

/**
 * A rate-limit hook for one rule. Without `key` it counts per client address (use as onRequest);
 * with `key` it counts per value of the validated body, e.g. the e-mail (use as preHandler).
 * Built on `createRateLimit` because the plugin's own hook runs only once per request, and a
 * route may need both an address and an e-mail limit.
 */
export function rateLimitHook(
  app: FastifyInstance,
  name: string,
  rule: RateLimitRule,
  key?: (request: FastifyRequest) => string | undefined,
) {
  const check = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.timeWindowMs,
    keyGenerator: key ? (request) => `${name}:${key(request) ?? request.ip}` : (request) => `${name}:${request.ip}`,
  });
  return async function rateLimited(request: FastifyRequest): Promise<void> {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError(429, 'RATE_LIMITED', `Too many attempts. Please try again in ${retryText(result.ttl)}.`);
    }
  };
}
