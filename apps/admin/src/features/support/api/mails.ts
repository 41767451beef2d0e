import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminMail, MailDeliveryStatus, Page } from '@shopwright/shared/admin';
import { api } from '../../../lib/api';
import { supportKeys } from './tickets';

export interface MailListParams {
  status?: MailDeliveryStatus;
  page: number;
}

export const useMails = (params: MailListParams) =>
  useQuery({
    queryKey: [...supportKeys.all, 'mails', params] as const,
    queryFn: ({ signal }) => api.get<Page<AdminMail>>('admin/mails', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
