import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerSort } from '@shopwright/shared/admin';
import { call } from '../../../lib/api';

export interface CustomerListParams {
  q: string;
  sort: CustomerSort;
  page: number;
}

export const customerKeys = {
  all: ['admin', 'customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (params: CustomerListParams) => [...customerKeys.lists(), params] as const,
  detail: (id: number) => [...customerKeys.all, 'detail', id] as const,
  summary: () => [...customerKeys.all, 'summary'] as const,
};

export const customerListQueryOptions = (params: CustomerListParams) =>
  queryOptions({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) => call('GET admin/customers', { query: { q: params.q, sort: params.sort, page: params.page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const customerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: () => call('GET admin/customers/:id', { params: { id } }),
    staleTime: 30_000,
  });

/** `GET admin/customers/summary`: the dashboard's customer counts. */
export const customerSummaryQueryOptions = () =>
  queryOptions({ queryKey: customerKeys.summary(), queryFn: () => call('GET admin/customers/summary'), staleTime: 30_000 });

export const useCustomerSummary = () => useQuery(customerSummaryQueryOptions());
export const useCustomers = (params: CustomerListParams) => useQuery(customerListQueryOptions(params));
/** Pass 0 for an id that cannot exist: nothing is fetched. */
export const useCustomer = (id: number) => useQuery({ ...customerQueryOptions(id), enabled: id > 0 });

/** Blocks or unblocks; the detail takes the answer, every list is fetched again. */
export function useSetCustomerBlocked(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) =>
      call(blocked ? 'POST admin/customers/:id/block' : 'POST admin/customers/:id/unblock', { params: { id } }),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.detail(id), customer);
      void queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: customerKeys.summary() });
    },
  });
}
