import { QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '@shopwright/shared/constants';

/** The shop's query defaults: 5 minutes stale time, no query retries (the request layer retries). */
export function makeQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: QUERY_STALE_TIME_MS, retry: false, refetchOnWindowFocus: false } } });
}
