import type { Database } from '../../db/database';
import { stockChanged } from './catalog-changes';

/**
 * Records a back-in-stock request. An e-mail already waiting counts once; one that was notified
 * before (the product sold out again) is waiting again. Returns nothing: read `subscribers`.
 */
export async function addSubscription(
  db: Database,
  productId: number,
  variantId: number | null,
  email: string,
  userId: number | null,
  now: string,
) {
  // One request per product and address: asking for another variant of it moves the request there.
  await db
    .insertInto('stock_subscriptions')
    .values({ product_id: productId, variant_id: variantId, email, user_id: userId, created_at: now, notified_at: null })
    .onConflict((oc) =>
      oc
        .columns(['product_id', 'email'])
        .doUpdateSet({ notified_at: null, created_at: now, variant_id: variantId })
        .where((eb) =>
          eb.or([
            eb('stock_subscriptions.notified_at', 'is not', null),
            eb('stock_subscriptions.variant_id', 'is distinct from', variantId),
          ]),
        ),
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
  // Only the product's own answer shows its waiting list.
  await stockChanged(db, { product: productId, flipped: false });
  return Number(subscribers);
}

/**
 * Marks the waiting requests of the product that can now be served as notified and returns them
 * (claimed once): those for a variant now in stock, and those for any variant.
 */
export async function claimWaiting(
  db: Database,
  productId: number,
  now: string,
): Promise<Array<{ email: string; variant_id: number | null }>> {
  const stocked = db
    .selectFrom('product_variants')
    .select('id')
    .where('product_id', '=', productId)
    .where('stock', '>', 0)
    .where('retired_at', 'is', null);
  return db
    .updateTable('stock_subscriptions')
    .set({ notified_at: now })
    .where('product_id', '=', productId)
    .where('notified_at', 'is', null)
    .where((eb) => eb.or([eb('variant_id', 'is', null), eb('variant_id', 'in', stocked)]))
    .returning(['email', 'variant_id'])
    .execute();
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

export async function updateStock(db: Database, productId: number, stock: number, actorId: number | null, now: string) {
  await db.updateTable('products').set({ stock, modified_by: actorId, modified_date: now }).where('id', '=', productId).execute();
  await stockChanged(db, { product: productId, flipped: true });
}

/** Forgets a person's back-in-stock requests (their account is deleted): by account and by e-mail. */
export const forgetStockRequests = (db: Database, userId: number, email: string) =>
  db
    .deleteFrom('stock_subscriptions')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('email', '=', email)]))
    .execute();
