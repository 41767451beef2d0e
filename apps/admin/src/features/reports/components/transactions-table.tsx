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
const COLUMNS = 9;

/** Money of a call, a refund's as money going out; an em dash when the API does not know it (null). */
function signed(tx: AdminTransaction, amount: number | null): string {
  if (amount === null) return '—';
  return `${tx.kind === 'refund' ? '−' : ''}${formatMoney(amount, tx.currency)}`;
}

interface TransactionsTableProps {
  transactions: AdminTransaction[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  filtered: boolean;
}

/** Provider calls, newest first: a refund shows as money going out; the amount without tax and its tax beside it (under it on phones). */
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
          <Th className="hidden text-right md:table-cell">Net</Th>
          <Th className="hidden text-right md:table-cell">Tax</Th>
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
              <Td className="whitespace-nowrap text-right tabular-nums">
                <span className="font-medium">{signed(tx, tx.amount)}</span>
                {/* Phones have no room for the Net and Tax columns: both sit under the amount. */}
                {tx.net !== null && (
                  <span className="block text-xs text-muted md:hidden">{`Net ${signed(tx, tx.net)} · Tax ${signed(tx, tx.tax)}`}</span>
                )}
              </Td>
              <Td className="hidden whitespace-nowrap text-right tabular-nums md:table-cell">{signed(tx, tx.net)}</Td>
              <Td className="hidden whitespace-nowrap text-right tabular-nums md:table-cell">{signed(tx, tx.tax)}</Td>
            </tr>
          )}
        </TableRows>
      </tbody>
    </Table>
  );
}
