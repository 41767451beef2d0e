import type { Database } from '../../db/database';
import { catalogChanged } from './catalog-changes';
import { refreshRatings } from './products.repo';

export function reviewPage(db: Database, productId: number, page: number, pageSize: number) {
  return db
    .selectFrom('product_reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.rating', 'r.title', 'r.body', 'r.created_at', 'r.updated_at', 'u.first_name', 'u.last_name'])
    .where('r.product_id', '=', productId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
}
export type ReviewRow = Awaited<ReturnType<typeof reviewPage>>[number];

/** How many reviews gave each number of stars. */
export async function starCounts(db: Database, productId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('product_reviews')
    .select(['rating', (eb) => eb.fn.countAll().as('count')])
    .where('product_id', '=', productId)
    .groupBy('rating')
    .execute();
  return new Map(rows.map((r) => [r.rating, Number(r.count)]));
}

export const findReviewId = (db: Database, productId: number, userId: number) =>
  db.selectFrom('product_reviews').select('id').where('product_id', '=', productId).where('user_id', '=', userId).executeTakeFirst();

/** Creates the shopper's review of a product, or replaces it (one review per shopper and product). */
export async function upsertReview(
  db: Database,
  review: { product_id: number; user_id: number; rating: number; title: string; body: string },
  now: string,
): Promise<void> {
  await db
    .insertInto('product_reviews')
    .values({ ...review, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['product_id', 'user_id']).doUpdateSet({ rating: review.rating, title: review.title, body: review.body, updated_at: now }),
    )
    .execute();
  await catalogChanged(db);
}

/** Removes a review (moderation) and recomputes its product's rating from the rest. */
export async function deleteReview(db: Database, review: { id: number; product_id: number }): Promise<void> {
  await db.deleteFrom('product_reviews').where('id', '=', review.id).execute();
  await refreshRatings(db, review.product_id);
}

export function findUserReview(db: Database, productId: number, userId: number) {
  return db
    .selectFrom('product_reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.rating', 'r.title', 'r.body', 'r.created_at', 'r.updated_at', 'u.first_name', 'u.last_name'])
    .where('r.product_id', '=', productId)
    .where('r.user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

export const productRating = (db: Database, productId: number) =>
  db.selectFrom('products').select(['rating_average', 'rating_count']).where('id', '=', productId).executeTakeFirstOrThrow();
