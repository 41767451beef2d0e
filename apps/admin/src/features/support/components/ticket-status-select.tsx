import toast from 'react-hot-toast';
import { ADMIN_SUPPORT_MESSAGES as M, TICKET_STATUS_LABELS, type AdminTicketDetail } from '@shopwright/shared/admin';
import { errorMessage } from '@shopwright/shared/http';
import { TICKET_STATUSES, type TicketStatus } from '@shopwright/shared/support';
import { Select } from '../../../components/ui/field';
import { useSetTicketStatus } from '../api/tickets';

const OPTIONS = TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] }));

/** Changes the status as soon as another is chosen (nothing is sent to the customer). */
export function TicketStatusSelect({ ticket }: { ticket: AdminTicketDetail }) {
  const mutation = useSetTicketStatus(ticket.id);
  return (
    <Select
      label="Status"
      options={OPTIONS}
      value={mutation.isPending ? mutation.variables : ticket.status}
      disabled={mutation.isPending}
      hint="Replying marks the ticket as answered."
      onChange={(e) => {
        const status = e.target.value as TicketStatus;
        mutation.mutate(status, {
          onSuccess: () => toast.success(M.statusChanged(status)),
          onError: (error) => toast.error(errorMessage(error)),
        });
      }}
    />
  );
}
