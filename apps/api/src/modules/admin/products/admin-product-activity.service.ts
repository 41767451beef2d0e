import {
  ADMIN_PRODUCT_MESSAGES as M,
  CATALOG_AUDIT_ACTIONS as A,
  type AdminReview,
  type Page,
  type StockMovement,
} from '@shopwright/shared/admin';
import type { AppContext } from '../../../context';
import { recordAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { deleteReview as removeReview } from '../../catalog/reviews.repo';
import { pageOf, type PageRequest } from '../admin-pagination';
import * as repo from './admin-product-activity.repo';
import { personRef } from './admin-products.mappers';
import { countMovements, movementPage } from './stock-movements.repo';

async function ensureProduct(ctx: AppContext, productId: number): Promise<void> {
  if (!(await repo.productExists(ctx.db, productId))) throw notFound(M.productNotFound);
}

/** `GET admin/products/{id}/stock-history`: every stock change, newest first. */
export async function stockHistory(ctx: AppContext, productId: number, page: PageRequest): Promise<Page<StockMovement>> {
  await ensureProduct(ctx, productId);
  const [rows, count] = await Promise.all([movementPage(ctx.db, productId, page), countMovements(ctx.db, productId)]);
  const results = rows.map((r) => ({
    id: r.id,
    variant: r.variant_id !== null && r.sku !== null ? { id: r.variant_id, sku: r.sku, color: r.color, size: r.size } : null,
    stock_before: r.stock_before,
    stock_after: r.stock_after,
    change: r.stock_after - r.stock_before,
    reason: r.reason,
    note: r.note,
    order_id: r.order_id,
    actor: personRef(r.actor_id, r.actor_email, r.actor_first_name, r.actor_last_name),
    created_at: r.created_at,
  }));
  return pageOf(results, count, page);
}

/** `GET admin/products/{id}/reviews`: the reviews to moderate, newest first. */
export async function productReviews(ctx: AppContext, productId: number, page: PageRequest): Promise<Page<AdminReview>> {
  await ensureProduct(ctx, productId);
  const [rows, count] = await Promise.all([repo.reviewPage(ctx.db, productId, page), repo.countReviews(ctx.db, productId)]);
  const results = rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    title: r.title,
    body: r.body,
    author: personRef(r.user_id, r.email, r.first_name, r.last_name),
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
  return pageOf(results, count, page);
}

/** `DELETE admin/reviews/{id}`: removes a review and recomputes its product's rating from the rest. */
export async function deleteReview(ctx: AppContext, actorId: number, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const review = await repo.findReview(trx, id);
    if (!review) throw notFound(M.reviewNotFound);
    await removeReview(trx, review);
    const { id: _id, ...before } = review;
    await recordAudit(trx, { actor_id: actorId, action: A.reviewDelete, entity: 'review', entity_id: id, before });
  });
}
