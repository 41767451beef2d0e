import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, AdminOrderFiltersInput, OrderActionInput, RefundInput } from '@shopwright/shared/admin';
import { call } from '../../../lib/api';

export type OrderListParams = AdminOrderFiltersInput & { page: number; page_size?: number };

export const orderKeys = {
  all: ['admin', 'orders'] as const,
  list: (params: OrderListParams) => [...orderKeys.all, 'list', params] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};

/** Orders change all the time (checkout, staff), so lists are fetched afresh on every visit. */
export const orderListQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => call('GET admin/orders', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** `id` is the order's id or number as it appears in the address. */
export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: () => call('GET admin/orders/:orderId', { params: { orderId: id } }),
    staleTime: 0,
  });

export const useOrders = (params: OrderListParams) => useQuery(orderListQueryOptions(params));
export const useOrder = (id: string) => useQuery(orderQueryOptions(id));

/**
 * A change to one order: its page takes the answer; lists (orders, pay later, dashboard figures)
 * are fetched again.
 */
export function useOrderMutation<T>(mutationFn: (input: T) => Promise<AdminOrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(String(order.id)), order);
      void queryClient.invalidateQueries({
        queryKey: orderKeys.all,
        predicate: (q) => q.queryKey[2] !== 'detail' || q.queryKey[3] !== String(order.id),
      });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'pay-later'] });
    },
  });
}

export const useOrderAction = (id: number) =>
  useOrderMutation((input: OrderActionInput) =>
    call('POST admin/orders/:orderId/actions', { params: { orderId: String(id) }, body: input }),
  );
export const useRefundOrder = (id: number) =>
  useOrderMutation((input: RefundInput) => call('POST admin/orders/:orderId/refunds', { params: { orderId: String(id) }, body: input }));
export const useAddOrderNote = (id: number) =>
  useOrderMutation((note: string) => call('POST admin/orders/:orderId/notes', { params: { orderId: String(id) }, body: { note } }));
