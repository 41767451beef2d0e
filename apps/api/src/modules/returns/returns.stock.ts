import type { Database } from '../../db/database';
import { returnStock, takeStock } from '../catalog/stock-writes';
import * as repo from './returns.repo';

/**
 * Stock of returns, through the catalog's own writes: an exchange holds the new variant's units
 * from approval (given back on rejection or cancellation, or when fewer come back), and received
 * units the staff restock go back to the variant sold. Several variants are taken in
 * (product, variant) order, as orders take them, so the two cannot deadlock.
 */

const byVariant = <T extends { product_id: number | null; exchange_variant_id: number | null }>(lines: T[]) =>
  [...lines].sort((a, b) => (a.product_id ?? 0) - (b.product_id ?? 0) || (a.exchange_variant_id ?? 0) - (b.exchange_variant_id ?? 0));

/** Holds the exchange lines' units; answers the first line whose variant has not enough left (the caller rolls back). */
export async function reserveExchanges(trx: Database, returnId: number): Promise<number | null> {
  const lines = (await repo.returnLines(trx, returnId)).filter((l) => l.resolution === 'exchange' && Number(l.exchange_reserved) === 0);
  for (const line of byVariant(lines)) {
    const left = await takeStock(trx, line.product_id!, line.exchange_variant_id!, Number(line.quantity));
    if (left === null) return line.id;
    await repo.updateLine(trx, line.id, { exchange_reserved: 1 });
  }
  return null;
}

/** Gives back the held units of every exchange line still holding them (`keep`: units per line that ship). */
export async function releaseExchanges(trx: Database, returnId: number, keep: Map<number, number> = new Map()): Promise<void> {
  const lines = (await repo.returnLines(trx, returnId)).filter((l) => l.resolution === 'exchange' && Number(l.exchange_reserved) === 1);
  for (const line of byVariant(lines)) {
    const back = Number(line.quantity) - (keep.get(line.id) ?? 0);
    if (back > 0) await returnStock(trx, line.product_id!, line.exchange_variant_id, back);
    await repo.updateLine(trx, line.id, { exchange_reserved: 0 });
  }
}

/** Puts received units back on the shelf: the variant sold (its product's total too). */
export async function restockUnits(trx: Database, productId: number | null, variantId: number | null, quantity: number): Promise<void> {
  if (productId === null || quantity <= 0) return;
  await returnStock(trx, productId, variantId, quantity);
}
