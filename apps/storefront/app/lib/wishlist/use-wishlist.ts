import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '@shopwright/shared/http';
import { useAuth } from '../session/auth-provider';
import { cartKeys } from '../cart/cart-keys';
import { useDialogs } from '../dialogs';
import { moveToCart as moveLine, removeFromWishlist, saveToWishlist, wishlistKeys, wishlistQueryOptions } from './wishlist-api';

export const WISHLIST_MESSAGES = {
  login: 'Please login to use your wishlist!',
  added: 'Saved to your wishlist!',
  removed: 'Removed from your wishlist.',
  moved: 'Moved to your cart!',
} as const;

/** The signed-in shopper's wishlist and its actions. */
export function useWishlist() {
  const { isAuthenticated } = useAuth();
  const { show } = useDialogs();
  const queryClient = useQueryClient();
  const query = useQuery(wishlistQueryOptions(isAuthenticated));
  const ids = new Set((query.data ?? []).map((i) => i.id));
  const toggle = useMutation({
    mutationFn: async (productId: number) =>
      ids.has(productId)
        ? { result: 'removed' as const, wishlist: await removeFromWishlist(productId) }
        : { result: 'added' as const, wishlist: await saveToWishlist(productId) },
    // Every wishlist call answers the whole wishlist: it replaces the cached one.
    onSuccess: ({ result, wishlist }) => {
      toast.success(WISHLIST_MESSAGES[result]);
      queryClient.setQueryData(wishlistKeys.all, wishlist);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const moveToCart = useMutation({
    mutationKey: cartKeys.all,
    mutationFn: (productId: number) => moveLine(productId),
    onSuccess: ({ cart, wishlist }) => {
      toast.success(WISHLIST_MESSAGES.moved);
      queryClient.setQueryData(wishlistKeys.all, wishlist);
      queryClient.setQueryData(cartKeys.all, cart);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  return {
    items: query.data ?? [],
    isLoading: query.isLoading,
    isError: query.isError,
    has: (productId: number) => ids.has(productId),
    toggle: (productId: number) => {
      if (!isAuthenticated) {
        toast.error(WISHLIST_MESSAGES.login);
        show('login');
        return;
      }
      toggle.mutate(productId);
    },
    moveToCart: (productId: number) => moveToCart.mutate(productId),
    pendingId: toggle.isPending ? toggle.variables : moveToCart.isPending ? moveToCart.variables : undefined,
  };
}
