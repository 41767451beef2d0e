import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Profile } from '@shopwright/shared/users';
import { call } from '../api';
import { seedCart } from '../cart/cart-keys';

export const userKeys = {
  all: ['user'] as const,
  profile: ['user', 'profile'] as const,
};

/** `GET users/me`: runs only when signed in (guests have no profile); its cart seeds the cart query. */
export const profileQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: userKeys.profile,
    queryFn: async ({ client, signal }) => {
      const profile = await call('GET users/me', { signal });
      seedCart(client, profile.cart);
      return profile;
    },
    enabled,
  });

/** A profile read elsewhere (the cart page's server render) goes into the cache as this query's answer would. */
export function seedProfile(client: QueryClient, profile: Profile): void {
  client.setQueryData(userKeys.profile, profile);
  seedCart(client, profile.cart);
}

/** Reads the profile now (after sign-in, or when the cart must be read again). */
export const fetchProfile = (client: QueryClient) => client.fetchQuery({ ...profileQueryOptions(true), staleTime: 0 });
