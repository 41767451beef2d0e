import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PayLaterFiltersInput } from '@shopwright/shared/admin';
import { call } from '../../../lib/api';
import { useOrderMutation } from './orders';

export type PayLaterParams = PayLaterFiltersInput & { page: number };

export const payLaterKeys = {
  all: ['admin', 'pay-later'] as const,
  list: (params: PayLaterParams) => [...payLaterKeys.all, params] as const,
};

export const payLaterQueryOptions = (params: PayLaterParams) =>
  queryOptions({
    queryKey: payLaterKeys.list(params),
    queryFn: ({ signal }) => call('GET admin/pay-later', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const usePayLater = (params: PayLaterParams) => useQuery(payLaterQueryOptions(params));

/** Records the money that arrived; a pending order is confirmed with it. */
export const useMarkPaid = () =>
  useOrderMutation((id: number) => call('POST admin/pay-later/:orderId/mark-paid', { params: { orderId: String(id) } }));
/** Mails the customer that the order waits for payment. */
export const useSendReminder = () =>
  useOrderMutation((id: number) => call('POST admin/pay-later/:orderId/remind', { params: { orderId: String(id) } }));
