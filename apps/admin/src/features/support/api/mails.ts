import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MailDeliveryStatus } from '@shopwright/shared/admin';
import { call } from '../../../lib/api';
import { supportKeys } from './tickets';

export interface MailListParams {
  status?: MailDeliveryStatus;
  page: number;
}

export const useMails = (params: MailListParams) =>
  useQuery({
    queryKey: [...supportKeys.all, 'mails', params] as const,
    queryFn: ({ signal }) => call('GET admin/mails', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
