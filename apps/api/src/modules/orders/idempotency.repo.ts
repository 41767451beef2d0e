import type { Database } from '../../db/database';
import { compiledOnce } from '../../db/compiled-once';

/** Inserts the key row on its own; the unique (user, key) pair lets exactly one request win. */
export async function claimKey(db: Database, userId: number, key: string, hash: string, now: string): Promise<boolean> {
  return (await insertKey(db, userId, key, hash, now)).length > 0;
}
// The statements of every order's key are built once (compiledOnce, issue 29).
const insertKey = compiledOnce((db: Database, userId: number, key: string, hash: string, now: string) =>
  db
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, request_hash: hash, status: 'in_progress', response_status: null, response_body: null, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('id'),
); // prettier-ignore

export const findKey = (db: Database, userId: number, key: string) =>
  db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();

/** Takes over a key still "in progress" since before `staleBefore` (its request died). */
export async function takeOverStale(db: Database, id: number, staleBefore: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'in_progress')
    .where('updated_at', '<', staleBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Frees a key whose request failed unexpectedly before writing an order, so a retry runs again. */
export const freeKey = (db: Database, userId: number, key: string) =>
  db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).where('order_id', 'is', null).execute();

/** Keeps the answer a key's request gave. */
export const finishKey = compiledOnce((db: Database, userId: number, key: string, status: number, body: string, now: string) =>
  db
    .updateTable('idempotency_keys')
    .set({ status: 'done', response_status: status, response_body: body, updated_at: now })
    .where('user_id', '=', userId)
    .where('key', '=', key),
);

/** Notes the order a request wrote, in the order's own transaction (ADR 006). */
export const linkKeyToOrder = compiledOnce((trx: Database, userId: number, key: string, orderId: number) =>
  trx.updateTable('idempotency_keys').set({ order_id: orderId }).where('user_id', '=', userId).where('key', '=', key),
);

/** The order an earlier, interrupted run of this key wrote. */
export async function keyOrder(db: Database, userId: number, key: string): Promise<number | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select('order_id')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.order_id ?? null;
}

/** Drops a user's finished keys older than `before`. */
export const purgeKeys = compiledOnce((db: Database, userId: number, before: string) =>
  db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('status', '=', 'done').where('created_at', '<', before),
);
