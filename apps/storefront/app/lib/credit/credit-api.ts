import { queryOptions } from '@tanstack/react-query';
import { call } from '../api';

/** Store credit's query keys (under ['user']: signing out drops them); an order paid with credit refreshes them. */
export const creditKeys = {
  all: ['user', 'store-credit'] as const,
  page: (page: number) => ['user', 'store-credit', page] as const,
};

export const STORE_CREDIT_PAGE_SIZE = 10;

/** `GET account/store-credit`: the balance per currency and the ledger, newest first. */
export const storeCreditQueryOptions = (page: number, enabled = true) =>
  queryOptions({
    queryKey: creditKeys.page(page),
    queryFn: ({ signal }) => call('GET account/store-credit', { query: { page, page_size: STORE_CREDIT_PAGE_SIZE }, signal }),
    enabled,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

/** `GET gift-cards/{code}/balance` (rate limited): what is left on a card, or a 404 with why it cannot pay. */
export const giftCardBalance = (code: string) => call('GET gift-cards/:code/balance', { params: { code } });
