import { dayBounds, type Page } from '@shopwright/shared/admin';
import { MAX_ID } from '@shopwright/shared/constants';
import { formatMoney, fromMinorIn } from '@shopwright/shared/money';
import {
  RETURN_AUDIT_ACTIONS as A,
  RETURN_MESSAGES as M,
  RETURN_STATUSES,
  type AdminReturnDetail,
  type AdminReturnSummary,
  type ReturnAction,
  type ReturnCounts,
  type ReturnStatus,
} from '@shopwright/shared/returns';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { recordAudit } from '../../lib/audit';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { personRef } from '../admin/admin-support.service';
import { pageOf } from '../admin/admin-pagination';
import type { Actor } from '../orders/order-events';
import { idFromNumber, orderNumber } from '../orders/order-number';
import { findOrder } from '../orders/orders.repo';
import { getSettings } from '../settings/settings.service';
import { recordReturnEvent } from './returns.events';
import { approvedMail, exchangeShippedMail, rejectedMail } from './returns.mails';
import { shippingPaid } from './returns.money';
import { allowedActions, planSettlement, shippingLeft, wholeOrderBack } from './returns.plan';
import * as repo from './returns.repo';
import { releaseExchanges, reserveExchanges, restockUnits } from './returns.stock';
import { findRow, loadReturn, toSummary, type ReturnKey } from './returns.view';
import type { ReturnRow } from './returns.table';

export const staff = (adminId: number): Actor => ({ type: 'staff', id: adminId });
const money = (row: ReturnRow, cents: number) => formatMoney(fromMinorIn(cents, row.currency), row.currency);

/** `GET admin/returns`. */
export async function listReturns(
  ctx: AppContext,
  q: { page: number; page_size: number; status?: ReturnStatus; from?: string; to?: string; q?: string },
): Promise<Page<AdminReturnSummary>> {
  const search = q.q?.trim();
  const filter: repo.ReturnFilter = {
    status: q.status,
    since: q.from && dayBounds(q.from, q.from).since,
    until: q.to && dayBounds(q.to, q.to).until,
  };
  if (search) {
    // R-100012 (or 100012) is a return; SW-100012 an order.
    if (/^sw-?/i.test(search)) filter.orderId = idFromNumber(`SW-${search.replace(/^sw-?/i, '')}`) ?? -1;
    else {
      // Beyond any id it matches nothing (PostgreSQL refuses to compare an integer column with it: a 500).
      const id = Number(search.replace(/^r-?/i, '')) - 100_000;
      filter.returnId = id >= 1 && id <= MAX_ID ? id : -1;
    }
  }
  const { rows, count } = await repo.listReturns(ctx.db, filter, q);
  const counts = await repo.itemCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return pageOf(
    rows.map((r) => ({
      ...toSummary(r, counts.get(r.id) ?? 0),
      customer: personRef(r.user_id, r.email, r.first_name, r.last_name),
      email: r.email,
    })),
    count,
    q,
  );
}

/** `GET admin/returns/counts`. */
export async function returnCounts(ctx: AppContext): Promise<ReturnCounts> {
  const rows = await repo.countsByStatus(ctx.db);
  const counts = Object.fromEntries(RETURN_STATUSES.map((s) => [s, rows.get(s) ?? 0])) as Record<ReturnStatus, number>;
  return { counts, open: counts.requested + counts.approved + counts.received };
}

