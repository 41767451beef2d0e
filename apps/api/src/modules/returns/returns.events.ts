import { fromMinorIn } from '@shopwright/shared/money';
import type { WebhookEvent } from '@shopwright/shared/integrations';
import type { Database } from '../../db/database';
import { nowIso } from '../../lib/time';
import { enqueueWebhook } from '../integrations/webhook-outbox';
import { orderNumber } from '../orders/order-number';
import type { Actor } from '../orders/order-events';
import * as repo from './returns.repo';

/** Timeline types that integrations hear of. */
const WEBHOOKS: Record<string, WebhookEvent> = {
  requested: 'return.requested',
  approved: 'return.approved',
  received: 'return.received',
  refunded: 'return.refunded',
};

/**
 * Adds an entry to the return's timeline, in the transaction that makes the change; its webhook
 * (requested, approved, received, refunded) goes to the outbox in the same transaction.
 */
export async function recordReturnEvent(
  trx: Database,
  returnId: number,
  type: string,
  message: string,
  actor: Actor,
  details?: Record<string, unknown>,
): Promise<void> {
  await repo.insertEvent(trx, { return_id: returnId, type, message, actor_type: actor.type, actor_id: actor.id, created_at: nowIso() });
  const webhook = WEBHOOKS[type];
  if (!webhook) return;
  const row = (await repo.findReturn(trx, returnId))!;
  const lines = await repo.returnLines(trx, returnId);
  await enqueueWebhook(trx, webhook, {
    return: {
      id: row.id,
      number: row.number,
      order_id: row.order_id,
      order_number: orderNumber(row.order_id),
      customer_id: row.user_id,
      status: row.status,
      reason: row.reason,
      currency: row.currency,
      refunded: fromMinorIn(Number(row.refunded_amount), row.currency),
      credited: fromMinorIn(Number(row.credited_amount), row.currency),
      lines: lines.map((l) => ({
        id: l.id,
        order_line_id: l.order_line_id,
        sku: l.sku,
        quantity: Number(l.quantity),
        received_quantity: Number(l.received_quantity),
        resolution: l.resolution,
      })),
      created_at: row.created_at,
      updated_at: row.updated_at,
    },
    event: type,
    ...(details ? { details } : {}),
  });
}
