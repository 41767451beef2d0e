import type { OrderPaymentMethod } from '@shopwright/shared/orders';
import { sql, type SqlBool } from 'kysely';
import type { TransactionKind, TransactionStatus } from '@shopwright/shared/admin';
import type { Database } from '../../../db/database';
import { offsetOf, type PageRequest } from '../admin-pagination';
import type { Window } from './sales.repo';

export interface TransactionFilter {
  kind?: TransactionKind;
  /** 'card' is the built-in test gateway, 'stripe' Stripe Checkout. */
  method?: OrderPaymentMethod;
  status?: TransactionStatus;
  window?: Partial<Window>;
  orderId?: number;
  /** The paying account's e-mail, in any case. */
  email?: string;
}

/** Payment provider calls matching the filters, with the account that paid. */
function matching(db: Database, f: TransactionFilter) {
  return db
    .selectFrom('payment_transactions as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('orders as o', 'o.id', 't.order_id')
    .where((eb) => {
      const all = [];
      if (f.kind) all.push(eb('t.kind', '=', f.kind));
      if (f.method) all.push(eb('t.provider', '=', f.method === 'card' ? 'test_card' : f.method));
      if (f.status) all.push(eb('t.status', '=', f.status));
      if (f.window?.since) all.push(eb('t.created_at', '>=', f.window.since));
      if (f.window?.until) all.push(eb('t.created_at', '<', f.window.until));
      if (f.orderId !== undefined) all.push(eb('t.order_id', '=', f.orderId));
      if (f.email) all.push(sql<SqlBool>`lower(u.email) = ${f.email.toLowerCase()}`);
      return eb.and(all);
    });
}

const COLUMNS = [
  't.id',
  't.order_id',
  't.user_id',
  't.provider',
  't.kind',
  't.status',
  't.amount',
  't.currency',
  't.reference',
  't.card_brand',
  't.card_last4',
  't.failure_reason',
  't.created_at',
  'u.email',
  'u.first_name',
  'u.last_name',
  't.net_amount',
  't.tax_amount',
  'o.total as order_total',
  'o.tax_total as order_tax',
  'o.prices_include_tax',
] as const;

/** Newest first; all of them without a page (the CSV file). */
export function listTransactions(db: Database, f: TransactionFilter, page?: PageRequest) {
  const query = matching(db, f).select(COLUMNS).orderBy('t.id', 'desc');
  return (page ? query.limit(page.page_size).offset(offsetOf(page)) : query).execute();
}
export type TransactionRow = Awaited<ReturnType<typeof listTransactions>>[number];

/** How many calls and how much money of each kind and status match the filters. */
export async function transactionSums(db: Database, f: TransactionFilter) {
  const rows = await matching(db, f)
    .select(['t.kind', 't.status', sql<number>`count(*)`.as('n'), sql<number>`sum(t.amount)`.as('amount')])
    .groupBy(['t.kind', 't.status'])
    .execute();
  return rows.map((r) => ({ kind: r.kind, status: r.status, count: Number(r.n), amount: Number(r.amount ?? 0) }));
}
