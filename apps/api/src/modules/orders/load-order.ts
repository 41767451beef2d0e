import { ORDER_MESSAGES as M, type Order } from '@shopwright/shared/orders';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import { toOrder, type OrderTexts } from './orders.mappers';
import { orderPayments } from './order-payments.repo';
import * as repo from './orders.repo';
import { lineCardsSent } from '../gift-cards/gift-card-sales';

/**
 * An order with its lines and timeline, as the API answers it; 404 when there is none. Its lines
 * are named in the order's language (the shopper's answers and mails); the admin asks for `base`.
 */
export async function loadOrder(db: Database, orderId: number, texts?: OrderTexts): Promise<Order> {
  const row = await repo.findOrder(db, orderId);
  if (!row) throw notFound(M.orderNotFound);
  const [lines, events, taxes, payments] = await Promise.all([
    repo.orderLines(db, orderId),
    repo.orderEvents(db, orderId),
    repo.orderTaxes(db, orderId),
    orderPayments(db, orderId),
  ]);
  // Only an order that sold gift cards asks when they were mailed.
  const sent = lines.some((l) => l.gift_card) ? await lineCardsSent(db, orderId) : undefined;
  return toOrder(row, lines, events, taxes, payments, texts, sent);
}
