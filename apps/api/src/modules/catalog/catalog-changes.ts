import { announceAfterCommit } from '../../db/after-commit';
import type { Database } from '../../db/database';
import { enqueueProductUpdated, noteStockChange } from '../integrations/webhook-outbox';
import { CATALOG_CHANGED } from './response-cache';

/**
 * The announcements of the catalog module's writes (ADR 017). Every function of the module that
 * writes a catalog table calls one of these with the `db` it wrote through, so the change bus
 * hears of it once the change commits and every process drops its catalog and page caches.
 */

/** The catalog changed: told when `db`'s transaction commits (at once outside one, never on a rollback). */
export const catalogChanged = (db: Database): Promise<void> => announceAfterCommit(db, CATALOG_CHANGED);

/** A product changed as integrations see it: `product.updated` in the webhook outbox, and the catalog notice. */
export async function productUpdated(db: Database, productId: number): Promise<void> {
  await enqueueProductUpdated(db, productId);
  await catalogChanged(db);
}

/** Stock moved from `before` to `after`: `stock.low` when it crossed down to the threshold, and the catalog notice. */
export async function stockMoved(db: Database, productId: number, before: number, after: number, variantId?: number): Promise<void> {
  await noteStockChange(db, productId, before, after, variantId);
  await catalogChanged(db);
}
