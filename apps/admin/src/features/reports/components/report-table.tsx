import type { ReactNode } from 'react';
import { FileBarChart } from 'lucide-react';
import { EmptyState } from '../../../components/ui/state-message';
import { Table, TableRows, Td, Th } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';

export interface ReportColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The totals row's cell (blank when absent). */
  total?: ReactNode;
  /** Figures are right-aligned with even digits. */
  numeric?: boolean;
  /** Hidden below this width to keep tablets readable. */
  hideBelow?: 'md' | 'lg';
}

interface ReportTableProps<T> {
  label: string;
  columns: ReadonlyArray<ReportColumn<T>>;
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  empty: string;
  /** Whether to show the totals row under the rows. */
  totals: boolean;
}

const HIDE = { md: 'hidden md:table-cell', lg: 'hidden lg:table-cell' };
const cellClass = <T,>(c: ReportColumn<T>) =>
  cn(c.numeric && 'text-right tabular-nums whitespace-nowrap', c.hideBelow && HIDE[c.hideBelow]);

/** A report's rows under sticky headers, a totals row at the foot, and the table states. */
export function ReportTable<T>({ label, columns, rows, rowKey, loading, error, onRetry, empty, totals }: ReportTableProps<T>) {
  return (
    <Table label={label}>
      <thead>
        <tr>
          {columns.map((c) => (
            <Th key={c.header} className={cellClass(c)}>
              {c.header}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        <TableRows
          columns={columns.length}
          rows={rows}
          loading={loading}
          error={error}
          onRetry={onRetry}
          empty={<EmptyState icon={FileBarChart} message={empty} />}
        >
          {(row) => (
            <tr key={rowKey(row)} className="hover:bg-surface">
              {columns.map((c) => (
                <Td key={c.header} className={cellClass(c)}>
                  {c.cell(row)}
                </Td>
              ))}
            </tr>
          )}
        </TableRows>
      </tbody>
      {totals && !loading && error == null && rows && rows.length > 0 && (
        <tfoot>
          <tr className="bg-surface font-semibold">
            {columns.map((c, i) => (
              <Td key={c.header} className={cellClass(c)}>
                {i === 0 ? 'Total' : c.total}
              </Td>
            ))}
          </tr>
        </tfoot>
      )}
    </Table>
  );
}
