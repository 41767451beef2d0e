import { fromMinorIn } from '@shopwright/shared/money';
import { RETURN_MESSAGES as M, type Return, type ReturnLine, type ReturnSummary } from '@shopwright/shared/returns';
import { millisToPercent } from '@shopwright/shared/tax';
import { MAX_ID } from '@shopwright/shared/constants';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import { orderNumber } from '../orders/order-number';
import * as repo from './returns.repo';
import type { ReturnLineRow, ReturnRow } from './returns.table';

/** Return numbers are the id plus 100000 (id 42 is R-100042), like order numbers. */
const OFFSET = 100_000;
export const returnNumber = (id: number) => `R-${OFFSET + id}`;

/** How a path names a return: its id or its number. */
export type ReturnKey = { id: number } | { number: string };

export function idOf(key: ReturnKey): number | null {
  if ('id' in key) return key.id;
  const match = /^R-(\d{1,12})$/i.exec(key.number);
  const id = match ? Number(match[1]) - OFFSET : 0;
  return id >= 1 && id <= MAX_ID ? id : null;
}

export async function findRow(db: Database, key: ReturnKey): Promise<ReturnRow> {
  const id = idOf(key);
  const row = id === null ? undefined : await repo.findReturn(db, id);
  if (!row) throw notFound(M.returnNotFound);
  return row;
}

/** The shopper may cancel until the parcel is received. */
export const canCancel = (row: ReturnRow) => row.status === 'requested' || row.status === 'approved';

// Amounts are kept in the order's currency's minor units (JPY has none, ADR 027).
const unitOf = (total: number, n: number, currency: string) => (n > 0 ? fromMinorIn(Math.round(total / n), currency) : 0);

export function toLine(l: ReturnLineRow, currency: string): ReturnLine {
  const quantity = Number(l.line_quantity);
  return {
    id: l.id,
    order_line_id: l.order_line_id,
    product_id: l.product_id,
    variant_id: l.variant_id,
    name: l.name,
    sku: l.sku,
    color: l.color,
    size: l.size,
    image: l.image,
    quantity: Number(l.quantity),
    received_quantity: Number(l.received_quantity),
    restocked_quantity: Number(l.restocked_quantity),
    resolution: l.resolution,
    unit_amount: unitOf(Number(l.line_paid), quantity, currency),
    unit_tax: unitOf(Number(l.line_tax), quantity, currency),
    tax_rate: l.tax_rate_millis === null ? null : millisToPercent(Number(l.tax_rate_millis)),
    exchange:
      l.resolution === 'exchange' && l.exchange_variant_id !== null
        ? {
            variant_id: l.exchange_variant_id,
            sku: l.exchange_sku,
            color: l.exchange_color,
            size: l.exchange_size,
            price_difference: fromMinorIn(Number(l.exchange_difference), currency),
          }
        : null,
  };
}

export function toSummary(row: ReturnRow, itemCount: number): ReturnSummary {
  return {
    id: row.id,
    number: row.number,
    order_id: row.order_id,
    order_number: orderNumber(row.order_id),
    status: row.status,
    reason: row.reason,
    currency: row.currency,
    item_count: itemCount,
    refunded: fromMinorIn(Number(row.refunded_amount), row.currency),
    credited: fromMinorIn(Number(row.credited_amount), row.currency),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A return as the shopper sees it (staff see more: returns.admin.ts). */
export async function loadReturn(db: Database, id: number): Promise<Return> {
  const row = await repo.findReturn(db, id);
  if (!row) throw notFound(M.returnNotFound);
  const [lines, events] = await Promise.all([repo.returnLines(db, id), repo.returnEvents(db, id)]);
  return {
    ...toSummary(
      row,
      lines.reduce((s, l) => s + Number(l.quantity), 0),
    ),
    comment: row.comment,
    staff_message: row.staff_message,
    lines: lines.map((l) => toLine(l, row.currency)),
    refund_shipping: row.refund_shipping === null ? null : Number(row.refund_shipping) === 1,
    shipping_refunded: fromMinorIn(Number(row.shipping_amount), row.currency),
    exchange_due: fromMinorIn(Number(row.exchange_due), row.currency),
    exchange_paid: Number(row.exchange_paid) === 1,
    exchange_tracking: row.exchange_tracking,
    can_cancel: canCancel(row),
    events: events.map((e) => ({ id: e.id, type: e.type, message: e.message, actor: e.actor_type, created_at: e.created_at })),
  };
}
