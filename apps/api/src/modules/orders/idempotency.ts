import { createHmac } from 'node:crypto';
import { CHECKOUT_MESSAGES as M } from '@shopwright/shared/checkout';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { AppError, conflict } from '../../lib/errors';
import { nowIso } from '../../lib/time';

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

/** Inserts the key row on its own; the unique (user, key) pair lets exactly one request win. */
async function claim(db: Database, userId: number, key: string, hash: string): Promise<boolean> {
  const now = nowIso();
  const row = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: userId,
      key,
      request_hash: hash,
      status: 'in_progress',
      response_status: null,
      response_body: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

const findKey = (db: Database, userId: number, key: string) =>
  db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();

async function takeOverStale(db: Database, id: number): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'in_progress')
    .where('updated_at', '<', isoAgo(STALE_MS))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const errorBody = (err: AppError) => ({ detail: err.detail, code: err.code, ...(err.errors ? { errors: err.errors } : {}) });

/**
 * Runs the work and keeps its answer under the key. An expected refusal (4xx: declined card,
 * sold out) is an answer too and is replayed; an unexpected failure frees the key so that a retry
 * can run again (the work rolled everything back).
 */
async function run(ctx: AppContext, userId: number, key: string, work: () => Promise<StoredResponse>): Promise<StoredResponse> {
  let response: StoredResponse;
  try {
    response = await work();
  } catch (err) {
    if (!(err instanceof AppError) || err.statusCode >= 500) {
      // A key whose order was written stays: its retry answers with that order once it is settled.
      await ctx.db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where('order_id', 'is', null)
        .execute();
      throw err;
    }
    response = { status: err.statusCode, body: errorBody(err) };
  }
  await ctx.db
    .updateTable('idempotency_keys')
    .set({ status: 'done', response_status: response.status, response_body: JSON.stringify(response.body), updated_at: nowIso() })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
  return response;
}

/** Notes the order a request wrote, in the order's own transaction (ADR 006). */
export const linkKeyToOrder = (trx: Database, userId: number, key: string, orderId: number) =>
  trx.updateTable('idempotency_keys').set({ order_id: orderId }).where('user_id', '=', userId).where('key', '=', key).execute();

/** The order an earlier, interrupted run of this key wrote (the retry settles it instead of ordering again). */
export async function keyOrder(db: Database, userId: number, key: string): Promise<number | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select('order_id')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.order_id ?? null;
}

/**
 * Does `work` once per user and `Idempotency-Key`: a replay gets the first answer (status and
 * body); the same key with another request is refused (422); a replay while the first request
 * is still running waits for its answer, and gets a 409 if it takes too long.
 */
export async function once(
  ctx: AppContext,
  userId: number,
  key: string,
  hash: string,
  work: () => Promise<StoredResponse>,
): Promise<StoredResponse> {
  await ctx.db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('status', '=', 'done')
    .where('created_at', '<', isoAgo(KEEP_MS))
    .execute();
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (await claim(ctx.db, userId, key, hash)) return run(ctx, userId, key, work);
    const row = await findKey(ctx.db, userId, key);
    if (row && row.request_hash !== hash)
      throw new AppError(422, 'CONFLICT', M.idempotencyKeyReused, { [HEADER]: [M.idempotencyKeyReused] });
    if (row?.status === 'done') return { status: Number(row.response_status), body: JSON.parse(row.response_body ?? 'null') };
    if (row && (await takeOverStale(ctx.db, row.id))) return run(ctx, userId, key, work);
    if (Date.now() >= deadline) throw conflict(M.requestInProgress);
    await sleep(POLL_MS);
  }
}
