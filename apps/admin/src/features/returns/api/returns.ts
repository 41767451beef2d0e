import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReturnFiltersInput, ReturnActionInput } from '@shopwright/shared/returns';
import { call } from '../../../lib/api';

export type ReturnListParams = AdminReturnFiltersInput & { page: number };

export const returnKeys = {
  all: ['admin', 'returns'] as const,
  list: (params: ReturnListParams) => [...returnKeys.all, 'list', params] as const,
  counts: () => [...returnKeys.all, 'counts'] as const,
  detail: (id: string) => [...returnKeys.all, 'detail', id] as const,
};

/** Shoppers ask for returns at any time: lists and counts are fetched afresh on every visit. */
export const returnListQueryOptions = (params: ReturnListParams) =>
  queryOptions({
    queryKey: returnKeys.list(params),
    queryFn: ({ signal }) => call('GET admin/returns', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useReturns = (params: ReturnListParams) => useQuery(returnListQueryOptions(params));

/** `GET admin/returns/counts`: the inbox's tabs and the dashboard's card. */
export const useReturnCounts = () =>
  useQuery({ queryKey: returnKeys.counts(), queryFn: ({ signal }) => call('GET admin/returns/counts', { signal }), staleTime: 0 });

/** `id` is the return's id or its number (R-…) as it appears in the address. */
export const useReturn = (id: string) =>
  useQuery({
    queryKey: returnKeys.detail(id),
    queryFn: () => call('GET admin/returns/:id', { params: { id } }),
    staleTime: 0,
  });

/**
 * One staff action: the return's page takes the answer; the inbox, the counts and the order (its
 * refunds and stock) are fetched again.
 */
export function useReturnAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnActionInput) => call('POST admin/returns/:id/actions', { params: { id }, body: input }),
    onSuccess: (detail) => {
      queryClient.setQueryData(returnKeys.detail(String(detail.id)), detail);
      queryClient.setQueryData(returnKeys.detail(detail.number), detail);
      void queryClient.invalidateQueries({
        queryKey: returnKeys.all,
        predicate: (q) => q.queryKey[2] !== 'detail',
      });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'reports'] });
    },
  });
}
