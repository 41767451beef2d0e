import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarketInput, MarketPatch } from '@shopwright/shared/markets';
import { call } from '../../../lib/api';
import { marketKeys } from '../../../lib/markets';

export const marketQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [...marketKeys.all, code] as const,
    queryFn: () => call('GET admin/markets/:code', { params: { code } }),
    staleTime: 0,
  });
export const useMarket = (code: string) => useQuery(marketQueryOptions(code));

/** A change that refreshes the markets (the list, each market, and the prices per currency that read them). */
function useMarketChange<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.all }) });
}

export const useCreateMarket = () => useMarketChange((input: MarketInput) => call('POST admin/markets', { body: input }));
export const useUpdateMarket = (code: string) =>
  useMarketChange((patch: MarketPatch) => call('PATCH admin/markets/:code', { params: { code }, body: patch }));
export const useDeleteMarket = () => useMarketChange((code: string) => call('DELETE admin/markets/:code', { params: { code } }));
