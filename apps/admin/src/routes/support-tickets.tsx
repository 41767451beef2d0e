import { useCallback } from 'react';
import { ADMIN_PAGE_SIZE } from '@shopwright/shared/admin';
import { INQUIRY_TYPES, TICKET_STATUSES } from '@shopwright/shared/support';
import { Pagination } from '../components/ui/pagination';
import { useTickets } from '../features/support/api/tickets';
import { TicketFilters } from '../features/support/components/ticket-filters';
import { TicketsTable } from '../features/support/components/tickets-table';
import { oneOf, useListParams } from '../lib/use-list-params';

const INQUIRY_VALUES = INQUIRY_TYPES.map((t) => t.value);

/** `/admin/support`: contact tickets, newest first; filters, search and page live in the address. */
export function SupportTicketsPage() {
  const { params, page, update } = useListParams();
  const q = params.get('q') ?? '';
  const status = oneOf(TICKET_STATUSES, params.get('status'));
  const inquiryType = oneOf(INQUIRY_VALUES, params.get('type'));
  const tickets = useTickets({ status, inquiry_type: inquiryType, q, page });
  const onSearch = useCallback((text: string) => update({ q: text || null }), [update]);

  return (
    <>
      <TicketFilters q={q} status={status} inquiryType={inquiryType} onChange={update} onSearch={onSearch} />
      <TicketsTable
        tickets={tickets.data?.results}
        loading={tickets.isPending}
        error={tickets.error}
        onRetry={() => void tickets.refetch()}
        filtered={Boolean(q || status || inquiryType)}
      />
      {tickets.data && (
        <Pagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          count={tickets.data.count}
          onPage={(p) => update({ page: p > 1 ? String(p) : null })}
          noun="tickets"
        />
      )}
    </>
  );
}

export { SupportTicketsPage as Component };