/** `GET admin/returns/{id}`. */
export async function getReturn(ctx: AppContext, key: ReturnKey): Promise<AdminReturnDetail> {
  const row = await findRow(ctx.db, key);
  const order = (await findOrder(ctx.db, row.order_id))!;
  const [view, lines, customer, delivered, refund, credit, whole, ship] = await Promise.all([
    loadReturn(ctx.db, row.id),
    repo.returnLines(ctx.db, row.id),
    repo.customerOf(ctx.db, row.user_id),
    repo.deliveredAt(ctx.db, order.id),
    planSettlement(ctx.db, order, row, 'refund', false),
    planSettlement(ctx.db, order, row, 'store_credit', false),
    wholeOrderBack(ctx.db, order.id),
    shippingLeft(ctx.db, order, row),
  ]);
  return {
    ...view,
    customer: customer ? personRef(customer.id, customer.email, customer.first_name, customer.last_name) : null,
    email: order.email,
    order: {
      id: order.id,
      number: orderNumber(order.id),
      status: order.status,
      total: fromMinorIn(Number(order.total), order.currency),
      refunded: fromMinorIn(Number(order.refunded_total), order.currency),
      shipping: fromMinorIn(shippingPaid(order).paid, order.currency),
      placed_at: order.placed_at,
      delivered_at: delivered,
    },
    allowed_actions: allowedActions(row, lines),
    refundable: fromMinorIn(refund.total, order.currency),
    creditable: fromMinorIn(credit.total, order.currency),
    shipping_refundable: fromMinorIn(ship.amount, order.currency),
    refund_shipping_default: whole,
  };
}

/** Locks the return and checks the action is allowed now (409 otherwise). */
async function lockFor(ctx: AppContext, trx: Database, id: number, action: ReturnAction): Promise<ReturnRow> {
  const row = (await repo.lockReturn(trx, ctx.dialect, id))!;
  const lines = await repo.returnLines(trx, id);
  if (!allowedActions(row, lines).includes(action)) throw conflict(M.notAllowed(action, row.status));
  return row;
}

const audit = (trx: Database, adminId: number, action: ReturnAction, row: ReturnRow, before: unknown, after: unknown) =>
  recordAudit(trx, { actor_id: adminId, action: A.action(action), entity: 'return', entity_id: row.id, before, after });

export async function approve(ctx: AppContext, adminId: number, id: number, message: string | undefined): Promise<string | null> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await lockFor(ctx, trx, id, 'approve');
    const short = await reserveExchanges(trx, id);
    if (short !== null) throw new AppError(409, 'OUT_OF_STOCK', M.exchangeUnavailable, { [`lines.${short}`]: [M.exchangeUnavailable] });
    const lines = await repo.returnLines(trx, id);
    const due = lines.reduce((s, l) => s + Math.max(Number(l.exchange_difference), 0) * Number(l.quantity), 0);
    await repo.updateReturn(trx, id, { status: 'approved', staff_message: message ?? null, exchange_due: due, updated_at: nowIso() });
    await recordReturnEvent(trx, id, 'approved', message ? `Return approved: ${message}` : 'Return approved.', staff(adminId));
    await audit(
      trx,
      adminId,
      'approve',
      row,
      { status: row.status },
      { status: 'approved', message: message ?? null, exchange_due: fromMinorIn(due, row.currency) },
    );
    return (await findOrder(trx, row.order_id))?.email ?? null;
  });
}

export async function reject(ctx: AppContext, adminId: number, id: number, message: string): Promise<string | null> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await lockFor(ctx, trx, id, 'reject');
    await releaseExchanges(trx, id);
    await repo.updateReturn(trx, id, { status: 'rejected', staff_message: message, updated_at: nowIso() });
    await recordReturnEvent(trx, id, 'rejected', `Return rejected: ${message}`, staff(adminId));
    await audit(trx, adminId, 'reject', row, { status: row.status }, { status: 'rejected', message });
    return (await findOrder(trx, row.order_id))?.email ?? null;
  });
}

/**
 * Marks units received line by line, under the return's lock; each line's update is conditional
 * too, so racing receipts never receive more than was asked. Restocked units go back to the
 * variant sold. Any refused line refuses the whole receipt (nothing written).
 */
