import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { orderKeys } from '../../../lib/orders/order-keys';

export const ORDERS_PAGE_SIZE = 10;

/** `GET orders`: the shopper's orders, newest first. */
export const ordersQueryOptions = (page: number, enabled: boolean) =>
  queryOptions({
    queryKey: orderKeys.list(page),
    queryFn: ({ signal }) => call('GET orders', { query: { page, page_size: ORDERS_PAGE_SIZE }, signal }),
    enabled,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

/** `GET orders/{id}` (the id or the number). */
export const orderQueryOptions = (id: string, enabled: boolean) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => call('GET orders/:orderId', { params: { orderId: id }, signal }),
    enabled,
    staleTime: 0,
  });

export const cancelOrder = (id: number) => call('POST orders/:orderId/cancel', { params: { orderId: id } });
