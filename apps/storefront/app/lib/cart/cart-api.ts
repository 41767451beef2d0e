import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shopwright/shared/cart';
import { call } from '../api';
import { fetchProfile } from '../session/profile';
import { applyToCart, type CartAction, type Variant } from './cart-state';
import { cartKeys } from './cart-keys';

export { cartKeys } from './cart-keys';

/**
 * The cart: seeded by every `users/me` answer and replaced by every cart call's answer, so it is
 * read again only when invalidated (after an order, say), through the profile that carries it.
 */
export const cartQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: cartKeys.all,
    queryFn: async ({ client }) => (await fetchProfile(client)).cart,
    enabled,
    staleTime: Infinity,
  });

const variantQuery = (v?: Variant) => ({ color: v?.color ?? undefined, size: v?.size ?? undefined });

export const addToCart = (productId: number, quantity: number, variant: Variant) =>
  call('POST products/add-to-cart', {
    body: {
      product_id: String(productId),
      quantity,
      ...variantQuery(variant),
      ...(variant.giftCard ? { gift_card: variant.giftCard } : {}),
    },
  });

export const setCartQuantity = (productId: number, quantity: number, variant?: Variant) =>
  call('PATCH products/cart/:product_id', { params: { product_id: productId }, body: { quantity, ...variantQuery(variant) } });

export const removeFromCart = (productId: number, variant?: Variant) =>
  call('DELETE products/remove-from-cart/:product_id', { params: { product_id: productId }, query: variantQuery(variant) });

export const clearCart = () => call('DELETE products/clear-cart');

export interface CartChange {
  /** Applied to the cached cart at once, and undone if the server refuses. */
  action: CartAction;
  send: () => Promise<Cart>;
}

/**
 * One cart change: optimistic, then the server's answer (the whole cart) replaces the cached
 * cart; a refusal puts the cart back as it was and rejects for the caller's toast.
 */
export function useCartChange() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationKey: cartKeys.all,
    mutationFn: ({ send }: CartChange) => send(),
    onMutate: async ({ action }) => {
      await client.cancelQueries({ queryKey: cartKeys.all });
      const before = client.getQueryData<Cart>(cartKeys.all);
      if (before) client.setQueryData<Cart>(cartKeys.all, applyToCart(before, action));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) client.setQueryData<Cart>(cartKeys.all, context.before);
    },
    onSuccess: (cart) => client.setQueryData<Cart>(cartKeys.all, cart),
  });
  return mutation.mutateAsync;
}
