import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { OrderPaymentsTable } from './orders.table';

/** Opens a payment of an order (pending until its provider's answer is recorded). */
export const insertPayment = (db: Database, row: Pick<OrderPaymentsTable, 'order_id' | 'method' | 'amount' | 'created_at'>) =>
  db
    .insertInto('order_payments')
    .values({ ...row, reference: null, card_brand: null, card_last4: null, updated_at: row.created_at })
    .execute();

export const orderPayments = (db: Database, orderId: number) =>
  db.selectFrom('order_payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

/** Records what the provider answered for the order's pending payment. */
export const settlePayment = (
  db: Database,
  orderId: number,
  patch: Partial<Pick<OrderPaymentsTable, 'reference' | 'card_brand' | 'card_last4'>> & { status: 'pending' | 'paid' | 'cancelled' },
  now: string,
) =>
  db
    .updateTable('order_payments')
    .set({ ...patch, updated_at: now })
    .where('order_id', '=', orderId)
    .where('status', 'in', ['pending', 'paid'])
    .execute();

/** Counts a refund (or gives back one that failed, with a negative amount) against the order's paid payment. */
export const countPaymentRefund = (db: Database, orderId: number, amount: number, now: string) =>
  db
    .updateTable('order_payments')
    .set({
      refunded: sql`refunded + ${amount}`,
      status: sql`case when refunded + ${amount} >= amount then 'refunded' when refunded + ${amount} > 0 then 'partially_refunded' else 'paid' end`,
      updated_at: now,
    })
    .where('order_id', '=', orderId)
    .where('status', 'in', ['paid', 'partially_refunded', 'refunded'])
    .execute();
