import { queryOptions } from '@tanstack/react-query';
import type { Wishlist } from '@shopwright/shared/wishlist';
import { api } from '../../lib/api';

export type { WishlistItem } from '@shopwright/shared/wishlist';

export const wishlistKeys = { all: ['wishlist'] as const };

/** `GET wishlist`: the saved products, newest first. */
export const wishlistQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: wishlistKeys.all, queryFn: () => api.get<Wishlist>('wishlist'), enabled });
