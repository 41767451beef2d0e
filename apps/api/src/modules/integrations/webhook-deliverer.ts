import { createHmac } from 'node:crypto';
import { WEBHOOK_MAX_ATTEMPTS } from '@shopwright/shared/integrations';
import type { AppContext } from '../../context';
import { isoIn, nowIso } from '../../lib/time';
import * as repo from './webhooks.repo';

export const WEBHOOK_JOB = 'webhooks.deliver';
/** How long a receiver may take to answer before the try counts as failed. */
export const RECEIVER_TIMEOUT_MS = 10_000;
/** Wait before try n+1 after try n failed (n = 1 … 5): about 7½ hours from the first try to the last. */
const BACKOFF_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000];
/** Deliveries sent per round, side by side; a round stays well within the job's 30 s lease. */
const BATCH = 10;

/** `Shopwright-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signature(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`;
}

interface Outcome {
  ok: boolean;
  code: number | null;
  error: string | null;
  durationMs: number;
}

/** One POST to the receiver, never inside a transaction: redirects are not followed, slow receivers time out. */
async function send(url: string, secret: string, body: string): Promise<Outcome> {
  const started = performance.now();
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Shopwright-Webhooks/1',
    'shopwright-signature': signature(secret, body, Math.floor(Date.now() / 1000)),
  };
  try {
    const res = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(RECEIVER_TIMEOUT_MS) });
    await res.body?.cancel().catch(() => {});
    const ok = res.status >= 200 && res.status < 300;
    return {
      ok,
      code: res.status,
      error: ok ? null : `Receiver answered ${res.status}`,
      durationMs: Math.round(performance.now() - started),
    };
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    const reason = timedOut
      ? `No answer within ${RECEIVER_TIMEOUT_MS / 1000} s`
      : String((err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message);
    return { ok: false, code: null, error: reason.slice(0, 500), durationMs: Math.round(performance.now() - started) };
  }
}

type Due = Awaited<ReturnType<typeof repo.dueDeliveries>>[number];

/** Sends one delivery and records the try: delivered, retried later with back-off, or given up (endpoint marked failing). */
async function deliver(ctx: AppContext, d: Due): Promise<void> {
  const outcome = await send(d.url, d.secret, d.body);
  const attempts = Number(d.attempts) + 1;
  const now = nowIso();
  const lastTry = attempts >= WEBHOOK_MAX_ATTEMPTS;
  await ctx.db.transaction().execute(async (trx) => {
    await repo.insertAttempt(trx, {
      delivery_id: d.id,
      attempted_at: now,
      ok: outcome.ok ? 1 : 0,
      response_code: outcome.code,
      error: outcome.error,
      duration_ms: outcome.durationMs,
    });
    await repo.updateDelivery(trx, d.id, {
      attempts,
      last_response_code: outcome.code,
      last_error: outcome.error,
      ...(outcome.ok
        ? { status: 'delivered', delivered_at: now }
        : lastTry
          ? { status: 'failed' }
          : { next_attempt_at: isoIn(BACKOFF_MS[attempts - 1]!) }),
    });
    if (outcome.ok) await repo.updateEndpoint(trx, d.endpoint_id, { failing: 0 });
    else if (lastTry) await repo.updateEndpoint(trx, d.endpoint_id, { failing: 1 });
  });
  if (!outcome.ok)
    ctx.log.warn(
      { delivery: d.id, endpoint: d.endpoint_id, attempts, code: outcome.code, error: outcome.error },
      'webhook delivery failed',
    );
}

/** One round of the deliverer job: due deliveries, a batch at a time (two at most: the rest waits for the next round). */
export async function deliverDue(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (let batch = 0; batch < 2; batch += 1) {
    const due = await repo.dueDeliveries(ctx.db, nowIso(), BATCH);
    await Promise.all(due.map((d) => deliver(ctx, d)));
    sent += due.length;
    if (due.length < BATCH) break;
  }
  return sent;
}
