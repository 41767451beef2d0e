import { Link } from 'react-router';
import { PackageSearch } from 'lucide-react';
import type { AdminOrderSort, AdminOrderSummary } from '@shopwright/shared/admin';
import { PAYMENT_METHOD_LABELS } from '@shopwright/shared/admin';
import { formatMoney } from '@shopwright/shared/money';
import { inOtherCurrency } from './base-amount';
import { EmptyState } from '../../../components/ui/state-message';
import { columnSort, SortableTh, Table, TableRows, Td, Th } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/format';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/order-status-badge';

interface OrdersTableProps {
  orders: AdminOrderSummary[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  sort: AdminOrderSort;
  onSort: (sort: AdminOrderSort) => void;
  filtered: boolean;
}

const COLUMNS = 6;

export function OrdersTable({ orders, loading, error, onRetry, sort, onSort, filtered }: OrdersTableProps) {
  const placed = columnSort(sort, 'placed_at', 'desc');
  const total = columnSort(sort, 'total', 'desc');
  return (
    <Table label="Orders">
      <thead>
        <tr>
          <Th>Order</Th>
          <Th>Customer</Th>
          <Th>Status</Th>
          <Th className="hidden md:table-cell">Payment</Th>
          <SortableTh label="Total" direction={total.direction} onSort={() => onSort(total.next)} />
          <SortableTh label="Placed" direction={placed.direction} onSort={() => onSort(placed.next)} />
        </tr>
      </thead>
      <tbody>
        <TableRows
          columns={COLUMNS}
          rows={orders}
          loading={loading}
          error={error}
          onRetry={onRetry}
          empty={<EmptyState icon={PackageSearch} message={filtered ? 'No order matches these filters.' : 'No orders yet.'} />}
        >
          {(o) => (
            <tr key={o.id} className="hover:bg-surface">
              <Td>
                <Link to={`/orders/${o.id}`} className="whitespace-nowrap font-medium text-brand-700 hover:underline">
                  {o.number}
                </Link>
                <span className="block text-xs text-muted">
                  {o.item_count} {o.item_count === 1 ? 'item' : 'items'}
                </span>
              </Td>
              <Td>
                {o.customer?.name || <span className="text-muted">Deleted account</span>}
                {(o.email ?? o.customer?.email) && (
                  <span className="block break-all text-xs text-muted">{o.email ?? o.customer?.email}</span>
                )}
              </Td>
              <Td>
                <OrderStatusBadge status={o.status} />
              </Td>
              <Td className="hidden md:table-cell">
                <PaymentStatusBadge status={o.payment_status} />
                <span className="block pt-1 text-xs text-muted">{PAYMENT_METHOD_LABELS[o.payment_method]}</span>
              </Td>
              <Td className="whitespace-nowrap tabular-nums">
                {formatMoney(o.total, o.currency)}
                {inOtherCurrency(o) && <span className="block text-xs text-muted">{formatMoney(o.total_base, o.base_currency)}</span>}
                {o.refunded > 0 && <span className="block text-xs text-muted">−{formatMoney(o.refunded, o.currency)} refunded</span>}
              </Td>
              <Td className="whitespace-nowrap text-muted">{formatDateTime(o.placed_at)}</Td>
            </tr>
          )}
        </TableRows>
      </tbody>
    </Table>
  );
}
