import type { Insertable, Updateable } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Database } from '../../db/database';
import type { WebhookAttemptsTable, WebhookDeliveriesTable, WebhookEndpointsTable } from './integrations.table';

export const listEndpoints = (db: Database) => db.selectFrom('webhook_endpoints').selectAll().orderBy('id', 'desc').execute();
export const findEndpoint = (db: Database, id: number) =>
  db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();

export const insertEndpoint = async (db: Database, row: Insertable<WebhookEndpointsTable>) =>
  (await db.insertInto('webhook_endpoints').values(row).returning('id').executeTakeFirstOrThrow()).id;
export const updateEndpoint = (db: Database, id: number, set: Updateable<WebhookEndpointsTable>) =>
  db.updateTable('webhook_endpoints').set(set).where('id', '=', id).execute();
export const deleteEndpoint = (db: Database, id: number) => db.deleteFrom('webhook_endpoints').where('id', '=', id).execute();

/** Deliveries whose next try is due, oldest first, with what sending them needs. */
export const dueDeliveries = (db: Database, now: string, limit: number) =>
  db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select(['d.id', 'd.endpoint_id', 'd.body', 'd.attempts', 'e.url', 'e.secret'])
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', now)
    .orderBy('d.next_attempt_at')
    .orderBy('d.id')
    .limit(limit)
    .execute();

export const updateDelivery = (db: Database, id: number, set: Updateable<WebhookDeliveriesTable>) =>
  db.updateTable('webhook_deliveries').set(set).where('id', '=', id).execute();
export const insertAttempt = (db: Database, row: Insertable<WebhookAttemptsTable>) =>
  db.insertInto('webhook_attempts').values(row).execute();

export const recentDeliveries = (db: Database, endpointId: number, limit: number) =>
  db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId).orderBy('id', 'desc').limit(limit).execute();
export const findDelivery = (db: Database, endpointId: number, id: number) =>
  db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId).where('id', '=', id).executeTakeFirst();
export const attemptsOf = (db: Database, deliveryIds: number[]) =>
  deliveryIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('webhook_attempts').selectAll().where('delivery_id', 'in', deliveryIds).orderBy('id').execute();

/** The outbox's writes: every endpoint with the event types it listens to, and one pending delivery per subscribed endpoint. */
// Read by every order's events (compiledOnce, issue 29).
export const endpointSubscriptions = compiledOnce((db: Database) => db.selectFrom('webhook_endpoints').select(['id', 'events']));
export const insertDeliveries = (db: Database, rows: Insertable<WebhookDeliveriesTable>[]) =>
  db.insertInto('webhook_deliveries').values(rows).execute();

/** What payloads show of an order, a product and a variant: read in the caller's transaction, so it is the state being committed. */
export const orderForPayload = (db: Database, orderId: number) =>
  db
    .selectFrom('orders')
    .select([
      'id',
      'user_id',
      'status',
      'payment_status',
      'payment_method',
      'currency',
      'market',
      'total',
      'refunded_total',
      'placed_at',
      'updated_at',
    ])
    .where('id', '=', orderId)
    .executeTakeFirst();
export const productForPayload = (db: Database, productId: number) =>
  db
    .selectFrom('products')
    .select(['id', 'slug', 'name', 'regular_price', 'sale_price', 'stock', 'published', 'modified_date'])
    .where('id', '=', productId)
    .executeTakeFirst();
export const variantForPayload = (db: Database, variantId: number) =>
  db.selectFrom('product_variants').select(['id', 'sku', 'color', 'size']).where('id', '=', variantId).executeTakeFirst();
