import { queryOptions } from '@tanstack/react-query';
import type { Order, OrderPage } from '@shopwright/shared/orders';
import { api } from '../../lib/api';

/** Under ['user'], so signing out drops them; ['user', 'orders'] also refreshes the account's latest orders. */
export const orderKeys = {
  all: ['user', 'orders'] as const,
  list: (page: number) => ['user', 'orders', 'list', page] as const,
  detail: (id: string) => ['user', 'orders', 'detail', id] as const,
};

export const ORDERS_PAGE_SIZE = 10;

/** `GET orders`: the shopper's orders, newest first. */
export const ordersQueryOptions = (page: number, enabled: boolean) =>
  queryOptions({
    queryKey: orderKeys.list(page),
    queryFn: () => api.get<OrderPage>('orders', { query: { page, page_size: ORDERS_PAGE_SIZE } }),
    enabled,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

/** `GET orders/{id}` (the id or the number). */
export const orderQueryOptions = (id: string, enabled: boolean) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => api.get<Order>(`orders/${encodeURIComponent(id)}`), enabled, staleTime: 0 });

export const cancelOrder = (id: number) => api.post<Order>(`orders/${id}/cancel`);
