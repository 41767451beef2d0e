import { sql } from 'kysely';
import type { Database } from '../../../db/database';

/**
 * Taxed amounts per month, destination country and rate, of the orders whose money came in
 * (paid, partly or wholly refunded), placed in the window; with what was refunded of each.
 */
export function taxRows(db: Database, window: { since: string; until: string }) {
  return db
    .selectFrom('order_taxes as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .where('o.settling', '=', 0)
    .where('o.payment_status', 'in', ['paid', 'partially_refunded', 'refunded'])
    .where('o.placed_at', '>=', window.since)
    .where('o.placed_at', '<', window.until)
    .select([
      sql<string>`substr(o.placed_at, 1, 7)`.as('month'),
      sql<string>`coalesce(o.tax_country, '')`.as('country'),
      't.rate_millis',
      't.name',
      sql<number>`count(distinct o.id)`.as('orders'),
      sql<number>`sum(t.net)`.as('net'),
      sql<number>`sum(t.tax)`.as('tax'),
      sql<number>`sum(t.refunded_net)`.as('refunded_net'),
      sql<number>`sum(t.refunded_tax)`.as('refunded_tax'),
    ])
    .groupBy([sql`substr(o.placed_at, 1, 7)`, sql`coalesce(o.tax_country, '')`, 't.rate_millis', 't.name'])
    .execute();
}
