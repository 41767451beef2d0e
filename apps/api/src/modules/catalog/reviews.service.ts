import { CATALOG_MESSAGES as M, type Review, type ReviewInput, type ReviewList } from '@shopwright/shared/catalog';
import { NOT_AUTHENTICATED_DETAIL } from '@shopwright/shared/errors';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { findUserById } from '../auth/auth.repo';
import { ratingOf } from './catalog.mappers';
import { paginate } from './pagination';
import { productKey } from './product-key';
import { findPublishedProduct, refreshRatings } from './products.repo';
import * as repo from './reviews.repo';

const toReview = (r: repo.ReviewRow): Review => ({
  id: r.id,
  rating: r.rating,
  title: r.title,
  body: r.body,
  author: [r.first_name, r.last_name ? `${r.last_name.charAt(0)}.` : ''].filter(Boolean).join(' ') || 'A customer',
  created_at: r.created_at,
  updated_at: r.updated_at,
});

async function visibleProductId(ctx: AppContext, idOrSlug: string): Promise<number> {
  const product = await findPublishedProduct(ctx.db, productKey(idOrSlug));
  if (!product) throw notFound(M.productNotFound);
  return product.id;
}

/** A page of a product's reviews, newest first, with the star distribution. */
export async function listReviews(
  ctx: AppContext,
  idOrSlug: string,
  page: number,
  pageSize: number,
  requestUrl: string,
): Promise<ReviewList> {
  const productId = await visibleProductId(ctx, idOrSlug);
  const [stars, rows] = await Promise.all([repo.starCounts(ctx.db, productId), repo.reviewPage(ctx.db, productId, page, pageSize)]);
  const distribution = [5, 4, 3, 2, 1].map((s) => ({ stars: s, count: stars.get(s) ?? 0 }));
  const count = distribution.reduce((sum, d) => sum + d.count, 0);
  const total = distribution.reduce((sum, d) => sum + d.stars * d.count, 0);
  return {
    ...paginate(requestUrl, count, page, pageSize),
    results: rows.map(toReview),
    rating: { ...ratingOf(count > 0 ? total / count : 0, count), distribution },
  };
}

/**
 * Stores the signed-in shopper's review; a second one for the same product replaces the first.
 * The product's rating average and count are recomputed from the reviews in the same transaction.
 */
export async function saveReview(ctx: AppContext, userId: number, idOrSlug: string, input: ReviewInput) {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.is_blocked) throw new AppError(401, 'NOT_AUTHENTICATED', NOT_AUTHENTICATED_DETAIL);
  const productId = await visibleProductId(ctx, idOrSlug);
  return ctx.db.transaction().execute(async (trx) => {
    const existed = await repo.findReviewId(trx, productId, userId);
    await repo.upsertReview(trx, { product_id: productId, user_id: userId, ...input }, nowIso());
    await refreshRatings(trx, productId);
    const [review, rating] = await Promise.all([repo.findUserReview(trx, productId, userId), repo.productRating(trx, productId)]);
    return { created: !existed, review: toReview(review), rating: ratingOf(rating.rating_average, rating.rating_count) };
  });
}
