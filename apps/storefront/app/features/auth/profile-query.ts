import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '@shopwright/shared/users';
import { api } from '../../lib/api';

export const userKeys = {
  all: ['user'] as const,
  profile: ['user', 'profile'] as const,
};

/** `GET users/me`: runs only when signed in (spec section 7). */
export const profileQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: userKeys.profile,
    queryFn: () => api.get<Profile>('users/me'),
    enabled,
  });
