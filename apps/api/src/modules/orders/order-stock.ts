import type { Database } from '../../db/database';
import { orderLines, returnStock } from './orders.repo';

/** Puts every line's units back (in product order, as orders take them, so the two cannot deadlock); answers the products that were sold out before (their waiters get mailed). */
export async function restock(trx: Database, orderId: number): Promise<number[]> {
  const backInStock: number[] = [];
  const lines = (await orderLines(trx, orderId)).sort((a, b) => (a.product_id ?? 0) - (b.product_id ?? 0));
  for (const line of lines) {
    if (line.product_id === null) continue;
    const before = await returnStock(trx, line.product_id, Number(line.quantity));
    if (before === 0) backInStock.push(line.product_id);
  }
  return backInStock;
}
