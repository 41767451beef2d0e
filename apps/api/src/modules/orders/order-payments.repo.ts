import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { OrderPaymentsTable } from './orders.table';
import { compiledOnce, firstRow } from '../../db/compiled-once';

/** Gift cards and store credit: paid when the order is written; every other payment goes through its provider afterwards. */
const CREDIT_METHODS = ['gift_card', 'store_credit'] as const;

/** Opens a payment of an order (pending until its provider's answer is recorded); answers its row. */
export const insertPayment = async (db: Database, row: Pick<OrderPaymentsTable, 'order_id' | 'method' | 'amount' | 'created_at'>) =>
  firstRow(await insertPaymentRow(db, row));
// Every placement opens one (compiledOnce, issue 29).
const insertPaymentRow = compiledOnce((db: Database, row: Pick<OrderPaymentsTable, 'order_id' | 'method' | 'amount' | 'created_at'>) =>
  db
    .insertInto('order_payments')
    .values({ ...row, reference: null, card_brand: null, card_last4: null, updated_at: row.created_at })
    .returningAll(),
);

/** A gift card or store credit payment, taken in the order's write transaction: paid at once. */
export const insertCreditPayment = (
  db: Database,
  row: Pick<OrderPaymentsTable, 'order_id' | 'method' | 'amount' | 'reference' | 'card_last4' | 'created_at'>,
) =>
  db
    .insertInto('order_payments')
    .values({ ...row, status: 'paid', card_brand: null, updated_at: row.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();

export const orderPayments = (db: Database, orderId: number) =>
  db.selectFrom('order_payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

export const findPayment = (db: Database, id: number) =>
  db.selectFrom('order_payments').selectAll().where('id', '=', id).executeTakeFirst();

/** The order's payment by card, Stripe or pay later (none when gift cards and store credit paid it all). */
export const externalPayment = (db: Database, orderId: number) =>
  db
    .selectFrom('order_payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('method', 'not in', CREDIT_METHODS)
    .orderBy('id', 'desc')
    .executeTakeFirst();

/**
 * The order's payments with what is still refundable of each: its amount less what was refunded
 * and what pending refunds reserved (payment_transactions.payment_id), in the caller's transaction.
 */
export const paymentsWithReserved = (db: Database, orderId: number) =>
  db
    .selectFrom('order_payments as p')
    .selectAll('p')
    .select((eb) =>
      eb
        .selectFrom('payment_transactions as t')
        .select(sql<number>`coalesce(sum(t.amount), 0)`.as('s'))
        .whereRef('t.payment_id', '=', 'p.id')
        .where('t.kind', '=', 'refund')
        .where('t.status', '=', 'pending')
        .as('reserved'),
    )
    .where('p.order_id', '=', orderId)
    .orderBy('p.id')
    .execute();

/** Records what the provider answered for the order's pending payment (never its gift card and store credit payments); answers the rows changed. */
export const settlePayment = compiledOnce(
  (
    db: Database,
    orderId: number,
    patch: Partial<Pick<OrderPaymentsTable, 'reference' | 'card_brand' | 'card_last4'>> & { status: 'pending' | 'paid' | 'cancelled' },
    now: string,
  ) =>
    db
      .updateTable('order_payments')
      .set({ ...patch, updated_at: now })
      .where('order_id', '=', orderId)
      .where('method', 'not in', CREDIT_METHODS)
      .where('status', 'in', ['pending', 'paid'])
      .returningAll(),
);

/** Marks an order's gift card and store credit payments given back (a placement undone, an unpaid order cancelled). */
export const cancelCreditPayments = (db: Database, orderId: number, now: string) =>
  db
    .updateTable('order_payments')
    .set({ status: 'cancelled', updated_at: now })
    .where('order_id', '=', orderId)
    .where('method', 'in', CREDIT_METHODS)
    .where('status', '=', 'paid')
    .execute();

/**
 * Counts a refund (or gives back one that failed, with a negative amount) against one payment,
 * or without `paymentId` against the order's paid card / Stripe / pay-later payment.
 */
export const countPaymentRefund = (db: Database, orderId: number, amount: number, now: string, paymentId?: number | null) =>
  db
    .updateTable('order_payments')
    .set({
      refunded: sql`refunded + ${amount}`,
      status: sql`case when refunded + ${amount} >= amount then 'refunded' when refunded + ${amount} > 0 then 'partially_refunded' else 'paid' end`,
      updated_at: now,
    })
    .where('order_id', '=', orderId)
    .$if(paymentId != null, (q) => q.where('id', '=', paymentId!))
    .$if(paymentId == null, (q) => q.where('method', 'not in', CREDIT_METHODS))
    .where('status', 'in', ['paid', 'partially_refunded', 'refunded'])
    .execute();
