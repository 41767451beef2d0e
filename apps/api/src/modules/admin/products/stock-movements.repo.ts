import type { Database } from '../../../db/database';
import { offsetOf, type PageRequest } from '../admin-pagination';

/** A product's stock history (every variant's), newest first, with the acting admin and the variant. */
export function movementPage(db: Database, productId: number, page: PageRequest) {
  return db
    .selectFrom('stock_movements as s')
    .leftJoin('users as u', 'u.id', 's.actor_id')
    .leftJoin('product_variants as v', 'v.id', 's.variant_id')
    .select(['v.id as variant_id', 'v.sku', 'v.color', 'v.size'])
    .select(['s.id', 's.stock_before', 's.stock_after', 's.reason', 's.note', 's.order_id', 's.actor_id', 's.created_at'])
    .select(['u.email as actor_email', 'u.first_name as actor_first_name', 'u.last_name as actor_last_name'])
    .where('s.product_id', '=', productId)
    .orderBy('s.id', 'desc')
    .limit(page.page_size)
    .offset(offsetOf(page))
    .execute();
}

export async function countMovements(db: Database, productId: number): Promise<number> {
  const row = await db
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
