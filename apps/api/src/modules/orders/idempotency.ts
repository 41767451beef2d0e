import { createHmac } from 'node:crypto';
import { CHECKOUT_MESSAGES as M } from '@shopwright/shared/checkout';
import type { AppContext } from '../../context';
import { AppError, conflict } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { claimKey, findKey, finishKey, freeKey, purgeKeys, takeOverStale } from './idempotency.repo';

export { keyOrder, linkKeyToOrder } from './idempotency.repo';

/** An answer as it was sent, kept to be sent again for the same key. */
export interface StoredResponse {
  status: number;
  body: unknown;
}

/** How long a second request with a key in flight waits for the first one's answer. */
const WAIT_MS = 10_000;
const POLL_MS = 40;
/** A key still "in progress" after this long belongs to a request that died: a retry takes it over. */
const STALE_MS = 2 * 60_000;
/** Finished keys are kept a day, then cleared when their user orders again. */
const KEEP_MS = 24 * 60 * 60_000;

const isoAgo = (ms: number) => new Date(Date.now() - ms).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const HEADER = 'idempotency-key';

/**
 * A keyed hash of the parsed request: tells "same request" from "same key, other request"
 * without storing the body (which holds card details).
 */
export const requestHash = (ctx: AppContext, body: unknown): string =>
  createHmac('sha256', ctx.config.jwtSecret)
    .update(`idempotency\u0000${JSON.stringify(body)}`)
    .digest('hex');

const errorBody = (err: AppError) => ({
  detail: err.detail,
  code: err.code,
  ...(err.errors ? { errors: err.errors } : {}),
  ...(err.reason ? { reason: err.reason } : {}),
});

/**
 * Runs the work and keeps its answer under the key. An expected refusal (4xx: declined card,
 * sold out) is an answer too and is replayed; an unexpected failure frees the key so that a retry
 * can run again (the work rolled everything back).
 */
async function run(
  ctx: AppContext,
  userId: number,
  key: string,
  work: (fresh: boolean) => Promise<StoredResponse>,
  fresh: boolean,
): Promise<StoredResponse> {
  let response: StoredResponse;
  try {
    response = await work(fresh);
  } catch (err) {
    if (!(err instanceof AppError) || err.statusCode >= 500) {
      // A key whose order was written stays: its retry answers with that order once it is settled.
      await freeKey(ctx.db, userId, key);
      throw err;
    }
    response = { status: err.statusCode, body: errorBody(err) };
  }
  await finishKey(ctx.db, userId, key, response.status, JSON.stringify(response.body), nowIso());
  return response;
}

/**
 * Does `work` once per user and `Idempotency-Key`: a replay gets the first answer (status and
 * body); the same key with another request is refused (422); a replay while the first request
 * is still running waits for its answer, and gets a 409 if it takes too long. `work` is told
 * whether the key is fresh (claimed just now: no earlier attempt wrote anything under it) or taken
 * over from a request that died (which may have written its order).
 */
export async function once(
  ctx: AppContext,
  userId: number,
  key: string,
  hash: string,
  work: (fresh: boolean) => Promise<StoredResponse>,
): Promise<StoredResponse> {
  await purgeKeys(ctx.db, userId, isoAgo(KEEP_MS));
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (await claimKey(ctx.db, userId, key, hash, nowIso())) return run(ctx, userId, key, work, true);
    const row = await findKey(ctx.db, userId, key);
    if (row && row.request_hash !== hash)
      throw new AppError(422, 'CONFLICT', M.idempotencyKeyReused, { [HEADER]: [M.idempotencyKeyReused] });
    if (row?.status === 'done') return { status: Number(row.response_status), body: JSON.parse(row.response_body ?? 'null') };
    if (row && (await takeOverStale(ctx.db, row.id, isoAgo(STALE_MS), nowIso()))) return run(ctx, userId, key, work, false);
    if (Date.now() >= deadline) throw conflict(M.requestInProgress);
    await sleep(POLL_MS);
  }
}
