import type { Database } from '../../../db/database';
import { offsetOf, type PageRequest } from '../admin-pagination';

/** A product's reviews, newest first, with their authors' names and e-mails. */
export function reviewPage(db: Database, productId: number, page: PageRequest) {
  return db
    .selectFrom('product_reviews as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.rating',
      'r.title',
      'r.body',
      'r.created_at',
      'r.updated_at',
      'r.user_id',
      'u.email',
      'u.first_name',
      'u.last_name',
    ])
    .where('r.product_id', '=', productId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(page.page_size)
    .offset(offsetOf(page))
    .execute();
}

export async function countReviews(db: Database, productId: number): Promise<number> {
  const row = await db
    .selectFrom('product_reviews')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findReview = (db: Database, id: number) =>
  db
    .selectFrom('product_reviews')
    .select(['id', 'product_id', 'user_id', 'rating', 'title', 'body'])
    .where('id', '=', id)
    .executeTakeFirst();

export const productExists = async (db: Database, id: number) =>
  (await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