export async function receive(
  ctx: AppContext,
  adminId: number,
  id: number,
  input: Array<{ id: number; quantity: number; restock: boolean }>,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockFor(ctx, trx, id, 'receive');
    const lines = new Map((await repo.returnLines(trx, id)).map((l) => [l.id, l]));
    const errors: Record<string, string[]> = {};
    input.forEach((r, i) => {
      const line = lines.get(r.id);
      if (!line) errors[`lines.${i}.id`] = [M.receiveLineUnknown];
      else if (input.filter((o) => o.id === r.id).length > 1) errors[`lines.${i}.id`] = [M.lineTwice];
      else if (r.quantity > Number(line.quantity) - Number(line.received_quantity))
        errors[`lines.${i}.quantity`] = [M.receiveTooMany(Number(line.quantity) - Number(line.received_quantity))];
    });
    if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]![0]!, errors);
    for (const r of [...input].sort((a, b) => a.id - b.id)) {
      const line = lines.get(r.id)!;
      if (!(await repo.receiveUnits(trx, r.id, r.quantity, r.restock)))
        throw new AppError(409, 'CONFLICT', M.receiveTooMany(Number(line.quantity) - Number(line.received_quantity)));
      if (r.restock) await restockUnits(trx, line.product_id, line.variant_id, r.quantity);
    }
    const status = row.status === 'approved' ? 'received' : row.status;
    await repo.updateReturn(trx, id, { status, updated_at: nowIso() });
    const units = input.reduce((s, r) => s + r.quantity, 0);
    const restocked = input.filter((r) => r.restock).reduce((s, r) => s + r.quantity, 0);
    await recordReturnEvent(trx, id, 'received', `${units} item(s) received, ${restocked} put back in stock.`, staff(adminId), {
      lines: input,
    });
    await audit(trx, adminId, 'receive', row, { status: row.status }, { status, lines: input });
  });
}

/**
 * Ships the exchange: the held units of the received exchange lines leave (they stay taken), the
 * rest is given back. A more expensive variant ships only once staff confirm the difference was paid.
 */
export async function shipExchange(
  ctx: AppContext,
  adminId: number,
  id: number,
  input: { tracking?: string; difference_received?: boolean },
): Promise<string | null> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await lockFor(ctx, trx, id, 'ship_exchange');
    const due = Number(row.exchange_due);
    if (due > 0 && Number(row.exchange_paid) !== 1 && input.difference_received !== true)
      throw conflict(M.exchangeDifferenceDue(money(row, due)));
    const lines = (await repo.returnLines(trx, id)).filter((l) => l.resolution === 'exchange' && Number(l.exchange_reserved) === 1);
    const keep = new Map(lines.map((l) => [l.id, Number(l.received_quantity)]));
    await releaseExchanges(trx, id, keep);
    for (const l of lines) await repo.updateLine(trx, l.id, { settled_quantity: Number(l.received_quantity) });
    const paid = due > 0 ? 1 : Number(row.exchange_paid);
    await repo.updateReturn(trx, id, {
      status: 'exchanged',
      exchange_tracking: input.tracking || null,
      exchange_paid: paid,
      updated_at: nowIso(),
    });
    const shipped = lines.reduce((s, l) => s + Number(l.received_quantity), 0);
    const difference = due > 0 && Number(row.exchange_paid) !== 1 ? ` Difference of ${money(row, due)} received.` : '';
    await recordReturnEvent(trx, id, 'exchanged', `Exchange of ${shipped} item(s) shipped.${difference}`, staff(adminId), {
      tracking: input.tracking ?? null,
    });
    await audit(
      trx,
      adminId,
      'ship_exchange',
      row,
      { status: row.status },
      { status: 'exchanged', tracking: input.tracking ?? null, difference_received: due > 0 },
    );
    return (await findOrder(trx, row.order_id))?.email ?? null;
  });
}

/** The mails of approve, reject and ship_exchange, after their commit. */
export async function mailAfter(ctx: AppContext, action: ReturnAction, id: number, to: string | null): Promise<void> {
  if (!to) return;
  const [view, settings] = await Promise.all([loadReturn(ctx.db, id), getSettings(ctx)]);
  if (action === 'approve')
    ctx.mailer.send(await approvedMail(ctx, to, view, settings.shop_name, `${settings.shop_name}\n${settings.contact_address}`));
  if (action === 'reject') ctx.mailer.send(await rejectedMail(ctx, to, view, settings.shop_name));
  if (action === 'ship_exchange') ctx.mailer.send(await exchangeShippedMail(ctx, to, view));
}
