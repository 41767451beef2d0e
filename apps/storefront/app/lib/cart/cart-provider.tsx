import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import toast from '../toast';
import type { Cart } from '@shopwright/shared/cart';
import type { CartItem } from '@shopwright/shared/users';
import { NOT_AUTHENTICATED_DETAIL } from '@shopwright/shared/errors/details';
import { ApiError } from '@shopwright/shared/http';
import { useSignedIn } from '../session/auth-provider';
import { useDialogActions } from '../dialogs';
import {
  addToCart as addLine,
  cartQueryOptions,
  clearCart as clearLines,
  removeFromCart as removeLine,
  setCartQuantity,
  useCartChange,
} from './cart-api';
import { showCartNotices } from './cart-notices';
import type { CartProduct, Variant } from './cart-state';
import { useT, type Translator } from '../i18n';

interface CartApi {
  /** False until the signed-in shopper's cart has been read (the badge shows a placeholder meanwhile). */
  loaded: boolean;
  items: CartItem[];
  /** The spec's total items: the sum of quantities (the badge and the cart page show it). */
  totalItems: number;
  totalPrice: number;
  /** `onRefused`: a refusal with field errors (a gift card's recipient) goes to the form that asked, besides the toast. */
  addToCart: (product: CartProduct, options?: Variant & { quantity?: number; onRefused?: (error: ApiError) => void }) => Promise<boolean>;
  setQuantity: (productId: number, quantity: number, variant?: Variant) => Promise<void>;
  removeFromCart: (productId: number, variant?: Variant) => Promise<void>;
  clearCart: () => Promise<void>;
}

const CartContext = createContext<CartApi | null>(null);
type CartActions = Pick<CartApi, 'addToCart' | 'setQuantity' | 'removeFromCart' | 'clearCart'>;
// The actions alone change only with the session: every card's Add to cart button uses them and
// does not re-render when the cart's lines change.
const CartActionsContext = createContext<CartActions | null>(null);
const NO_ITEMS: CartItem[] = [];

/** What the badge and the cart page show of a cart (none yet: empty). */
export const cartTotals = (cart: Cart | undefined) => ({
  items: cart?.cart_items ?? NO_ITEMS,
  totalItems: cart?.total_items ?? 0,
  totalPrice: cart?.total_price ?? 0,
});

/** A server refusal with a reason (stock, size) is shown under the spec's text. */
function failure(t: Translator, title: string, error: unknown) {
  const reason = error instanceof ApiError && (error.status === 409 || error.status === 400) ? t.text(error.detail) : null;
  return reason ? `${title}\n${reason}` : title;
}

/**
 * The cart (spec section 4): one query, changed optimistically by each call and replaced by the
 * cart the server answers; a refusal rolls back (see `useCartChange`).
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const isAuthenticated = useSignedIn();
  const { show } = useDialogActions();
  const navigate = useNavigate();
  const cart = useQuery(cartQueryOptions(isAuthenticated)).data;
  const change = useCartChange();
  const t = useT();

  // The server says when it dropped or lowered a line (unpublished, sold out).
  useEffect(() => showCartNotices(cart?.notices), [cart?.notices]);

  const addToCart = useCallback<CartApi['addToCart']>(
    async (product, options = {}) => {
      const { quantity = 1, onRefused, ...variant } = options;
      if (!isAuthenticated) {
        toast.error(t('cart.toast.loginToAdd'));
        show('login');
        return false;
      }
      const id = toast.loading(t('cart.toast.adding'));
      try {
        await change({ action: { type: 'add', product, quantity, variant }, send: () => addLine(product.id, quantity, variant) });
        toast.success(t('cart.toast.added'), { id });
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.errors) onRefused?.(error);
        if (error instanceof ApiError && (error.code === 'NOT_AUTHENTICATED' || error.detail === NOT_AUTHENTICATED_DETAIL)) {
          toast.error(t('cart.toast.loginToAdd'), { id });
          show('login');
        } else if (error instanceof ApiError && (error.errors?.size || error.errors?.color)) {
          // Added from a card without a size or colour: the product page lets the shopper choose.
          toast.error(failure(t, t('cart.toast.addFailed'), error), { id });
          navigate(`/products/${product.slug}`);
        } else {
          toast.error(failure(t, t('cart.toast.addFailed'), error), { id });
        }
        return false;
      }
    },
    [change, isAuthenticated, navigate, show, t],
  );

  const setQuantity = useCallback<CartApi['setQuantity']>(
    async (productId, quantity, variant) => {
      try {
        await change({
          action: { type: 'set', productId, quantity, variant: variant ?? {} },
          send: () => setCartQuantity(productId, quantity, variant),
        });
      } catch (error) {
        toast.error(failure(t, t('cart.toast.quantityFailed'), error));
      }
    },
    [change, t],
  );

  const removeFromCart = useCallback<CartApi['removeFromCart']>(
    async (productId, variant) => {
      const id = toast.loading(t('cart.toast.removing'));
      try {
        await change({ action: { type: 'remove', productId, variant }, send: () => removeLine(productId, variant) });
        toast.success(t('cart.toast.removed'), { id });
      } catch {
        toast.error(t('cart.toast.removeFailed'), { id });
      }
    },
    [change, t],
  );

  const clearCart = useCallback(async () => {
    const id = toast.loading(t('cart.toast.clearing'));
    try {
      await change({ action: { type: 'clear' }, send: clearLines });
      toast.success(t('cart.toast.cleared'), { id });
    } catch {
      toast.error(t('cart.toast.clearFailed'), { id });
    }
  }, [change, t]);

  const value = useMemo<CartApi>(
    () => ({
      loaded: cart !== undefined,
      ...cartTotals(cart),
      addToCart,
      setQuantity,
      removeFromCart,
      clearCart,
    }),
    [cart, addToCart, setQuantity, removeFromCart, clearCart],
  );
  const actions = useMemo<CartActions>(
    () => ({ addToCart, setQuantity, removeFromCart, clearCart }),
    [addToCart, setQuantity, removeFromCart, clearCart],
  );
  return (
    <CartActionsContext.Provider value={actions}>
      <CartContext.Provider value={value}>{children}</CartContext.Provider>
    </CartActionsContext.Provider>
  );
}

export function useCart(): CartApi {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error('useCart needs a CartProvider');
  return ctx;
}

/** The cart's actions only (they do not change when its lines do). */
export function useCartActions(): CartActions {
  const ctx = useContext(CartActionsContext);
  if (!ctx) throw new Error('useCartActions needs a CartProvider');
  return ctx;
}
