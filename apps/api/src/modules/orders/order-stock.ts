import type { Database } from '../../db/database';
import { returnStock } from '../catalog/stock-writes';
import { orderLines } from './orders.repo';

/**
 * Puts every line's units back to the variant sold (in product, variant order, as orders take
 * them, so the two cannot deadlock); answers the products with a variant that was sold out before
 * (their waiters get mailed).
 */
export async function restock(trx: Database, orderId: number): Promise<number[]> {
  const backInStock = new Set<number>();
  const lines = (await orderLines(trx, orderId)).sort(
    (a, b) => (a.product_id ?? 0) - (b.product_id ?? 0) || (a.variant_id ?? 0) - (b.variant_id ?? 0),
  );
  for (const line of lines) {
    // A gift card's stock was never taken (ADR 025).
    if (line.product_id === null || line.gift_card) continue;
    const before = await returnStock(trx, line.product_id, line.variant_id, Number(line.quantity));
    if (before === 0) backInStock.add(line.product_id);
  }
  return [...backInStock];
}
