import { queryOptions } from '@tanstack/react-query';
import type { CartLineQuery } from '@shopwright/shared/cart';
import { call } from '../api';
import { marketBody } from '../market';

export type { WishlistItem } from '@shopwright/shared/wishlist';

export const wishlistKeys = { all: ['wishlist'] as const };

/** `GET wishlist`: the saved products, newest first. */
export const wishlistQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: wishlistKeys.all, queryFn: ({ signal }) => call('GET wishlist', { signal }), enabled });

/** Each change answers the whole wishlist. */
export const saveToWishlist = (productId: number) => call('POST wishlist', { body: { product_id: String(productId) } });

export const removeFromWishlist = (productId: number) => call('DELETE wishlist/:product_id', { params: { product_id: productId } });

/** `POST wishlist/{id}/move-to-cart`: answers both the cart and the wishlist. */
export const moveToCart = (productId: number, choice?: CartLineQuery) =>
  // The cart it lands in is the page's market's (ADR 029).
  call('POST wishlist/:product_id/move-to-cart', { params: { product_id: productId }, body: { ...choice, ...marketBody() } });
