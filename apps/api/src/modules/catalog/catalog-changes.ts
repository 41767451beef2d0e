import { announceAfterCommit } from '../../db/after-commit';
import type { Database } from '../../db/database';
import { enqueueProductUpdated, noteStockChange } from '../integrations/webhook-outbox';
import { CATALOG_CHANGED, stockNoticeDetail, type StockChange } from './response-cache';

/**
 * The announcements of the catalog module's writes (ADR 017). Every function of the module that
 * writes a catalog table calls one of these with the `db` it wrote through, so the change bus
 * hears of it once the change commits. A change of anything but stock drops every catalog and
 * page cache on every process; a stock change only what it touches (ADR 031).
 */

/** The catalog changed: told when `db`'s transaction commits (at once outside one, never on a rollback). */
export const catalogChanged = (db: Database): Promise<void> => announceAfterCommit(db, CATALOG_CHANGED);

/**
 * Only a product's stock changed (or what only its own answer shows besides: units sold, people
 * waiting): the caches drop its answers (after `OWN_STOCK_LAG_MS` for a `sale` that did not
 * flip it), and the answers listing it if it `flipped` (ADR 031).
 */
export const stockChanged = (db: Database, change: StockChange): Promise<void> =>
  announceAfterCommit(db, CATALOG_CHANGED, stockNoticeDetail(change));

/**
 * A product changed as integrations see it: `product.updated` in the webhook outbox, and the
 * catalog notice. With `onlyStock` the caller's `stockMoved` tells the caches instead.
 */
export async function productUpdated(db: Database, productId: number, opts: { onlyStock?: boolean } = {}): Promise<void> {
  await enqueueProductUpdated(db, productId);
  if (!opts.onlyStock) await catalogChanged(db);
}

/**
 * Stock moved from `before` to `after`: `stock.low` when it crossed down to the threshold, and the
 * stock notice. Of a variant (`variantId`), it flipped when it crossed zero; a product-level move
 * is spread over the variants, so it counts as flipped. `sale`: moved by an order (ADR 031).
 */
export async function stockMoved(
  db: Database,
  productId: number,
  before: number,
  after: number,
  variantId?: number,
  opts: { sale?: boolean } = {},
): Promise<void> {
  await noteStockChange(db, productId, before, after, variantId);
  await stockChanged(db, { product: productId, flipped: variantId === undefined || before > 0 !== after > 0, sale: opts.sale });
}
