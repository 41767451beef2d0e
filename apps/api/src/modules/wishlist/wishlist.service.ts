import { CATALOG_MESSAGES } from '@shopwright/shared/catalog';
import type { CartLineQuery } from '@shopwright/shared/cart';
import { WISHLIST_MESSAGES as M, type MoveToCartResult, type Wishlist } from '@shopwright/shared/wishlist';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { toCartProduct } from '../cart/cart.mappers';
import { findProduct } from '../cart/cart.repo';
import { addUnits, inOwnerTransaction, settleCart, shoppableProduct, switchMarket } from '../cart/cart.service';
import { saleMarket } from '../checkout/market';
import * as repo from './wishlist.repo';

/** `GET wishlist`: saved products that are for sale, newest first; unpublished ones are hidden, not dropped. */
export async function listWishlist(db: Database, userId: number): Promise<Wishlist> {
  const rows = await repo.wishlistRows(db, userId);
  return rows.map((r) => ({ ...toCartProduct(r), added_at: r.created_at }));
}

/** `POST wishlist`: saves a published product; saving it again changes nothing. */
export async function addToWishlist(ctx: AppContext, userId: number, productId: number): Promise<{ created: boolean; wishlist: Wishlist }> {
  await shoppableProduct(ctx.db, productId);
  const created = await repo.addItem(ctx.db, userId, productId, nowIso());
  return { created, wishlist: await listWishlist(ctx.db, userId) };
}

/** `DELETE wishlist/{product_id}`: removing a product that is not saved changes nothing. */
export async function removeFromWishlist(ctx: AppContext, userId: number, productId: number): Promise<Wishlist> {
  if (!(await findProduct(ctx.db, productId))) throw notFound(CATALOG_MESSAGES.productNotFound);
  await repo.removeItem(ctx.db, userId, productId);
  return listWishlist(ctx.db, userId);
}

/**
 * `POST wishlist/{product_id}/move-to-cart`: one unit into the cart under the cart's rules
 * (size required, stock), and out of the wishlist, in one transaction: a refusal keeps both as they were.
 * `market`, like the cart calls' `?market=`, puts the cart in that market (ADR 029); without it the cart stays where it is.
 */
export async function moveToCart(
  ctx: AppContext,
  userId: number,
  productId: number,
  choice: CartLineQuery,
  asked?: string,
): Promise<MoveToCartResult> {
  const sale = choice.market === undefined ? undefined : await saleMarket(ctx, choice.market, 'field', asked);
  const cart = await inOwnerTransaction(ctx, userId, async (trx) => {
    if (!(await repo.hasItem(trx, userId, productId))) throw notFound(M.notInWishlist);
    await addUnits(trx, userId, productId, 1, choice);
    await repo.removeItem(trx, userId, productId);
    await switchMarket(trx, userId, sale);
    return settleCart(trx, userId, sale);
  });
  return { cart, wishlist: await listWishlist(ctx.db, userId) };
}
