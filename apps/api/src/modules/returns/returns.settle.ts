import { MARKET_ORDER_MESSAGES } from '@shopwright/shared/markets';
import { toMinorIn, fromMinorIn, formatMoney, hasDecimalsFor, minorDigits } from '@shopwright/shared/money';
import { RETURN_MESSAGES as M } from '@shopwright/shared/returns';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { recordAudit } from '../../lib/audit';
import { AppError, conflict, fieldError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { countCreditRefund, refund } from '../orders/order-payments';
import { findOrder, lockOrder } from '../orders/orders.repo';
import type { OrderRow } from '../orders/orders.table';
import { grantCredit } from '../store-credit/store-credit.service';
import { staff } from './returns.admin';
import { recordReturnEvent } from './returns.events';
import { creditedMail, refundedMail } from './returns.mails';
import { allowedActions, planSettlement, type Plan } from './returns.plan';
import * as repo from './returns.repo';
import type { ReturnRow } from './returns.table';
import { loadReturn } from './returns.view';

/** A refund or credit claimed longer ago than this was cut off (a crash): staff may try again. */
const CLAIM_MS = 5 * 60_000;
const money = (row: ReturnRow, cents: number) => formatMoney(fromMinorIn(cents, row.currency), row.currency);

/** Writes what a settlement paid to the return's lines and row, in the caller's transaction. */
async function recordSettlement(
  trx: Database,
  row: ReturnRow,
  plan: Plan & { shippingChosen: boolean },
  field: 'refunded_amount' | 'credited_amount',
) {
  for (const l of plan.lines) {
    const line = (await repo.returnLines(trx, row.id)).find((x) => x.id === l.lineId)!;
    await repo.updateLine(trx, l.lineId, {
      settled_quantity: Number(line.settled_quantity) + l.units,
      settled_amount: Number(line.settled_amount) + l.amount,
      settled_tax: Number(line.settled_tax) + l.tax,
    });
  }
  await repo.updateReturn(trx, row.id, {
    [field]: Number(row[field]) + plan.total,
    shipping_amount: Number(row.shipping_amount) + plan.shipping.amount,
    refund_shipping: plan.shippingChosen ? 1 : Number(row.refund_shipping ?? 0),
    status: field === 'refunded_amount' ? 'refunded' : 'credited',
    settling_since: null,
    updated_at: nowIso(),
  });
}

/**
 * `refund`: the received refund lines' paid share with its tax per rate (and shipping when
 * chosen) back to the original payments. Three steps, as every refund (ADR 006): the return is
 * claimed in a transaction (so a second click is refused), the order's `refund` reserves, calls the
 * provider outside any transaction and records; then the return records what it paid, or gives
 * its claim back when the provider refused.
 */
export async function refundReturn(
  ctx: AppContext,
  adminId: number,
  id: number,
  input: { refund_shipping?: boolean; amount?: number },
): Promise<void> {
  const claimed = await ctx.db.transaction().execute(async (trx) => {
    const row = (await repo.lockReturn(trx, ctx.dialect, id))!;
    if (row.settling_since && Date.now() - Date.parse(row.settling_since) < CLAIM_MS) throw conflict(M.changedMeanwhile);
    if (!allowedActions(row, await repo.returnLines(trx, id)).includes('refund')) throw conflict(M.notAllowed('refund', row.status));
    const order = (await lockOrder(trx, ctx.dialect, row.order_id))!;
    // An amount the order's currency cannot hold (50.5 JPY) is refused, not rounded.
    if (input.amount !== undefined && !hasDecimalsFor(input.amount, order.currency))
      throw fieldError('amount', MARKET_ORDER_MESSAGES.amountDecimals(order.currency, minorDigits(order.currency)));
    const amount = input.amount === undefined ? undefined : toMinorIn(input.amount, order.currency);
    const full = await planSettlement(trx, order, row, 'refund', input.refund_shipping);
    const left = Math.min(full.full, Number(order.total) - Number(order.refunded_total));
    if (amount !== undefined && amount > left)
      throw new AppError(409, 'CONFLICT', M.amountTooLarge(money(row, left)), { amount: [M.amountTooLarge(money(row, left))] });
    const plan = await planSettlement(trx, order, row, 'refund', input.refund_shipping, amount ?? (full.full > left ? left : undefined));
    if (plan.total <= 0) throw conflict(M.nothingToRefund);
    await repo.updateReturn(trx, id, { settling_since: nowIso() });
    return { row, plan };
  });
  const { row, plan } = claimed;
  try {
    await refund(ctx, row.order_id, plan.total, staff(adminId), plan.parts);
  } catch (error) {
    await repo.updateReturn(ctx.db, id, { settling_since: null });
    throw error;
  }
  const email = await ctx.db.transaction().execute(async (trx) => {
    const fresh = (await repo.lockReturn(trx, ctx.dialect, id))!;
    await recordSettlement(trx, fresh, plan, 'refunded_amount');
    const shipping = plan.shipping.amount > 0 ? ` (shipping ${money(row, plan.shipping.amount)} included)` : '';
    await recordReturnEvent(
      trx,
      id,
      'refunded',
      `Refund of ${money(row, plan.total)} sent to the original payment${shipping}.`,
      staff(adminId),
      {
        amount: fromMinorIn(plan.total, row.currency),
        shipping: fromMinorIn(plan.shipping.amount, row.currency),
      },
    );
    await recordAudit(trx, {
      actor_id: adminId,
      action: 'return.refund',
      entity: 'return',
      entity_id: id,
      before: { status: row.status, refunded: fromMinorIn(Number(row.refunded_amount), row.currency) },
      after: {
        status: 'refunded',
        amount: fromMinorIn(plan.total, row.currency),
        shipping: fromMinorIn(plan.shipping.amount, row.currency),
        split: plan.parts,
      },
    });
    return (await findOrder(trx, row.order_id))?.email ?? null;
  });
  if (email) ctx.mailer.send(await refundedMail(ctx, email, await loadReturn(ctx.db, id), fromMinorIn(plan.total, row.currency)));
}

/** `credit`: the received store-credit lines' paid share (and shipping when chosen) as store credit, in one transaction (no provider). */
export async function creditReturn(ctx: AppContext, adminId: number, id: number, input: { refund_shipping?: boolean }): Promise<void> {
  const done = await ctx.db.transaction().execute(async (trx) => {
    const row = (await repo.lockReturn(trx, ctx.dialect, id))!;
    if (row.settling_since && Date.now() - Date.parse(row.settling_since) < CLAIM_MS) throw conflict(M.changedMeanwhile);
    if (!allowedActions(row, await repo.returnLines(trx, id)).includes('credit')) throw conflict(M.notAllowed('credit', row.status));
    const order: OrderRow = (await lockOrder(trx, ctx.dialect, row.order_id))!;
    // Credit counts against what is left to refund of the order (a later refund cannot pay it out again).
    const full = await planSettlement(trx, order, row, 'store_credit', input.refund_shipping);
    const left = Number(order.total) - Number(order.refunded_total);
    const plan = full.full > left ? await planSettlement(trx, order, row, 'store_credit', input.refund_shipping, left) : full;
    if (plan.total <= 0) throw conflict(M.nothingToCredit);
    await countCreditRefund(trx, order, plan.total, staff(adminId), plan.parts);
    const balance = await grantCredit(trx, {
      userId: row.user_id,
      currency: row.currency,
      amount: plan.total,
      reason: `Return ${row.number}`,
      kind: 'return',
      orderId: row.order_id,
      returnId: row.id,
      actorId: adminId,
    });
    await recordSettlement(trx, row, plan, 'credited_amount');
    await recordReturnEvent(trx, id, 'credited', `Store credit of ${money(row, plan.total)} issued.`, staff(adminId), {
      amount: fromMinorIn(plan.total, row.currency),
    });
    await recordAudit(trx, {
      actor_id: adminId,
      action: 'return.credit',
      entity: 'return',
      entity_id: id,
      before: { status: row.status, credited: fromMinorIn(Number(row.credited_amount), row.currency) },
      after: {
        status: 'credited',
        amount: fromMinorIn(plan.total, row.currency),
        shipping: fromMinorIn(plan.shipping.amount, row.currency),
      },
    });
    return { email: order.email, amount: plan.total, balance };
  });
  if (done.email) {
    const r = await loadReturn(ctx.db, id);
    ctx.mailer.send(await creditedMail(ctx, done.email, r, fromMinorIn(done.amount, r.currency), fromMinorIn(done.balance, r.currency)));
  }
}
