import type { Database } from '../../db/database';
import type { NewPaymentTransaction } from './payments.table';

/** Records one or more provider calls in one statement. */
export const recordTransaction = (db: Database, rows: NewPaymentTransaction | NewPaymentTransaction[]) =>
  db.insertInto('payment_transactions').values(rows).execute();

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
