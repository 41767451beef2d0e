import type { Database } from '../../db/database';

/**
 * Records a back-in-stock request. An e-mail already waiting counts once; one that was notified
 * before (the product sold out again) is waiting again. Returns nothing: read `subscribers`.
 */
export async function addSubscription(db: Database, productId: number, email: string, userId: number | null, now: string) {
  await db
    .insertInto('stock_subscriptions')
    .values({ product_id: productId, email, user_id: userId, created_at: now, notified_at: null })
    .onConflict((oc) =>
      oc.columns(['product_id', 'email']).doUpdateSet({ notified_at: null, created_at: now }).where('stock_subscriptions.notified_at', 'is not', null),
    )
    .execute();
}

/** Sets the product's `subscribers` to its number of waiting requests and returns it. */
export async function recountSubscribers(db: Database, productId: number): Promise<number> {
  const { subscribers } = await db
    .updateTable('products')
    .set((eb) => ({
      subscribers: eb
        .selectFrom('stock_subscriptions as s')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('s.product_id', '=', productId)
        .where('s.notified_at', 'is', null),
    }))
    .where('id', '=', productId)
    .returning('subscribers')
    .executeTakeFirstOrThrow();
  return Number(subscribers);
}

/** Marks every waiting request of the product as notified and returns their e-mails (claimed once). */
export async function claimWaiting(db: Database, productId: number, now: string): Promise<string[]> {
  const rows = await db
    .updateTable('stock_subscriptions')
    .set({ notified_at: now })
    .where('product_id', '=', productId)
    .where('notified_at', 'is', null)
    .returning('email')
    .execute();
  return rows.map((r) => r.email);
}

/** Current stock of a product, locked for the rest of the transaction where the engine can. */
export function lockStock(db: Database, productId: number, lock: boolean) {
  return db
    .selectFrom('products')
    .select(['id', 'stock'])
    .where('id', '=', productId)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

export const updateStock = (db: Database, productId: number, stock: number, actorId: number | null, now: string) =>
  db.updateTable('products').set({ stock, modified_by: actorId, modified_date: now }).where('id', '=', productId).execute();
