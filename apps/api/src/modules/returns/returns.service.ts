import { createHash } from 'node:crypto';
import { fromMinorIn } from '@shopwright/shared/money';
import { ORDER_MESSAGES } from '@shopwright/shared/orders';
import { RETURN_MESSAGES as M, type Return, type ReturnEligibility, type ReturnPage, type ReturnRequest } from '@shopwright/shared/returns';
import type { z } from 'zod';
import type { ReturnRequestSchema } from '@shopwright/shared/returns';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { idFromNumber, orderNumber } from '../orders/order-number';
import { lockOrder, orderLines, findOrder } from '../orders/orders.repo';
import type { OrderLineRow, OrderRow } from '../orders/orders.table';
import { getSettings } from '../settings/settings.service';
import { recordReturnEvent } from './returns.events';
import { requestedMail } from './returns.mails';
import { linePaid } from './returns.money';
import * as repo from './returns.repo';
import { canCancel, findRow, loadReturn, returnNumber, toSummary, type ReturnKey } from './returns.view';
import { releaseExchanges } from './returns.stock';

type OrderKey = { id: number } | { number: string };
type RequestInput = z.output<typeof ReturnRequestSchema>;
const DAY_MS = 86_400_000;

/** The shopper's own order (not one still settling), or 404 as for one that does not exist. */
async function ownOrder(db: Database, userId: number, key: OrderKey, lock?: AppContext['dialect']): Promise<OrderRow> {
  const id = 'id' in key ? key.id : idFromNumber(key.number);
  const row = id === null ? undefined : lock ? await lockOrder(db, lock, id) : await findOrder(db, id);
  if (!row || row.user_id !== userId || Number(row.settling) === 1) throw notFound(ORDER_MESSAGES.orderNotFound);
  return row;
}

/** Why the order cannot be returned now (null: it can), and when its window ends. */
async function windowOf(ctx: AppContext, db: Database, order: OrderRow) {
  const days = (await getSettings(ctx)).return_window_days;
  const delivered = order.status === 'delivered' ? await repo.deliveredAt(db, order.id) : null;
  const endsAt = delivered ? new Date(Date.parse(delivered) + days * DAY_MS).toISOString() : null;
  const reason = !delivered ? M.notDelivered : Date.now() > Date.parse(endsAt!) ? M.windowClosed(days) : null;
  return { days, delivered, endsAt, reason };
}

/** The variant options a line can be exchanged into, with the price difference per unit in cents. */
async function exchangeOptions(db: Database, line: OrderLineRow) {
  if (line.product_id === null) return [];
  const variants = await repo.variantsOf(db, line.product_id);
  const original = variants.find((v) => v.id === line.variant_id);
  const basis = original ? Number(original.price) : Number(line.unit_price);
  return variants
    .filter((v) => v.id !== line.variant_id && v.retired_at === null && Number(v.published) === 1)
    .map((v) => ({ ...v, difference: Number(v.price) - basis }));
}

/** `GET orders/{id}/returns`. */
export async function eligibility(ctx: AppContext, userId: number, key: OrderKey): Promise<ReturnEligibility> {
  const order = await ownOrder(ctx.db, userId, key);
  const [window, lines, claimed, returns] = await Promise.all([
    windowOf(ctx, ctx.db, order),
    orderLines(ctx.db, order.id),
    repo.claimedByLine(ctx.db, order.id),
    repo.orderReturns(ctx.db, order.id),
  ]);
  const counts = await repo.itemCounts(
    ctx.db,
    returns.map((r) => r.id),
  );
  return {
    order_id: order.id,
    order_number: orderNumber(order.id),
    eligible: window.reason === null && lines.some((l) => Number(l.quantity) > (claimed.get(l.id) ?? 0)),
    reason: window.reason,
    delivered_at: window.delivered,
    window_ends_at: window.endsAt,
    window_days: window.days,
    lines: await Promise.all(
      lines.map(async (l) => ({
        order_line_id: l.id,
        name: l.name,
        sku: l.sku,
        color: l.color,
        size: l.size,
        image: l.image,
        quantity: Number(l.quantity),
        returnable_quantity: Math.max(0, Number(l.quantity) - (claimed.get(l.id) ?? 0)),
        exchange_options: (await exchangeOptions(ctx.db, l)).map((v) => ({
          variant_id: v.id,
          sku: v.sku,
          color: v.color,
          size: v.size,
          in_stock: Number(v.stock) > 0,
          price_difference: fromMinorIn(v.difference, order.currency),
        })),
      })),
    ),
    returns: returns.map((r) => toSummary(r, counts.get(r.id) ?? 0)),
  };
}

/** A stable key of the request: the same body sent twice for the same order is one return. */
function requestKey(userId: number, orderId: number, input: RequestInput): string {
  const lines = [...input.lines]
    .sort((a, b) => a.order_line_id - b.order_line_id)
    .map((l) => [l.order_line_id, l.quantity, l.resolution, l.exchange_variant_id ?? null]);
  return createHash('sha256')
    .update(JSON.stringify([userId, orderId, lines, input.reason, input.comment]))
    .digest('hex')
    .slice(0, 64);
}

const fieldErrors = (errors: Record<string, string[]>) => {
  const first = Object.values(errors)[0]![0]!;
  return badRequest(first, errors);
};

/**
 * `POST orders/{id}/returns`: checks everything under the order's lock (so two requests racing
 * cannot claim the same units), writes the return, its lines and the first timeline entry, and
 * mails the instructions after the commit. Answers whether it was new (201) or a double submit (200).
 */
