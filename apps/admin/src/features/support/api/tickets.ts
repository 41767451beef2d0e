import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTicketDetail } from '@shopwright/shared/admin';
import type { InquiryType, TicketStatus } from '@shopwright/shared/support';
import { call } from '../../../lib/api';

export interface TicketListParams {
  status?: TicketStatus;
  inquiry_type?: InquiryType;
  q: string;
  page: number;
}

export const supportKeys = {
  all: ['admin', 'support'] as const,
  summary: () => [...supportKeys.all, 'summary'] as const,
  tickets: () => [...supportKeys.all, 'tickets'] as const,
  ticketList: (params: TicketListParams) => [...supportKeys.tickets(), 'list', params] as const,
  ticket: (id: number) => [...supportKeys.tickets(), 'detail', id] as const,
  reports: () => [...supportKeys.all, 'error-reports'] as const,
};

/** New tickets arrive at any time, so lists are fetched afresh on every visit. */
export const ticketListQueryOptions = (params: TicketListParams) =>
  queryOptions({
    queryKey: supportKeys.ticketList(params),
    queryFn: ({ signal }) => call('GET admin/support/tickets', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const ticketQueryOptions = (id: number) =>
  queryOptions({
    queryKey: supportKeys.ticket(id),
    queryFn: () => call('GET admin/support/tickets/:id', { params: { id } }),
    staleTime: 0,
  });

export const supportSummaryQueryOptions = () =>
  queryOptions({ queryKey: supportKeys.summary(), queryFn: () => call('GET admin/support/summary'), staleTime: 0 });

export const useTickets = (params: TicketListParams) => useQuery(ticketListQueryOptions(params));
/** Pass 0 for an id that cannot exist: nothing is fetched. */
export const useTicket = (id: number) => useQuery({ ...ticketQueryOptions(id), enabled: id > 0 });
export const useSupportSummary = () => useQuery(supportSummaryQueryOptions());

/** A change to one ticket: the detail takes the answer; lists and counts are fetched again. */
function useTicketMutation<T>(id: number, mutationFn: (input: T) => Promise<AdminTicketDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(id), ticket);
      void queryClient.invalidateQueries({ queryKey: [...supportKeys.tickets(), 'list'] });
      void queryClient.invalidateQueries({ queryKey: supportKeys.summary() });
    },
  });
}

export const useReplyToTicket = (id: number) =>
  useTicketMutation(id, (message: string) => call('POST admin/support/tickets/:id/reply', { params: { id }, body: { message } }));
export const useAddTicketNote = (id: number) =>
  useTicketMutation(id, (note: string) => call('POST admin/support/tickets/:id/notes', { params: { id }, body: { note } }));
export const useSetTicketStatus = (id: number) =>
  useTicketMutation(id, (status: TicketStatus) => call('PATCH admin/support/tickets/:id', { params: { id }, body: { status } }));
