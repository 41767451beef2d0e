import { Link } from 'react-router';
import { CreditCard } from 'lucide-react';
import {
  PAYMENT_METHOD_LABELS,
  TRANSACTION_KIND_LABELS,
  TRANSACTION_STATUS_LABELS,
  type AdminTransaction,
  type TransactionStatus,
} from '@shopwright/shared/admin';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/state-message';
import { Table, TableRows, Td, Th } from '../../../components/ui/table';
import { formatDate } from '../../../lib/format';
import { transactionMoney } from './transaction-money';

const STATUS_TONES: Record<TransactionStatus, 'success' | 'neutral' | 'danger'> = {
  succeeded: 'success',
  pending: 'neutral',
  failed: 'danger',
};
const COLUMNS = 8;

interface TransactionsTableProps {
  transactions: AdminTransaction[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  filtered: boolean;
}

const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/**
 * Provider calls, newest first: a refund shows as money going out. Each call's amount without tax
 * and its tax are columns from 1280 px; below, they sit under the amount. The date and time, and the
 * type and method, share a cell so that the nine figures fit a desktop without scrolling.
 */
export function TransactionsTable({ transactions, loading, error, onRetry, filtered }: TransactionsTableProps) {
  return (
    <Table label="Transactions">
      <thead>
        <tr>
          <Th>Date</Th>
          <Th>Order</Th>
          <Th className="hidden xl:table-cell">Customer</Th>
          <Th>Type</Th>
          <Th>Status</Th>
          <Th className="text-right">Amount</Th>
          <Th className="hidden text-right xl:table-cell">Net</Th>
          <Th className="hidden text-right xl:table-cell">Tax</Th>
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
              <Td className="whitespace-nowrap text-muted">
                <time dateTime={tx.created_at}>
                  <span className="block">{formatDate(tx.created_at)}</span>
                  <span className="block text-xs">{timeFormat.format(new Date(tx.created_at))}</span>
                </time>
              </Td>
              <Td className="whitespace-nowrap">
                {tx.order ? (
                  <Link to={`/orders/${tx.order.id}`} className="font-medium text-brand-700 hover:underline">
                    {tx.order.number}
                  </Link>
                ) : (
                  <span className="text-muted">No order</span>
                )}
              </Td>
              <Td className="hidden xl:table-cell">
                <span className="block max-w-44 truncate" title={tx.customer?.email}>
                  {tx.customer?.email ?? '—'}
                </span>
              </Td>
              <Td className="whitespace-nowrap">
                {TRANSACTION_KIND_LABELS[tx.kind]}
                {/* Phones keep the table narrow: the method from tablets on, as before. */}
                <span className="hidden text-xs text-muted md:block">
                  {PAYMENT_METHOD_LABELS[tx.method]}
                  {tx.card && <span className="capitalize">{` · ${tx.card.brand} •••• ${tx.card.last4}`}</span>}
                </span>
              </Td>
              <Td>
                <Badge tone={STATUS_TONES[tx.status]}>{TRANSACTION_STATUS_LABELS[tx.status]}</Badge>
                {tx.failure_reason && <span className="mt-1 block text-xs text-muted">{tx.failure_reason.replaceAll('_', ' ')}</span>}
              </Td>
              <Td className="whitespace-nowrap text-right tabular-nums">
                <span className="font-medium">{transactionMoney(tx, tx.amount)}</span>
                {tx.net !== null && (
                  <span className="block text-xs text-muted xl:hidden">
                    <span className="block">{`Net ${transactionMoney(tx, tx.net)}`}</span>
                    <span className="block">{`Tax ${transactionMoney(tx, tx.tax)}`}</span>
                  </span>
                )}
              </Td>
              <Td className="hidden whitespace-nowrap text-right tabular-nums xl:table-cell">{transactionMoney(tx, tx.net)}</Td>
              <Td className="hidden whitespace-nowrap text-right tabular-nums xl:table-cell">{transactionMoney(tx, tx.tax)}</Td>
            </tr>
          )}
        </TableRows>
      </tbody>
    </Table>
  );
}
