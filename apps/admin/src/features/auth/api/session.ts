import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@shopwright/shared/http';
import type { Profile } from '@shopwright/shared/users';
import { bareCall, call, tokenStore } from '../../../lib/api';

export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
};

/** The signed-in user (any role), or null when signed out or the session has ended. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.me(),
    queryFn: async (): Promise<Profile | null> => {
      if (!tokenStore.get()) return null;
      try {
        return await call('GET users/me');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });

export const useSession = () => useQuery(sessionQueryOptions());

export type SignInResult = { kind: 'admin'; user: Profile } | { kind: 'not-admin' };

/**
 * Signs in and keeps the tokens only for an admin. A customer's fresh session is revoked at
 * once: the storage is shared with the storefront, so keeping it would sign them in there
 * through a door that refused them.
 */
export async function signIn(
  queryClient: QueryClient,
  input: { email: string; password: string; remember: boolean },
): Promise<SignInResult> {
  const tokens = await bareCall('POST auth/login', { body: { email: input.email, password: input.password } });
  const user = await bareCall('GET users/me', { headers: { Authorization: `Bearer ${tokens.access}` } });
  if (user.role !== 'admin') {
    void bareCall('POST auth/logout', { body: { refreshToken: tokens.refresh } }).catch(() => undefined);
    return { kind: 'not-admin' };
  }
  tokenStore.save(tokens, input.remember);
  queryClient.setQueryData(sessionKeys.me(), user);
  return { kind: 'admin', user };
}

/** Ends this browser's session (storefront included: they share it) and forgets cached data. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const tokens = tokenStore.get();
  tokenStore.clear();
  if (tokens) await bareCall('POST auth/logout', { body: { refreshToken: tokens.refresh } }).catch(() => undefined);
  queryClient.clear();
  queryClient.setQueryData(sessionKeys.me(), null);
}
