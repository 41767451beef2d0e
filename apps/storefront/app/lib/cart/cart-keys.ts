import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '@shopwright/shared/cart';

/** The cart's one query; outside ['user'], so signing out removes it explicitly. */
export const cartKeys = { all: ['cart'] as const };

/** A cart change is under way: its answer is newer than any profile read that lands meanwhile. */
const changing = (client: QueryClient) => client.isMutating({ mutationKey: cartKeys.all }) > 0;

/** Seeds the cart query from a `users/me` answer (the profile carries the cart). */
export function seedCart(client: QueryClient, cart: Cart): void {
  if (!changing(client)) client.setQueryData<Cart>(cartKeys.all, cart);
}
