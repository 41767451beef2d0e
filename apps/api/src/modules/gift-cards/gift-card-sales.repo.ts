import { sql } from 'kysely';
import type { Database } from '../../db/database';

/**
 * The SQL of gift cards sold as products (ADR 025): the order lines whose cards are due, the
 * cards due to be mailed, and the cards of an order.
 */

/** Paid orders' gift-card lines with fewer cards than units (the issuing job's work). */
export const linesToIssue = (db: Database, limit: number) => linesToIssueQuery(db, limit).execute();
/**
 * Through the partial index `order_lines_gift_card`, since every paid order nudges the job. The
 * cross join makes SQLite read the lines first: without statistics it would go through every
 * unsettled order (`orders_settling`) instead; PostgreSQL plans it as the inner join it is.
 */
export const linesToIssueQuery = (db: Database, limit: number) =>
  db
    .selectFrom('order_lines as l')
    .crossJoin('orders as o')
    .whereRef('o.id', '=', 'l.order_id')
    .select(['l.id', 'l.order_id', 'l.quantity', 'l.unit_price', 'l.gift_card', 'o.currency', 'o.user_id'])
    .where('l.gift_card', 'is not', null)
    .where('o.payment_status', 'in', ['paid', 'partially_refunded'])
    .where('o.status', '!=', 'cancelled')
    .where('o.settling', '=', 0)
    .where(
      (eb) =>
        eb
          .selectFrom('gift_cards as g')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('g.order_line_id', '=', 'l.id'),
      '<',
      sql<number>`l.quantity`,
    )
    .orderBy('l.id')
    .limit(limit);
export type LineToIssue = Awaited<ReturnType<typeof linesToIssue>>[number];

/** The order, locked where the engine can (a cancellation in between waits), if it may still issue cards. */
export const paidOrderForIssue = (db: Database, orderId: number, postgres: boolean) =>
  db
    .selectFrom('orders')
    .select(['id', 'status', 'payment_status'])
    .where('id', '=', orderId)
    .where('payment_status', 'in', ['paid', 'partially_refunded'])
    .where('status', '!=', 'cancelled')
    .$if(postgres, (q) => q.forUpdate())
    .executeTakeFirst();

/** Sold cards not mailed yet whose day has come (no day: at once), with what their mail says. */
export const cardsToSend = (db: Database, today: string, limit: number) =>
  db
    .selectFrom('gift_cards as g')
    .innerJoin('orders as o', 'o.id', 'g.order_id')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'g.id',
      'g.order_line_id',
      'g.unit',
      'g.currency',
      'g.initial_balance',
      'g.recipient_email',
      'g.recipient_name',
      'g.recipient_message',
      'o.lang',
      'o.billing_address',
      'u.first_name',
      'u.last_name',
    ])
    .where('g.order_line_id', 'is not', null)
    .where('g.sent_at', 'is', null)
    .where('g.disabled', '=', 0)
    .where((eb) => eb.or([eb('g.send_on', 'is', null), eb('g.send_on', '<=', today)]))
    .orderBy('g.id')
    .limit(limit)
    .execute();
export type CardToSend = Awaited<ReturnType<typeof cardsToSend>>[number];

/** Marks a card mailed unless another round did: true when this one claimed it. */
export async function claimSend(db: Database, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('gift_cards')
    .set({ sent_at: now, updated_at: now })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a claim back (the mail could not be stored): the next round tries again. */
export const unclaimSend = (db: Database, id: number) => db.updateTable('gift_cards').set({ sent_at: null }).where('id', '=', id).execute();

/** The cards an order sold (not those that paid for it). */
export const soldCards = (db: Database, orderId: number) =>
  db
    .selectFrom('gift_cards')
    .select(['id', 'order_line_id', 'initial_balance', 'balance', 'disabled', 'sent_at'])
    .where('order_id', '=', orderId)
    .where('order_line_id', 'is not', null)
    .orderBy('id')
    .execute();
