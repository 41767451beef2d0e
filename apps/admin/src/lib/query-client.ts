import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '@shopwright/shared/constants';
import { ApiError } from '@shopwright/shared/http';

/**
 * The shop's query defaults (5 minutes stale time, no query retries: the request layer retries). A 403 from
 * an admin call means the account lost the admin role, so the session is read again and the
 * guard shows the refusal.
 */
export function makeQueryClient(onForbidden: () => void): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 403) onForbidden();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: { queries: { staleTime: QUERY_STALE_TIME_MS, retry: false, refetchOnWindowFocus: false } },
  });
}
