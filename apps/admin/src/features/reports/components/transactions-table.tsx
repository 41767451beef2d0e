import { Link } from 'react-router';
import { CreditCard } from 'lucide-react';
import {
  PAYMENT_METHOD_LABELS,
  TRANSACTION_KIND_LABELS,
  TRANSACTION_STATUS_LABELS,
  type AdminTransaction,
  type TransactionStatus,
} from '@shopwright/shared/admin';
import { formatMoney } from '@shopwright/shared/money';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/state-message';
import { Table, TableRows, Td, Th } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/format';

const STATUS_TONES: Record<TransactionStatus, 'success' | 'neutral' | 'danger'> = {
  succeeded: 'success',
  pending: 'neutral',
  failed: 'danger',
};
const COLUMNS = 7;

interface TransactionsTableProps {
  transactions: AdminTransaction[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  filtered: boolean;
}

/** Provider calls, newest first: a refund shows as money going out. */
export function TransactionsTable({ transactions, loading, error, onRetry, filtered }: TransactionsTableProps) {
  return (
    <Table label="Transactions">
      <thead>
        <tr>
          <Th>Date</Th>
          <Th>Order</Th>
          <Th className="hidden lg:table-cell">Customer</Th>
          <Th>Type</Th>
          <Th className="hidden md:table-cell">Method</Th>
          <Th>Status</Th>
          <Th className="text-right">Amount</Th>
        </tr>
      </thead>
      <tbody>
        <TableRows
          columns={COLUMNS}
          rows={transactions}
          loading={loading}
          error={error}
          onRetry={onRetry}
          empty={<EmptyState icon={CreditCard} message={filtered ? 'No transaction matches these filters.' : 'No payments yet.'} />}
        >
          {(tx) => (
            <tr key={tx.id} className="hover:bg-surface">
              <Td className="whitespace-nowrap text-muted">{formatDateTime(tx.created_at)}</Td>
              <Td className="whitespace-nowrap">
                {tx.order ? (
                  <Link to={`/orders/${tx.order.id}`} className="font-medium text-brand-700 hover:underline">
                    {tx.order.number}
                  </Link>
                ) : (
                  <span className="text-muted">No order</span>
                )}
              </Td>
              <Td className="hidden break-all lg:table-cell">{tx.customer?.email ?? '—'}</Td>
              <Td className="whitespace-nowrap">{TRANSACTION_KIND_LABELS[tx.kind]}</Td>
              <Td className="hidden whitespace-nowrap md:table-cell">
                {PAYMENT_METHOD_LABELS[tx.method]}
                {tx.card && <span className="block text-xs capitalize text-muted">{`${tx.card.brand} •••• ${tx.card.last4}`}</span>}
              </Td>
              <Td>
                <Badge tone={STATUS_TONES[tx.status]}>{TRANSACTION_STATUS_LABELS[tx.status]}</Badge>
                {tx.failure_reason && <span className="mt-1 block text-xs text-muted">{tx.failure_reason.replaceAll('_', ' ')}</span>}
              </Td>
              <Td className="whitespace-nowrap text-right font-medium tabular-nums">{`${tx.kind === 'refund' ? '−' : ''}${formatMoney(tx.amount, tx.currency)}`}</Td>
            </tr>
          )}
        </TableRows>
      </tbody>
    </Table>
  );
}
