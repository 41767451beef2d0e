import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../api';
import { seedCart } from '../cart/cart-keys';

export const userKeys = {
  all: ['user'] as const,
  profile: ['user', 'profile'] as const,
};

/** `GET users/me`: runs only when signed in (spec section 7); its cart seeds the cart query. */
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

/** Reads the profile now (after sign-in, or when the cart must be read again). */
export const fetchProfile = (client: QueryClient) => client.fetchQuery({ ...profileQueryOptions(true), staleTime: 0 });
