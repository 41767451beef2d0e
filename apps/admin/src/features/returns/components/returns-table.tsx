import { Link } from 'react-router';
import { Undo2 } from 'lucide-react';
import { formatMoney } from '@shopwright/shared/money';
import { RETURN_REASON_LABELS, type AdminReturnSummary } from '@shopwright/shared/returns';
import { EmptyState } from '../../../components/ui/state-message';
import { Table, TableRows, Td, Th } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/format';
import { ReturnStatusBadge } from './return-status-badge';

interface ReturnsTableProps {
  returns: AdminReturnSummary[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  filtered: boolean;
}

const COLUMNS = 6;

/** The inbox's rows, newest first: the return and its order, who asked, why, where it stands and what was paid back. */
export function ReturnsTable({ returns, loading, error, onRetry, filtered }: ReturnsTableProps) {
  return (
    <Table label="Returns">
      <thead>
        <tr>
          <Th>Return</Th>
          <Th className="hidden sm:table-cell">Customer</Th>
          <Th>Status</Th>
          <Th className="hidden md:table-cell">Reason</Th>
          <Th className="hidden text-right sm:table-cell">Paid back</Th>
          <Th className="hidden lg:table-cell">Requested</Th>
        </tr>
      </thead>
      <tbody>
        <TableRows
          columns={COLUMNS}
          rows={returns}
          loading={loading}
          error={error}
          onRetry={onRetry}
          empty={<EmptyState icon={Undo2} message={filtered ? 'No return matches these filters.' : 'No returns yet.'} />}
        >
          {(r) => (
            <tr key={r.id} className="hover:bg-surface">
              <Td>
                <Link
                  to={`/returns/${r.number}`}
                  className="-my-2 inline-flex min-h-11 items-center whitespace-nowrap font-medium text-brand-700 hover:underline"
                >
                  {r.number}
                </Link>
                <span className="block whitespace-nowrap text-xs text-muted">
                  Order {r.order_number} · {r.item_count} {r.item_count === 1 ? 'item' : 'items'}
                </span>
                {/* Phones keep two columns: who asked sits under the number. */}
                <span className="block text-xs text-muted sm:hidden">{r.customer?.name || 'Deleted account'}</span>
              </Td>
              <Td className="hidden sm:table-cell">
                {r.customer?.name || <span className="text-muted">Deleted account</span>}
                {(r.email ?? r.customer?.email) && (
                  <span className="block break-all text-xs text-muted">{r.email ?? r.customer?.email}</span>
                )}
              </Td>
              <Td>
                <ReturnStatusBadge status={r.status} />
                <span className="mt-1 block text-xs text-muted md:hidden">{RETURN_REASON_LABELS[r.reason]}</span>
              </Td>
              <Td className="hidden md:table-cell">{RETURN_REASON_LABELS[r.reason]}</Td>
              <Td className="hidden whitespace-nowrap text-right tabular-nums sm:table-cell">
                {r.refunded > 0 || r.credited > 0 ? (
                  <>
                    {r.refunded > 0 && <span className="block">{formatMoney(r.refunded, r.currency)} refunded</span>}
                    {r.credited > 0 && <span className="block">{formatMoney(r.credited, r.currency)} credit</span>}
                  </>
                ) : (
                  <span className="text-muted">—</span>
                )}
              </Td>
              <Td className="hidden whitespace-nowrap text-muted lg:table-cell">{formatDateTime(r.created_at)}</Td>
            </tr>
          )}
        </TableRows>
      </tbody>
    </Table>
  );
}
