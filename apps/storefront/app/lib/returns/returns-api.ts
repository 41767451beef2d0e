import { queryOptions } from '@tanstack/react-query';
import type { ReturnRequest } from '@shopwright/shared/returns';
import { call } from '../api';

/**
 * Returns' query keys and calls, shared by the order page, the return pages and the account (each
 * a feature of its own). Under ['user'], so signing out drops them; ['user', 'returns'] refreshes all.
 */
export const returnKeys = {
  all: ['user', 'returns'] as const,
  list: (page: number) => ['user', 'returns', 'list', page] as const,
  detail: (id: string) => ['user', 'returns', 'detail', id] as const,
  /** What an order can still return, and its returns. */
  order: (orderId: string) => ['user', 'returns', 'order', orderId] as const,
};

export const RETURNS_PAGE_SIZE = 10;

/** `GET orders/{id}/returns`: whether the order can be returned now, until when, what of each line, and its returns. */
export const orderReturnsQueryOptions = (orderId: string, enabled = true) =>
  queryOptions({
    queryKey: returnKeys.order(orderId),
    queryFn: ({ signal }) => call('GET orders/:orderId/returns', { params: { orderId }, signal }),
    enabled,
    staleTime: 0,
  });

/** `GET returns`: the shopper's returns, newest first. */
export const returnsQueryOptions = (page: number, enabled = true) =>
  queryOptions({
    queryKey: returnKeys.list(page),
    queryFn: ({ signal }) => call('GET returns', { query: { page, page_size: RETURNS_PAGE_SIZE }, signal }),
    enabled,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

/** `GET returns/{id}` (its id or its number, R-…). */
export const returnQueryOptions = (id: string, enabled = true) =>
  queryOptions({
    queryKey: returnKeys.detail(id),
    queryFn: ({ signal }) => call('GET returns/:id', { params: { id }, signal }),
    enabled,
    staleTime: 0,
  });

export const requestReturn = (orderId: number | string, body: ReturnRequest) =>
  call('POST orders/:orderId/returns', { params: { orderId }, body });

export const cancelReturn = (id: number | string) => call('POST returns/:id/cancel', { params: { id } });
