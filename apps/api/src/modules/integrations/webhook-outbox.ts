import { randomUUID } from 'node:crypto';
import { LOW_STOCK_THRESHOLD } from '@shopwright/shared/admin';
import type { WebhookEvent } from '@shopwright/shared/integrations';
import { fromMinor, fromMinorIn } from '@shopwright/shared/money';
import { announceAfterCommit } from '../../db/after-commit';
import type { Database } from '../../db/database';
import { nowIso } from '../../lib/time';
import { orderNumber } from '../orders/order-number';
import * as repo from './webhooks.repo';

type Endpoints = Awaited<ReturnType<typeof repo.endpointSubscriptions>>;
const subscribes = (endpoint: Endpoints[number], type: WebhookEvent) => (JSON.parse(endpoint.events) as string[]).includes(type);

/** Announced after a commit that wrote the outbox (app.ts nudges the deliverer with it). */
export const WEBHOOKS_QUEUED = 'webhooks';

/**
 * Writes one event to the webhook outbox: a pending delivery for every endpoint subscribed to
 * its type. Call it with the transaction that makes the change, so the event exists exactly when
 * the change does; the deliverer (webhook-deliverer.ts) is nudged after the commit and sends it.
 */
export async function enqueueWebhook(
  trx: Database,
  type: WebhookEvent,
  data: Record<string, unknown>,
  /** The endpoints and their subscriptions when the caller read them already (in this transaction). */
  known?: Endpoints,
): Promise<void> {
  const endpoints = known ?? (await repo.endpointSubscriptions(trx));
  const subscribed = endpoints.filter((e) => subscribes(e, type));
  if (subscribed.length === 0) return;
  const now = nowIso();
  const id = randomUUID();
  const body = JSON.stringify({ id, type, created_at: now, data });
  await repo.insertDeliveries(
    trx,
    subscribed.map((e) => ({
      endpoint_id: e.id,
      event_id: id,
      event_type: type,
      body,
      status: 'pending' as const,
      next_attempt_at: now,
      created_at: now,
    })),
  );
  await announceAfterCommit(trx, WEBHOOKS_QUEUED);
}

/** The order's timeline event types that integrations hear of, and as what. */
const ORDER_EVENT_TYPES: Record<string, WebhookEvent> = {
  placed: 'order.placed',
  payment_captured: 'order.paid',
  paid: 'order.paid',
  refunded: 'order.refunded',
  confirmed: 'order.status_changed',
  processing: 'order.status_changed',
  shipped: 'order.status_changed',
  delivered: 'order.status_changed',
  cancelled: 'order.status_changed',
};

/** An order as webhook payloads show it (read inside the transaction, so it is the state being committed). */
async function orderPayload(trx: Database, orderId: number) {
  const o = await repo.orderForPayload(trx, orderId);
  if (!o) return undefined;
  return {
    id: o.id,
    number: orderNumber(o.id),
    customer_id: o.user_id,
    status: o.status,
    payment_status: o.payment_status,
    payment_method: o.payment_method,
    currency: o.currency,
    // The market it was placed in and its money in its currency's decimals (ADR 029).
    ...(o.market ? { market: o.market } : {}),
    total: fromMinorIn(Number(o.total), o.currency),
    refunded: fromMinorIn(Number(o.refunded_total), o.currency),
    placed_at: o.placed_at,
    updated_at: o.updated_at,
  };
}

/** Called by the order timeline (order-events.ts) in the order's transaction: one webhook event per timeline event that has one. */
export async function enqueueOrderWebhooks(
  trx: Database,
  orderId: number,
  events: Array<{ type: string; data?: Record<string, unknown> }>,
): Promise<void> {
  const relevant = events.filter((e) => ORDER_EVENT_TYPES[e.type]);
  if (relevant.length === 0) return;
  // The endpoints are read once for all the events, and the order only when one of them is heard (issue 29).
  const endpoints = await repo.endpointSubscriptions(trx);
  const heard = relevant.filter((e) => endpoints.some((endpoint) => subscribes(endpoint, ORDER_EVENT_TYPES[e.type]!)));
  if (heard.length === 0) return;
  const order = await orderPayload(trx, orderId);
  if (!order) return;
  for (const e of heard)
    await enqueueWebhook(trx, ORDER_EVENT_TYPES[e.type]!, { order, event: e.type, ...(e.data ? { details: e.data } : {}) }, endpoints);
}

/** A product as webhook payloads show it. */
async function productPayload(trx: Database, productId: number) {
  const p = await repo.productForPayload(trx, productId);
  if (!p) return undefined;
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    price: fromMinor(Number(p.regular_price)),
    sale_price: fromMinor(Number(p.sale_price)),
    stock: Number(p.stock),
    published: Number(p.published) === 1,
    updated_at: p.modified_date,
  };
}

/** `product.updated` for an admin change of a product, in its transaction. */
export async function enqueueProductUpdated(trx: Database, productId: number): Promise<void> {
  const product = await productPayload(trx, productId);
  if (product) await enqueueWebhook(trx, 'product.updated', { product });
}

/**
 * `stock.low` when a stock change (admin or order) crosses down to the low-stock threshold: of a
 * variant when one is named (its SKU, colour and size go in the payload), else of the product.
 */
export async function noteStockChange(trx: Database, productId: number, before: number, after: number, variantId?: number): Promise<void> {
  if (!(before > LOW_STOCK_THRESHOLD && after <= LOW_STOCK_THRESHOLD)) return;
  const product = await productPayload(trx, productId);
  if (!product) return;
  const variant = variantId === undefined ? undefined : await repo.variantForPayload(trx, variantId);
  await enqueueWebhook(trx, 'stock.low', { product, ...(variant ? { variant } : {}), stock: after, threshold: LOW_STOCK_THRESHOLD });
}
