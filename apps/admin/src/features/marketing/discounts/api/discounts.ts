import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDiscountDetail, DiscountInput, DiscountPatch, DiscountStatus } from '@shopwright/shared/admin';
import { call } from '../../../../lib/api';

export interface DiscountListParams {
  status?: DiscountStatus;
  q: string;
  page: number;
}

export const discountKeys = {
  all: ['admin', 'discounts'] as const,
  lists: () => [...discountKeys.all, 'list'] as const,
  list: (params: DiscountListParams) => [...discountKeys.lists(), params] as const,
  detail: (id: number) => [...discountKeys.all, 'detail', id] as const,
  usages: (id: number, page: number) => [...discountKeys.all, 'usages', id, page] as const,
};

export const discountListQueryOptions = (params: DiscountListParams) =>
  queryOptions({
    queryKey: discountKeys.list(params),
    queryFn: ({ signal }) => call('GET admin/discounts', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const discountQueryOptions = (id: number) =>
  queryOptions({ queryKey: discountKeys.detail(id), queryFn: () => call('GET admin/discounts/:id', { params: { id } }), staleTime: 0 });

export const discountUsagesQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: discountKeys.usages(id, page),
    queryFn: () => call('GET admin/discounts/:id/usages', { params: { id }, query: { page } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useDiscounts = (params: DiscountListParams) => useQuery(discountListQueryOptions(params));
/** Pass 0 for an id that cannot exist: nothing is fetched. */
export const useDiscount = (id: number) => useQuery({ ...discountQueryOptions(id), enabled: id > 0 });
export const useDiscountUsages = (id: number, page: number) => useQuery(discountUsagesQueryOptions(id, page));

/** Every change answers with the code as saved: it becomes the detail, and the lists refresh. */
function useDiscountMutation<T>(send: (input: T) => Promise<AdminDiscountDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      queryClient.setQueryData(discountKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: discountKeys.lists() });
    },
  });
}

export const useCreateDiscount = () => useDiscountMutation((input: DiscountInput) => call('POST admin/discounts', { body: input }));

export const useUpdateDiscount = (id: number) =>
  useDiscountMutation((patch: DiscountPatch) => call('PATCH admin/discounts/:id', { params: { id }, body: patch }));

/** Switches the code off (checkout refuses it) or on again. */
export const useSetDiscountActive = (id: number) =>
  useDiscountMutation((active: boolean) =>
    call(active ? 'POST admin/discounts/:id/reactivate' : 'POST admin/discounts/:id/deactivate', { params: { id } }),
  );
