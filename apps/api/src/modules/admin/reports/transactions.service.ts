import {
  dayBounds,
  type AdminTransaction,
  type TransactionFilters,
  type TransactionPage,
  type TransactionTotals,
} from '@shopwright/shared/admin';
import { fromMinor } from '@shopwright/shared/money';
import type { AppContext } from '../../../context';
import type { CsvFile } from '../../../lib/csv';
import { idFromNumber, orderNumber } from '../../orders/order-number';
import { getSettings } from '../../settings/settings.service';
import { pageOf, type PageRequest } from '../admin-pagination';
import { personRef } from '../admin-support.service';
import { exportCsv, TRANSACTION_COLUMNS } from './reports.csv';
import * as repo from './transactions.repo';

/** The query's filters for the repository: days become stored timestamps, `q` an order or an e-mail. */
function filterOf(f: TransactionFilters): repo.TransactionFilter {
  const q = f.q?.trim() || undefined;
  const orderId = q ? idFromNumber(q) : null;
  return {
    kind: f.kind,
    method: f.method,
    status: f.status,
    window: { since: f.from && dayBounds(f.from, f.from).since, until: f.to && dayBounds(f.to, f.to).until },
    ...(orderId !== null ? { orderId } : q ? { email: q } : {}),
  };
}

const toTransaction = (r: repo.TransactionRow): AdminTransaction => ({
  id: r.id,
  order: r.order_id === null ? null : { id: r.order_id, number: orderNumber(r.order_id) },
  customer: personRef(r.user_id, r.email, r.first_name, r.last_name),
  kind: r.kind,
  method: r.provider === 'test_card' ? 'card' : r.provider,
  status: r.status,
  amount: fromMinor(Number(r.amount)),
  currency: r.currency,
  reference: r.reference,
  card: r.card_brand && r.card_last4 ? { brand: r.card_brand, last4: r.card_last4 } : null,
  failure_reason: r.failure_reason,
  created_at: r.created_at,
  ...netAndTax(r),
});

/**
 * A call's amount without tax and its tax: a refund's own split (per rate, in proportion); a
 * call for the whole order, the order's; null for a call with no order or another amount.
 */
function netAndTax(r: repo.TransactionRow): Pick<AdminTransaction, 'net' | 'tax'> {
  if (r.net_amount !== null && r.net_amount !== undefined)
    return { net: fromMinor(Number(r.net_amount)), tax: fromMinor(Number(r.tax_amount ?? 0)) };
  if (r.order_total === null || Number(r.amount) !== Number(r.order_total)) return { net: null, tax: null };
  return { net: fromMinor(Number(r.amount) - Number(r.order_tax)), tax: fromMinor(Number(r.order_tax)) };
}

function totalsOf(sums: Awaited<ReturnType<typeof repo.transactionSums>>): TransactionTotals {
  const amount = (kind: string, status: string) =>
    sums.filter((s) => s.kind === kind && s.status === status).reduce((t, s) => t + s.amount, 0);
  const captured = amount('capture', 'succeeded');
  const refunded = amount('refund', 'succeeded');
  return {
    count: sums.reduce((t, s) => t + s.count, 0),
    captured: fromMinor(captured),
    refunded: fromMinor(refunded),
    net: fromMinor(captured - refunded),
    failed: sums.filter((s) => s.status === 'failed').reduce((t, s) => t + s.count, 0),
  };
}

/** `GET admin/transactions`: newest first, one page, with the totals of everything matching. */
export async function listTransactions(ctx: AppContext, query: TransactionFilters & PageRequest): Promise<TransactionPage> {
  const filter = filterOf(query);
  const [rows, sums, settings] = await Promise.all([
    repo.listTransactions(ctx.db, filter, query),
    repo.transactionSums(ctx.db, filter),
    getSettings(ctx),
  ]);
  const totals = totalsOf(sums);
  return { ...pageOf(rows.map(toTransaction), totals.count, query), totals, currency: settings.currency };
}

/** Every payment call of one order, oldest first (the admin's order page). */
export async function orderTransactions(ctx: AppContext, orderId: number): Promise<AdminTransaction[]> {
  return (await repo.listTransactions(ctx.db, { orderId })).map(toTransaction).reverse();
}

/** `GET admin/transactions/export.csv`: every matching transaction; the export is audited. */
export async function exportTransactions(ctx: AppContext, actorId: number, filters: TransactionFilters): Promise<CsvFile> {
  const rows = (await repo.listTransactions(ctx.db, filterOf(filters))).map(toTransaction);
  return exportCsv(ctx, actorId, { name: 'transactions', columns: TRANSACTION_COLUMNS, rows, filters });
}
