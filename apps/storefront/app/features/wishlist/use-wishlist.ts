import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '@shopwright/shared/http';
import { api } from '../../lib/api';
import { useAuth } from '../auth/auth-provider';
import { userKeys } from '../auth/profile-query';
import { useDialogs } from '../dialogs/dialogs-provider';
import { wishlistKeys, wishlistQueryOptions } from './wishlist-api';

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
  const refresh = () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all });

  const toggle = useMutation({
    mutationFn: async (productId: number) => {
      if (ids.has(productId)) {
        await api.delete(`wishlist/${productId}`);
        return 'removed' as const;
      }
      await api.post('wishlist', { product_id: String(productId) });
      return 'added' as const;
    },
    onSuccess: (result) => {
      toast.success(WISHLIST_MESSAGES[result]);
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const moveToCart = useMutation({
    mutationFn: (productId: number) => api.post(`wishlist/${productId}/move-to-cart`),
    onSuccess: () => {
      toast.success(WISHLIST_MESSAGES.moved);
      void refresh();
      void queryClient.invalidateQueries({ queryKey: userKeys.profile });
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
