import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import type { CartItem } from '@shopwright/shared/users';
import { NOT_AUTHENTICATED_DETAIL } from '@shopwright/shared/errors/details';
import { ApiError } from '@shopwright/shared/http';
import { api } from '../../lib/api';
import { useAuth } from '../auth/auth-provider';
import { userKeys } from '../auth/profile-query';
import { useDialogs } from '../dialogs/dialogs-provider';
import { CART_MESSAGES as T } from './cart-messages';
import { cartReducer, totalItems, totalPrice, type CartProduct, type Variant } from './cart-state';

interface CartApi {
  items: CartItem[];
  totalItems: number;
  totalPrice: number;
  addToCart: (product: CartProduct, options?: Variant & { quantity?: number }) => Promise<boolean>;
  setQuantity: (productId: number, quantity: number, variant?: Variant) => Promise<void>;
  removeFromCart: (productId: number, variant?: Variant) => Promise<void>;
  clearCart: () => Promise<void>;
}

const CartContext = createContext<CartApi | null>(null);

const variantQuery = (v?: Variant) => ({ color: v?.color ?? undefined, size: v?.size ?? undefined });

/** A server refusal with a reason (stock, size) is shown under the spec's text. */
function failure(title: string, error: unknown) {
  const reason = error instanceof ApiError && (error.status === 409 || error.status === 400) ? error.detail : null;
  return reason ? `${title}\n${reason}` : title;
}

/**
 * The cart store (spec section 4): local first, then the server; a refusal rolls back.
 * The server's cart replaces the local one whenever the profile loads.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const { user, isAuthenticated } = useAuth();
  const { show } = useDialogs();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [items, dispatch] = useReducer(cartReducer, []);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  useEffect(() => {
    dispatch({ type: 'replace', items: user?.cart.cart_items ?? [] });
    // The server says once when it dropped or lowered a line (unpublished, sold out).
    for (const notice of user?.cart.notices ?? []) toast(notice);
  }, [user]);

  const refetchProfile = useCallback(() => queryClient.invalidateQueries({ queryKey: userKeys.profile }), [queryClient]);
  const rollback = (snapshot: CartItem[]) => dispatch({ type: 'replace', items: snapshot });

  const addToCart = useCallback<CartApi['addToCart']>(
    async (product, options = {}) => {
      const { quantity = 1, ...variant } = options;
      if (!isAuthenticated) {
        toast.error(T.loginToAdd);
        show('login');
        return false;
      }
      const snapshot = itemsRef.current;
      const id = toast.loading(T.adding);
      dispatch({ type: 'add', product, quantity, variant });
      try {
        await api.post('products/add-to-cart', { product_id: String(product.id), quantity, color: variant.color ?? undefined, size: variant.size ?? undefined });
        toast.success(T.added, { id });
        void refetchProfile();
        return true;
      } catch (error) {
        rollback(snapshot);
        if (error instanceof ApiError && error.detail === NOT_AUTHENTICATED_DETAIL) {
          toast.error(T.loginToAdd, { id });
          show('login');
        } else if (error instanceof ApiError && (error.errors?.size || error.errors?.color)) {
          // Added from a card without a size or colour: the product page lets the shopper choose.
          toast.error(failure(T.addFailed, error), { id });
          navigate(`/products/${product.slug}`);
        } else {
          toast.error(failure(T.addFailed, error), { id });
        }
        return false;
      }
    },
    [isAuthenticated, navigate, refetchProfile, show],
  );

  const setQuantity = useCallback<CartApi['setQuantity']>(
    async (productId, quantity, variant) => {
      const snapshot = itemsRef.current;
      dispatch({ type: 'set', productId, quantity, variant: variant ?? {} });
      try {
        await api.patch(`products/cart/${productId}`, { quantity, ...variantQuery(variant) });
        void refetchProfile();
      } catch (error) {
        rollback(snapshot);
        toast.error(failure('Could not change the quantity.', error));
      }
    },
    [refetchProfile],
  );

  const removeFromCart = useCallback<CartApi['removeFromCart']>(
    async (productId, variant) => {
      const snapshot = itemsRef.current;
      const id = toast.loading(T.removing);
      dispatch({ type: 'remove', productId, variant });
      try {
        await api.delete(`products/remove-from-cart/${productId}`, { query: variantQuery(variant) });
        toast.success(T.removed, { id });
        void refetchProfile();
      } catch {
        rollback(snapshot);
        toast.error(T.removeFailed, { id });
      }
    },
    [refetchProfile],
  );

  const clearCart = useCallback(async () => {
    const snapshot = itemsRef.current;
    const id = toast.loading(T.clearing);
    dispatch({ type: 'clear' });
    try {
      await api.delete('products/clear-cart');
      toast.success(T.cleared, { id });
      void refetchProfile();
    } catch {
      rollback(snapshot);
      toast.error(T.clearFailed, { id });
    }
  }, [refetchProfile]);

  const value = useMemo<CartApi>(
    () => ({ items, totalItems: totalItems(items), totalPrice: totalPrice(items), addToCart, setQuantity, removeFromCart, clearCart }),
    [items, addToCart, setQuantity, removeFromCart, clearCart],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error('useCart needs a CartProvider');
  return ctx;
}
