import { useState } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import toast from '../toast';
import { errorMessage } from '@shopwright/shared/http';
import { useSignedIn } from '../session/auth-provider';
import { cartKeys } from '../cart/cart-keys';
import { useDialogActions } from '../dialogs';
import { moveToCart as moveLine, removeFromWishlist, saveToWishlist, wishlistKeys, wishlistQueryOptions } from './wishlist-api';
import { clientT } from '../i18n';
import { useIsSaved, useSavedIds } from './saved-products';

/**
 * Saves or removes a product, says so, and keeps the answer: every wishlist call answers the whole
 * wishlist, which replaces the cached one.
 */
async function toggleSaved(queryClient: QueryClient, productId: number, saved: boolean): Promise<void> {
  try {
    const wishlist = saved ? await removeFromWishlist(productId) : await saveToWishlist(productId);
    queryClient.setQueryData(wishlistKeys.all, wishlist);
    toast.success(clientT()(saved ? 'wishlist.toast.removed' : 'wishlist.toast.added'));
  } catch (error) {
    toast.error(errorMessage(error));
  }
}

/** A guest who reaches for the wishlist is told to sign in, and the login dialog opens. */
function askToSignIn(show: (name: 'login') => void) {
  toast.error(clientT()('wishlist.toast.login'));
  show('login');
}

/**
 * One product's heart (on every card): no query or mutation observers of its own (a page has
 * dozens of hearts); the saved ids come from the page's one wishlist query (./saved-products).
 */
export function useWishlistHeart(productId: number) {
  const signedIn = useSignedIn();
  const { show } = useDialogActions();
  const queryClient = useQueryClient();
  const saved = useIsSaved(productId);
  const [pending, setPending] = useState(false);
  const toggle = async () => {
    if (!signedIn) return askToSignIn(show);
    setPending(true);
    await toggleSaved(queryClient, productId, saved);
    setPending(false);
  };
  return { saved, pending, toggle };
}

/** The signed-in shopper's wishlist and its actions (the wishlist page). */
export function useWishlist() {
  const isAuthenticated = useSignedIn();
  const { show } = useDialogActions();
  const queryClient = useQueryClient();
  const query = useQuery(wishlistQueryOptions(isAuthenticated));
  const ids = useSavedIds();
  const toggle = useMutation({ mutationFn: (productId: number) => toggleSaved(queryClient, productId, ids.has(productId)) });

  const moveToCart = useMutation({
    mutationKey: cartKeys.all,
    mutationFn: (productId: number) => moveLine(productId),
    onSuccess: ({ cart, wishlist }) => {
      toast.success(clientT()('wishlist.toast.moved'));
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
      if (!isAuthenticated) return askToSignIn(show);
      toggle.mutate(productId);
    },
    moveToCart: (productId: number) => moveToCart.mutate(productId),
    pendingId: toggle.isPending ? toggle.variables : moveToCart.isPending ? moveToCart.variables : undefined,
  };
}
