import { CATALOG_MESSAGES } from '@shopwright/shared/catalog';
import type { CartLineQuery } from '@shopwright/shared/cart';
import { WISHLIST_MESSAGES as M, type MoveToCartResult, type Wishlist } from '@shopwright/shared/wishlist';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { lineTexts, toCartProduct } from '../cart/cart.mappers';
import { findProduct } from '../cart/cart.repo';
import { addUnits, inOwnerTransaction, settleCart, shoppableProduct, switchMarket } from '../cart/cart.service';
import { pricesInMarket, saleMarket, type SaleMarket } from '../checkout/market';
import * as repo from './wishlist.repo';

/**
 * `GET wishlist`: saved products that are for sale, newest first; unpublished ones are hidden, not dropped.
 * A call that named a market (ADR 029) gets its prices there, with `currency` on each item, and
 * names in the language asked for (ADR 030); one that did not, the spec's answer as it always was.
 */
export async function listWishlist(db: Database, userId: number, sale?: SaleMarket): Promise<Wishlist> {
  const rows = await repo.wishlistRows(db, userId, sale?.lang);
  const named = sale?.named === true;
  const prices = named
    ? await pricesInMarket(
        db,
        sale,
        rows.map((r) => ({ product_id: r.id, variant_id: null, regular: r.regular_price, sale: r.sale_price })),
      )
    : rows.map((r) => ({ regular: r.regular_price, sale: r.sale_price }));
  const currency = named ? sale.market.currency : undefined;
  return rows.map((r, i) => ({
    ...toCartProduct({ ...r, regular_price: prices[i]!.regular, sale_price: prices[i]!.sale }, currency, lineTexts(r)),
    ...(currency ? { currency } : {}),
    added_at: r.created_at,
  }));
}

/** `POST wishlist`: saves a published product; saving it again changes nothing. */
export async function addToWishlist(
  ctx: AppContext,
  userId: number,
  productId: number,
  sale?: SaleMarket,
): Promise<{ created: boolean; wishlist: Wishlist }> {
  await shoppableProduct(ctx.db, productId);
  const created = await repo.addItem(ctx.db, userId, productId, nowIso());
  return { created, wishlist: await listWishlist(ctx.db, userId, sale) };
}

/** `DELETE wishlist/{product_id}`: removing a product that is not saved changes nothing. */
export async function removeFromWishlist(ctx: AppContext, userId: number, productId: number, sale?: SaleMarket): Promise<Wishlist> {
  if (!(await findProduct(ctx.db, productId))) throw notFound(CATALOG_MESSAGES.productNotFound);
  await repo.removeItem(ctx.db, userId, productId);
  return listWishlist(ctx.db, userId, sale);
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
  return { cart, wishlist: await listWishlist(ctx.db, userId, sale) };
}
