import {
  ADMIN_ORDER_MESSAGES as M,
  ORDER_AUDIT_ACTIONS as A,
  dayBounds,
  type AdminOrderDetail,
  type AdminOrderFilters,
  type AdminOrderSummary,
  type OrderActionInput,
  type OrderNote,
  type Page,
  type PayLaterOrder,
  type PayLaterPage,
  type RefundInput,
} from '@shopwright/shared/admin';
import { formatMoney, fromMinor, fromMinorIn, toMinorIn } from '@shopwright/shared/money';
import { ORDER_ACTIONS, ORDER_MESSAGES, type Order } from '@shopwright/shared/orders';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/database';
import { recordAudit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/errors';
import { nowIso } from '../../../lib/time';
import { loadOrder } from '../../orders/load-order';
import { recordEvent, type Actor } from '../../orders/order-events';
import { idFromNumber, orderNumber } from '../../orders/order-number';
import { isPaid, markPaid, refund } from '../../orders/order-payments';
import { transition } from '../../orders/order-transitions';
import { findOrder } from '../../orders/orders.repo';
import type { OrderRow } from '../../orders/orders.table';
import { nextStatus } from '../../orders/state-machine';
import { getSettings } from '../../settings/settings.service';
import { pageOf, type PageRequest } from '../admin-pagination';
import { personRef } from '../admin-support.service';
import { dashboardPaymentUrl } from '../../payments/stripe-client';
import { orderInBase } from '../reports/sales.repo';
import { orderTransactions } from '../reports/transactions.service';
import { paymentReminderMail } from './admin-orders.mails';
import * as repo from './admin-orders.repo';
import { orderMailLang } from '../../orders/order-mail-lang';

/** How a path names an order: its id or its number (SW-100012). */
export type OrderKey = { id: number } | { number: string };

const DAY_MS = 86_400_000;
const REMINDER_EVENT = 'payment_reminder';
const staff = (adminId: number): Actor => ({ type: 'staff', id: adminId });

/** The order's row, or 404. */
async function findRow(db: Database, key: OrderKey): Promise<OrderRow> {
  const id = 'id' in key ? key.id : idFromNumber(key.number);
  const row = id === null ? undefined : await findOrder(db, id);
  if (!row) throw notFound(ORDER_MESSAGES.orderNotFound);
  return row;
}

const statusOf = (row: Pick<OrderRow, 'status' | 'payment_status'>) => ({ status: row.status, payment_status: row.payment_status });
const awaitsPayment = (row: OrderRow) =>
  row.payment_method === 'pay_later' && row.payment_status === 'unpaid' && row.status !== 'cancelled';

/** The query's filters for the repository: days become stored timestamps, `customer` an id or part of an e-mail. */
function filterOf(f: Omit<AdminOrderFilters, 'sort'>): repo.OrderFilter {
  const customer = f.customer?.trim() || undefined;
  const digits = f.q?.replace(/^sw-?/i, '') || undefined;
  return {
    status: f.status,
    payment_status: f.payment_status,
    payment_method: f.payment_method,
    since: f.from && dayBounds(f.from, f.from).since,
    until: f.to && dayBounds(f.to, f.to).until,
    ...(customer && /^\d{1,10}$/.test(customer) ? { customerId: Number(customer) } : { customerEmail: customer }),
    numberDigits: digits,
    updatedSince: f.updated_since,
  };
}

/** A list row; `base` is the shop's base currency (the reports'). */
const toSummary = (r: repo.OrderListRow, base: string): AdminOrderSummary => ({
  id: r.id,
  number: orderNumber(r.id),
  status: r.status,
  payment_status: r.payment_status,
  payment_method: r.payment_method,
  currency: r.currency,
  total: fromMinorIn(Number(r.total), r.currency),
  refunded: fromMinorIn(Number(r.refunded_total), r.currency),
  // Orders are stamped with their market from migration 0022 on (older ones were back-filled); as toOrder.
  market: r.market ?? 'us',
  base_currency: base,
  total_base: fromMinorIn(Number(r.total_base), base),
  item_count: Number(r.item_count ?? 0),
  customer: personRef(r.user_id, r.email, r.first_name, r.last_name),
  email: r.order_email,
  placed_at: r.placed_at,
});

/** `GET admin/orders`: one page of the matching orders, newest first unless sorted otherwise. */
export async function listOrders(ctx: AppContext, query: AdminOrderFilters & PageRequest): Promise<Page<AdminOrderSummary>> {
  const filter = filterOf(query);
  const [rows, totals, { currency }] = await Promise.all([
    repo.listOrders(ctx.db, filter, query.sort, query),
    repo.orderTotals(ctx.db, filter),
    getSettings(ctx),
  ]);
  return pageOf(
    rows.map((r) => toSummary(r, currency)),
    totals.count,
    query,
  );
}

const toNote = (r: Awaited<ReturnType<typeof repo.listNotes>>[number]): OrderNote => ({
  id: r.id,
  body: r.body,
  author: personRef(r.author_id, r.email, r.first_name, r.last_name),
  created_at: r.created_at,
});

/** `GET admin/orders/{id}`: the order with its customer, payment calls, notes and the moves allowed now. */
export async function getOrder(ctx: AppContext, key: OrderKey): Promise<AdminOrderDetail> {
  const row = await findRow(ctx.db, key);
  const [order, customer, transactions, notes, inBase, { currency: base }] = await Promise.all([
    // Staff read the catalog's own names; the shopper's words are in the order's language (ADR 030).
    loadOrder(ctx.db, row.id, 'base'),
    repo.orderCustomer(ctx.db, row.user_id),
    orderTransactions(ctx, row.id),
    repo.listNotes(ctx.db, row.id),
    orderInBase(ctx.db, row.id),
    getSettings(ctx),
  ]);
  return {
    ...order,
    customer: customer ? personRef(customer.id, customer.email, customer.first_name, customer.last_name) : null,
    email: row.email,
    allowed_actions: ORDER_ACTIONS.filter((a) => nextStatus(row.status, a) !== null),
    refundable: isPaid(row) ? fromMinorIn(Number(row.total) - Number(row.refunded_total), row.currency) : 0,
    can_mark_paid: awaitsPayment(row),
    transactions,
    notes: notes.map(toNote),
    stripe_payment:
      row.payment_method === 'stripe' && row.payment_reference
        ? {
            payment_intent: row.payment_reference,
            dashboard_url: dashboardPaymentUrl(ctx.config.stripe?.mode ?? 'test', row.payment_reference),
          }
        : null,
    exchange_rate: Number(row.exchange_rate ?? '1'),
    base_currency: base,
    total_base: fromMinorIn(inBase.total, base),
    refunded_base: fromMinorIn(inBase.refunded, base),
  };
}

async function audit(ctx: AppContext, adminId: number, action: string, row: OrderRow, before: unknown, after: unknown): Promise<void> {
  await recordAudit(ctx.db, { actor_id: adminId, action, entity: 'order', entity_id: row.id, before, after });
}

/** `POST admin/orders/{id}/actions`: one move of the state machine (409 when not allowed from the current status). */
export async function applyAction(ctx: AppContext, adminId: number, key: OrderKey, input: OrderActionInput): Promise<AdminOrderDetail> {
  const row = await findRow(ctx.db, key);
  const shipment = input.action === 'ship' ? { carrier: input.carrier, tracking_number: input.tracking_number } : undefined;
  const order = await transition(ctx, row.id, input.action, staff(adminId), shipment);
  await audit(ctx, adminId, A.action(input.action), row, statusOf(row), {
    ...statusOf(order),
    ...(order.shipment && input.action === 'ship' ? order.shipment : {}),
  });
  return getOrder(ctx, { id: row.id });
}

/** Stores an internal note (in the caller's transaction) and answers its id. */
const addNote = (db: Database, orderId: number, adminId: number, body: string) =>
  repo.insertNote(db, { order_id: orderId, body, author_id: adminId, created_at: nowIso() });

/**
 * `POST admin/orders/{id}/refunds`: refunds `amount` cents (everything left without it) through the
 * order's payment provider. The reason is kept as an internal note and in the audit log.
 */
export async function refundOrder(ctx: AppContext, adminId: number, key: OrderKey, input: RefundInput): Promise<AdminOrderDetail> {
  const row = await findRow(ctx.db, key);
  const before = { ...statusOf(row), refunded: fromMinorIn(Number(row.refunded_total), row.currency) };
  const order: Order = await refund(ctx, row.id, input.amount, staff(adminId));
  // Minor units of the order's currency (JPY has none): the answer's decimal back to an integer.
  const amount = toMinorIn(order.refunded, order.currency) - Number(row.refunded_total);
  await ctx.db.transaction().execute(async (trx) => {
    await addNote(trx, row.id, adminId, `Refunded ${formatMoney(fromMinorIn(amount, order.currency), order.currency)}: ${input.reason}`);
    await recordAudit(trx, {
      actor_id: adminId,
      action: A.refund,
      entity: 'order',
      entity_id: row.id,
      before,
      after: { ...statusOf(order), refunded: order.refunded, amount: fromMinorIn(amount, order.currency), reason: input.reason },
    });
  });
  return getOrder(ctx, { id: row.id });
}

/** `POST admin/orders/{id}/notes`: a note only staff see. */
export async function addOrderNote(ctx: AppContext, adminId: number, key: OrderKey, note: string): Promise<AdminOrderDetail> {
  const row = await findRow(ctx.db, key);
  await ctx.db.transaction().execute(async (trx) => {
    const id = await addNote(trx, row.id, adminId, note);
    await recordAudit(trx, { actor_id: adminId, action: A.note, entity: 'order', entity_id: row.id, after: { note_id: id, note } });
  });
  return getOrder(ctx, { id: row.id });
}

/** `GET admin/pay-later`: pay-later orders still waiting for their money (not cancelled), the oldest first. */
export async function listPayLater(ctx: AppContext, query: { sort: AdminOrderFilters['sort'] } & PageRequest): Promise<PayLaterPage> {
  const filter: repo.OrderFilter = { payment_method: 'pay_later', payment_status: 'unpaid', openOnly: true };
  const [rows, totals, settings] = await Promise.all([
    repo.listOrders(ctx.db, filter, query.sort, query),
    repo.orderTotals(ctx.db, filter),
    getSettings(ctx),
  ]);
  const reminders = await repo.lastReminders(
    ctx.db,
    rows.map((r) => r.id),
    REMINDER_EVENT,
  );
  const now = Date.now();
  const results = rows.map((r): PayLaterOrder => ({
    ...toSummary(r, settings.currency),
    age_days: Math.max(0, Math.floor((now - Date.parse(r.placed_at)) / DAY_MS)),
    last_reminder_at: reminders.get(r.id) ?? null,
  }));
  return { ...pageOf(results, totals.count, query), outstanding: fromMinor(totals.total), currency: settings.currency };
}

/**
 * `POST admin/pay-later/{id}/mark-paid`: records the payment that arrived (a captured transaction);
 * a pending order is confirmed with it.
 */
export async function markOrderPaid(ctx: AppContext, adminId: number, key: OrderKey): Promise<AdminOrderDetail> {
  const row = await findRow(ctx.db, key);
  if (row.status === 'cancelled') throw conflict(M.paidCancelled);
  let order = await markPaid(ctx, row.id, staff(adminId));
  if (order.status === 'pending') order = await transition(ctx, row.id, 'confirm', staff(adminId));
  await audit(ctx, adminId, A.markPaid, row, statusOf(row), statusOf(order));
  return getOrder(ctx, { id: row.id });
}

/** `POST admin/pay-later/{id}/remind`: mails the customer that the order waits for their payment. */
export async function sendReminder(ctx: AppContext, adminId: number, key: OrderKey): Promise<AdminOrderDetail> {
  const row = await findRow(ctx.db, key);
  if (!awaitsPayment(row)) throw conflict(M.reminderNotDue);
  if (!row.email) throw conflict(M.reminderNoEmail);
  const [order, { shop_name }] = await Promise.all([loadOrder(ctx.db, row.id), getSettings(ctx)]);
  await ctx.db.transaction().execute(async (trx) => {
    await recordEvent(trx, row.id, REMINDER_EVENT, 'Payment reminder sent.', staff(adminId));
    await recordAudit(trx, { actor_id: adminId, action: A.remind, entity: 'order', entity_id: row.id, after: { email: row.email } });
  });
  ctx.mailer.send(await paymentReminderMail(ctx, row.email, order, shop_name, await orderMailLang(ctx.db, row.id)));
  return getOrder(ctx, { id: row.id });
}
