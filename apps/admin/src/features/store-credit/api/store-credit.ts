import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreCreditAdjust } from '@shopwright/shared/credit';
import { call } from '../../../lib/api';

export const storeCreditKeys = {
  all: (customerId: number) => ['admin', 'store-credit', customerId] as const,
  page: (customerId: number, page: number) => [...storeCreditKeys.all(customerId), page] as const,
};

/** A customer's balances and one page of the ledger, newest first (returns and checkouts move it too, so fetched afresh). */
export const useStoreCredit = (customerId: number, page: number) =>
  useQuery({
    queryKey: storeCreditKeys.page(customerId, page),
    queryFn: ({ signal }) => call('GET admin/customers/:id/store-credit', { params: { id: customerId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Grants (amount > 0) or deducts (amount < 0); the answer is the first page of the ledger. */
export function useAdjustStoreCredit(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StoreCreditAdjust) => call('POST admin/customers/:id/store-credit', { params: { id: customerId }, body: input }),
    onSuccess: (summary) => {
      queryClient.setQueryData(storeCreditKeys.page(customerId, 1), summary);
      void queryClient.invalidateQueries({ queryKey: storeCreditKeys.all(customerId), predicate: (q) => q.queryKey[3] !== 1 });
    },
  });
}
