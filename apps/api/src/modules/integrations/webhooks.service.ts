import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import {
  AUDIT_INTEGRATION_ACTIONS as A,
  INTEGRATION_MESSAGES as M,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookWithSecret,
} from '@shopwright/shared/integrations';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { fieldError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { WebhookEndpointRow } from './integrations.table';
import { WEBHOOK_JOB } from './webhook-deliverer';
import * as repo from './webhooks.repo';

const RECENT_DELIVERIES = 50;

const toWebhook = (row: WebhookEndpointRow): Webhook => ({
  id: row.id,
  url: row.url,
  events: JSON.parse(row.events) as WebhookEvent[],
  failing: Number(row.failing) === 1,
  created_at: row.created_at,
  updated_at: row.updated_at,
});
const newSecret = () => `whsec_${randomBytes(24).toString('hex')}`;

/** Loopback, private, link-local and unique-local addresses (literal ones; names are not resolved here). */
function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return true;
  if (isIP(host) === 4) {
    const [a, b] = host.split('.').map(Number) as [number, number];
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (isIP(host) === 6)
    return host === '::1' || host === '::' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('::ffff:');
  return false;
}

/** Receivers on this machine or a private network are refused unless the shop allows them (WEBHOOKS_ALLOW_PRIVATE). */
function checkUrl(ctx: AppContext, url: string): void {
  const allowed = ctx.config.webhooksAllowPrivate ?? ctx.config.env !== 'production';
  if (!allowed && isPrivateHost(new URL(url).hostname)) throw fieldError('url', M.urlPrivate);
}

async function endpointOr404(ctx: AppContext, id: number): Promise<WebhookEndpointRow> {
  const row = await repo.findEndpoint(ctx.db, id);
  if (!row) throw notFound(M.webhookNotFound);
  return row;
}

export async function listWebhooks(ctx: AppContext): Promise<Webhook[]> {
  return (await repo.listEndpoints(ctx.db)).map(toWebhook);
}

export async function createWebhook(
  ctx: AppContext,
  actorId: number,
  input: { url: string; events: WebhookEvent[] },
): Promise<WebhookWithSecret> {
  checkUrl(ctx, input.url);
  const secret = newSecret();
  const now = nowIso();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const newId = await repo.insertEndpoint(trx, {
      url: input.url,
      events: JSON.stringify(input.events),
      secret,
      created_by: actorId,
      created_at: now,
      updated_at: now,
    });
    await recordAudit(trx, { actor_id: actorId, action: A.webhookCreate, entity: 'webhook', entity_id: newId, after: input });
    return newId;
  });
  return { ...toWebhook((await repo.findEndpoint(ctx.db, id))!), secret };
}

export async function updateWebhook(
  ctx: AppContext,
  actorId: number,
  id: number,
  patch: { url?: string; events?: WebhookEvent[] },
): Promise<Webhook> {
  if (patch.url !== undefined) checkUrl(ctx, patch.url);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findEndpoint(trx, id);
    if (!row) throw notFound(M.webhookNotFound);
    await repo.updateEndpoint(trx, id, {
      ...(patch.url ? { url: patch.url } : {}),
      ...(patch.events ? { events: JSON.stringify(patch.events) } : {}),
      updated_at: nowIso(),
    });
    await recordAudit(trx, {
      actor_id: actorId,
      action: A.webhookUpdate,
      entity: 'webhook',
      entity_id: id,
      before: { url: row.url, events: JSON.parse(row.events) },
      after: patch,
    });
  });
  return toWebhook(await endpointOr404(ctx, id));
}

export async function deleteWebhook(ctx: AppContext, actorId: number, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findEndpoint(trx, id);
    if (!row) throw notFound(M.webhookNotFound);
    await repo.deleteEndpoint(trx, id);
    await recordAudit(trx, {
      actor_id: actorId,
      action: A.webhookDelete,
      entity: 'webhook',
      entity_id: id,
      before: { url: row.url, events: JSON.parse(row.events) },
    });
  });
}

/** A new secret at once; deliveries still waiting are signed with it when they go out. */
export async function rollSecret(ctx: AppContext, actorId: number, id: number): Promise<WebhookWithSecret> {
  const secret = newSecret();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.findEndpoint(trx, id))) throw notFound(M.webhookNotFound);
    await repo.updateEndpoint(trx, id, { secret, updated_at: nowIso() });
    await recordAudit(trx, { actor_id: actorId, action: A.webhookRollSecret, entity: 'webhook', entity_id: id });
  });
  return { ...toWebhook(await endpointOr404(ctx, id)), secret };
}

/** The endpoint's latest deliveries, newest first, each with its tries. */
export async function listDeliveries(ctx: AppContext, id: number): Promise<WebhookDelivery[]> {
  await endpointOr404(ctx, id);
  const rows = await repo.recentDeliveries(ctx.db, id, RECENT_DELIVERIES);
  const attempts = await repo.attemptsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    event_id: r.event_id,
    event_type: r.event_type,
    status: r.status,
    attempts: Number(r.attempts),
    next_attempt_at: r.status === 'pending' ? r.next_attempt_at : null,
    last_response_code: r.last_response_code,
    last_error: r.last_error,
    created_at: r.created_at,
    delivered_at: r.delivered_at,
    attempt_log: attempts
      .filter((a) => a.delivery_id === r.id)
      .map((a) => ({
        attempted_at: a.attempted_at,
        ok: Number(a.ok) === 1,
        response_code: a.response_code,
        error: a.error,
        duration_ms: Number(a.duration_ms),
      })),
  }));
}

/** Sends a delivery again (the same event id and body, a fresh set of tries), soon after this answer. */
export async function resendDelivery(ctx: AppContext, actorId: number, id: number, deliveryId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.findDelivery(trx, id, deliveryId))) throw notFound(M.deliveryNotFound);
    await repo.updateDelivery(trx, deliveryId, { status: 'pending', attempts: 0, next_attempt_at: nowIso() });
    await recordAudit(trx, {
      actor_id: actorId,
      action: A.webhookResend,
      entity: 'webhook',
      entity_id: id,
      after: { delivery_id: deliveryId },
    });
  });
  ctx.jobs.nudge(WEBHOOK_JOB);
}