export async function requestReturn(
  ctx: AppContext,
  userId: number,
  key: OrderKey,
  input: ReturnRequest,
): Promise<{ created: boolean; body: Return }> {
  const body = input as unknown as RequestInput;
  const result = await ctx.db.transaction().execute(async (trx) => {
    const order = await ownOrder(trx, userId, key, ctx.dialect);
    const rkey = requestKey(userId, order.id, body);
    const earlier = await repo.findByRequestKey(trx, order.id, rkey);
    if (earlier && repo.HOLDING.includes(earlier.status)) return { id: earlier.id, created: false, email: null };
    // A cancelled or rejected return with the same body gives its key up to this one.
    if (earlier) await repo.updateReturn(trx, earlier.id, { request_key: null });
    const window = await windowOf(ctx, trx, order);
    if (window.reason) throw conflict(window.reason);

    const lines = new Map((await orderLines(trx, order.id)).map((l) => [l.id, l]));
    const claimed = await repo.claimedByLine(trx, order.id);
    const errors: Record<string, string[]> = {};
    const rows = [];
    for (const [i, wanted] of body.lines.entries()) {
      const line = lines.get(wanted.order_line_id);
      if (!line) {
        errors[`lines.${i}.order_line_id`] = [M.lineUnknown];
        continue;
      }
      const left = Number(line.quantity) - (claimed.get(line.id) ?? 0);
      if (wanted.quantity > left) errors[`lines.${i}.quantity`] = [M.quantityTooLarge(Math.max(left, 0))];
      let exchange = null;
      if (wanted.resolution === 'exchange') {
        const target = await repo.variantById(trx, wanted.exchange_variant_id!);
        const field = `lines.${i}.exchange_variant_id`;
        if (!target || line.product_id === null || target.product_id !== line.product_id) errors[field] = [M.exchangeOtherProduct];
        else if (target.id === line.variant_id) errors[field] = [M.exchangeSameVariant];
        else if (target.retired_at !== null || Number(target.published) !== 1 || Number(target.stock) < wanted.quantity)
          errors[field] = [M.exchangeUnavailable];
        else {
          const options = await exchangeOptions(trx, line);
          exchange = { target, difference: options.find((o) => o.id === target.id)?.difference ?? 0 };
        }
      }
      const paid = linePaid(order, line);
      rows.push({
        order_line_id: line.id,
        product_id: line.product_id,
        variant_id: line.variant_id,
        name: line.name,
        sku: line.sku,
        color: line.color,
        size: line.size,
        image: line.image,
        quantity: wanted.quantity,
        resolution: wanted.resolution,
        exchange_variant_id: exchange?.target.id ?? null,
        exchange_sku: exchange?.target.sku ?? null,
        exchange_color: exchange?.target.color ?? null,
        exchange_size: exchange?.target.size ?? null,
        exchange_difference: exchange?.difference ?? 0,
        line_quantity: Number(line.quantity),
        line_paid: paid.paid,
        line_tax: paid.tax,
        tax_rate_millis: line.tax_rate_millis === null ? null : Number(line.tax_rate_millis),
      });
    }
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);

    const now = nowIso();
    const id = await repo.insertReturn(trx, {
      number: `pending-${rkey.slice(0, 24)}`,
      order_id: order.id,
      user_id: userId,
      status: 'requested',
      reason: body.reason,
      comment: body.comment,
      staff_message: null,
      currency: order.currency,
      refund_shipping: null,
      exchange_tracking: null,
      settling_since: null,
      request_key: rkey,
      created_at: now,
      updated_at: now,
    });
    await repo.updateReturn(trx, id, { number: returnNumber(id) });
    await repo.insertLines(
      trx,
      rows.map((r) => ({ ...r, return_id: id })),
    );
    await recordReturnEvent(trx, id, 'requested', `Return ${returnNumber(id)} requested.`, { type: 'customer', id: userId });
    return { id, created: true, email: order.email };
  });
  const answer = await loadReturn(ctx.db, result.id);
  if (result.created && result.email) ctx.mailer.send(await requestedMail(ctx, result.email, answer, (await getSettings(ctx)).shop_name));
  return { created: result.created, body: answer };
}

/** The shopper's own return, or 404 exactly as for one that does not exist. */
async function ownReturn(db: Database, userId: number, key: ReturnKey) {
  const row = await findRow(db, key);
  if (row.user_id !== userId) throw notFound(M.returnNotFound);
  return row;
}

export async function getOwnReturn(ctx: AppContext, userId: number, key: ReturnKey): Promise<Return> {
  return loadReturn(ctx.db, (await ownReturn(ctx.db, userId, key)).id);
}

export async function listOwnReturns(ctx: AppContext, userId: number, page: { page: number; page_size: number }): Promise<ReturnPage> {
  const { rows, count } = await repo.listReturns(ctx.db, { userId }, page);
  const counts = await repo.itemCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    count,
    next: page.page * page.page_size < count ? page.page + 1 : null,
    previous: page.page > 1 ? page.page - 1 : null,
    results: rows.map((r) => toSummary(r, counts.get(r.id) ?? 0)),
  };
}

/** `POST returns/{id}/cancel`: only before the parcel is received; an exchange's held units go back. */
export async function cancelOwnReturn(ctx: AppContext, userId: number, key: ReturnKey): Promise<Return> {
  const { id } = await ownReturn(ctx.db, userId, key);
  await ctx.db.transaction().execute(async (trx) => {
    const row = (await repo.lockReturn(trx, ctx.dialect, id))!;
    if (!canCancel(row)) throw new AppError(409, 'CONFLICT', M.cannotCancel(row.status));
    await releaseExchanges(trx, id);
    await repo.updateReturn(trx, id, { status: 'cancelled', updated_at: nowIso() });
    await recordReturnEvent(trx, id, 'cancelled', 'Return cancelled by the customer.', { type: 'customer', id: userId });
  });
  return loadReturn(ctx.db, id);
}
