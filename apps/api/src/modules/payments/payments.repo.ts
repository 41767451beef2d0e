import type { Database } from '../../db/database';
import { sql } from 'kysely';
import type { NewPaymentTransaction, PaymentTransactionsTable } from './payments.table';
import { compiledOnce } from '../../db/compiled-once';

/** Records one or more provider calls in one statement. */
export const recordTransaction = compiledOnce((db: Database, rows: NewPaymentTransaction | NewPaymentTransaction[]) =>
  db.insertInto('payment_transactions').values(rows),
);

/** The order's transactions, oldest first. */
export const orderTransactions = (db: Database, orderId: number) =>
  db.selectFrom('payment_transactions').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

/** The reference of the order's last successful call of a kind: refunds go against the capture, a pay-later capture against its invoice. */
export async function lastReference(db: Database, orderId: number, kind: 'authorize' | 'capture'): Promise<string | null> {
  const row = await db
    .selectFrom('payment_transactions')
    .select('reference')
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .where('status', 'in', ['succeeded', 'pending'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.reference ?? null;
}

/** Records one provider call and answers its id (a refund reserved before its provider is asked). */
export async function insertTransaction(db: Database, row: NewPaymentTransaction): Promise<number> {
  return (await db.insertInto('payment_transactions').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Records the answer of a pending call, unless someone else already did: false then. */
export async function finishPendingTransaction(
  db: Database,
  id: number,
  answer: { status: 'succeeded' | 'failed'; reference: string | null; failure_reason: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('payment_transactions')
    .set(answer)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A refund's split per rate (JSON), to give it back when the refund failed. */
export const transactionTaxSplit = async (db: Database, id: number) =>
  (await db.selectFrom('payment_transactions').select('tax_split').where('id', '=', id).executeTakeFirst())?.tax_split ?? null;

/** Refunds reserved before `before` whose provider answer was never recorded (the settling sweep). */
export const stalePendingRefunds = (db: Database, before: string, limit: number) =>
  db
    .selectFrom('payment_transactions')
    .select(['id', 'order_id', 'amount', 'payment_id'])
    .where('kind', '=', 'refund')
    .where('status', '=', 'pending')
    .where('created_at', '<', before)
    .where('order_id', 'is not', null)
    .orderBy('id')
    .limit(limit)
    .execute();

/** Whether a Stripe event was handled already. */
export const stripeEventSeen = async (db: Database, id: string) =>
  (await db.selectFrom('stripe_events').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** Notes a handled Stripe event (a second note of the same id is ignored). */
export const noteStripeEvent = (db: Database, event: { id: string; type: string; created_at: string }) =>
  db
    .insertInto('stripe_events')
    .values(event)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

/** What the order's refunds through one provider add up to, sent or reserved (a Stripe dashboard refund is what Stripe counts beyond it). */
export async function refundedThrough(db: Database, orderId: number, provider: PaymentTransactionsTable['provider']): Promise<number> {
  const row = await db
    .selectFrom('payment_transactions')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('s'))
    .where('order_id', '=', orderId)
    .where('kind', '=', 'refund')
    .where('provider', '=', provider)
    .where('status', 'in', ['succeeded', 'pending'])
    .executeTakeFirstOrThrow();
  return Number(row.s);
}
