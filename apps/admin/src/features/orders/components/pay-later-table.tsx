import { useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { ADMIN_ORDER_MESSAGES as M, type PayLaterOrder, type PayLaterSort } from '@shopwright/shared/admin';
import { formatMoney } from '@shopwright/shared/money';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/state-message';
import { ActionsTh, SortableTh, Table, TableRows, Td, Th } from '../../../components/ui/table';
import { formatDate, formatDateTime } from '../../../lib/format';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { withToast } from '../../../lib/with-toast';
import { useOrderAction } from '../api/orders';
import { PayLaterButtons } from './pay-later-buttons';

interface PayLaterTableProps {
  orders: PayLaterOrder[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  sort: PayLaterSort;
  onSort: (sort: PayLaterSort) => void;
}

const COLUMNS = 6;
const age = (days: number) => (days === 0 ? 'Today' : days === 1 ? '1 day' : `${days} days`);

/** Cancels an unpaid order (the state machine's cancel: stock back, customer mailed), asked first. */
function CancelButton({ order }: { order: PayLaterOrder }) {
  const [open, setOpen] = useState(false);
  const cancel = useOrderAction(order.id);
  return (
    <>
      <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setOpen(true)}>
        Cancel
      </Button>
      <ConfirmDialog
        open={open}
        danger
        title={`Cancel ${order.number}?`}
        description="The items go back to stock and the customer is e-mailed that the order is cancelled. This cannot be undone."
        confirmLabel="Cancel order"
        pending={cancel.isPending}
        onConfirm={() => void withToast(cancel.mutateAsync({ action: 'cancel' }), M.actionDone('cancel')).then(() => setOpen(false))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Oldest first: the age column sorts by when the order was placed. */
export function PayLaterTable({ orders, loading, error, onRetry, sort, onSort }: PayLaterTableProps) {
  const ageDirection = sort === 'placed_at' ? 'desc' : sort === '-placed_at' ? 'asc' : null;
  const totalDirection = sort === 'total' ? 'asc' : sort === '-total' ? 'desc' : null;
  return (
    <Table label="Orders awaiting payment">
      <thead>
        <tr>
          <Th>Order</Th>
          <Th>Customer</Th>
          <SortableTh label="Age" direction={ageDirection} onSort={() => onSort(sort === 'placed_at' ? '-placed_at' : 'placed_at')} />
          <SortableTh label="Total" direction={totalDirection} onSort={() => onSort(sort === '-total' ? 'total' : '-total')} />
          <Th className="hidden lg:table-cell">Last reminder</Th>
          <ActionsTh />
        </tr>
      </thead>
      <tbody>
        <TableRows
          columns={COLUMNS}
          rows={orders}
          loading={loading}
          error={error}
          onRetry={onRetry}
          empty={<EmptyState icon={CheckCircle2} message="No pay-later order is waiting for payment." />}
        >
          {(o) => (
            <tr key={o.id} className="hover:bg-surface">
              <Td>
                <Link to={`/orders/${o.id}`} className="whitespace-nowrap font-medium text-brand-700 hover:underline">
                  {o.number}
                </Link>
                <span className="mt-1 block">
                  <OrderStatusBadge status={o.status} />
                </span>
              </Td>
              <Td>
                {o.customer?.name || <span className="text-muted">Deleted account</span>}
                {o.email && <span className="block break-all text-xs text-muted">{o.email}</span>}
              </Td>
              <Td className="whitespace-nowrap">
                <span className={o.age_days >= 14 ? 'font-semibold text-red-700' : o.age_days >= 7 ? 'font-medium text-amber-800' : ''}>
                  {age(o.age_days)}
                </span>
                <span className="block text-xs text-muted">{formatDate(o.placed_at)}</span>
              </Td>
              <Td className="whitespace-nowrap tabular-nums">{formatMoney(o.total, o.currency)}</Td>
              <Td className="hidden whitespace-nowrap text-muted lg:table-cell">
                {o.last_reminder_at ? formatDateTime(o.last_reminder_at) : 'Never'}
              </Td>
              <Td>
                <div className="flex flex-wrap justify-end gap-2">
                  <PayLaterButtons order={o} size="sm" />
                  <CancelButton order={o} />
                </div>
              </Td>
            </tr>
          )}
        </TableRows>
      </tbody>
    </Table>
  );
}
