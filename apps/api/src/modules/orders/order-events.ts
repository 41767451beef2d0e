import { announceAfterCommit } from '../../db/after-commit';
import type { Database } from '../../db/database';
import { nowIso } from '../../lib/time';
import { enqueueOrderWebhooks } from '../integrations/webhook-outbox';
import { insertEvents } from './orders.repo';
import type { OrderEventRow } from './orders.table';

/** Who changed an order: the shopper, a staff member, or the shop itself (payments, checkout). */
export interface Actor {
  type: 'customer' | 'staff' | 'system';
  id: number | null;
}

export const SYSTEM: Actor = { type: 'system', id: null };

/** Announced after a commit that recorded an order's payment (app.ts nudges the gift card sales job with it). */
export const ORDER_PAID = 'orders-paid';
const PAID_EVENTS = new Set(['payment_captured', 'paid']);

export interface EventInput {
  type: string;
  message: string;
  actor: Actor;
  data?: Record<string, unknown>;
}

/**
 * Adds entries to the order's timeline in one statement; call it with the transaction that makes
 * the change. The webhook events they stand for (order placed, paid, status changed, refunded)
 * go to the outbox in the same transaction. Answers the entries as stored.
 */
export async function recordEvents(db: Database, orderId: number, events: EventInput[]): Promise<OrderEventRow[]> {
  const now = nowIso();
  const rows = await insertEvents(
    db,
    events.map((e) => ({
      order_id: orderId,
      type: e.type,
      message: e.message,
      actor_type: e.actor.type,
      actor_id: e.actor.id,
      data: e.data ? JSON.stringify(e.data) : null,
      created_at: now,
    })),
  );
  await enqueueOrderWebhooks(db, orderId, events);
  if (events.some((e) => PAID_EVENTS.has(e.type))) await announceAfterCommit(db, ORDER_PAID);
  return rows;
}

/** Adds one entry to the order's timeline. */
export const recordEvent = (db: Database, orderId: number, type: string, message: string, actor: Actor, data?: Record<string, unknown>) =>
  recordEvents(db, orderId, [{ type, message, actor, data }]);
