import type { ReactNode, ThHTMLAttributes } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { ErrorState } from './state-message';

/** A dense table with a sticky header, scrolling sideways on narrow screens. */
export function Table({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-white shadow-sm">
      <table className="w-full border-collapse text-left text-sm" aria-label={label}>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'sticky top-0 z-10 border-b border-line bg-surface px-4 py-2.5 text-xs font-semibold uppercase tracking-wide text-muted',
        className,
      )}
      {...rest}
    />
  );
}

export function Td({ className, children }: { className?: string; children: ReactNode }) {
  return <td className={cn('border-b border-line px-4 py-3 align-top', className)}>{children}</td>;
}

interface SortableThProps {
  label: string;
  /** 'asc' or 'desc' when the table is sorted by this column. */
  direction: 'asc' | 'desc' | null;
  onSort: () => void;
  className?: string;
}

/**
 * The state of a sortable column under the list's `sort` (`field` ascending, `-field` descending)
 * and the sort a press asks for: `first` when the column is not sorted yet, else the other way.
 */
export function columnSort<S extends string>(sort: S, field: string, first: 'asc' | 'desc') {
  const direction = sort === field ? 'asc' : sort === `-${field}` ? 'desc' : null;
  const next = (direction ?? (first === 'asc' ? 'desc' : 'asc')) === 'asc' ? `-${field}` : field;
  return { direction, next: next as S } as const;
}

/** The header of a column of row actions: no visible title. */
export function ActionsTh({ className }: { className?: string }) {
  return (
    <Th className={className}>
      <span className="sr-only">Actions</span>
    </Th>
  );
}

/** A column header that sorts when pressed and tells assistive technology how it is sorted. */
export function SortableTh({ label, direction, onSort, className }: SortableThProps) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <Th className={className} aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
      <button type="button" onClick={onSort} className="inline-flex items-center gap-1 rounded uppercase hover:text-ink">
        {label}
        <Icon className="h-3.5 w-3.5" aria-hidden="true" />
        <span className="sr-only">{direction ? `, sorted ${direction === 'asc' ? 'ascending' : 'descending'}` : ', sort'}</span>
      </button>
    </Th>
  );
}

/** Grey bars shaped like rows while the data loads. */
export function SkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} aria-hidden="true">
          {Array.from({ length: columns }, (_, c) => (
            <td key={c} className="border-b border-line px-4 py-3">
              <div className="h-4 animate-pulse rounded bg-gray-200" style={{ width: `${50 + ((r * 7 + c * 13) % 40)}%` }} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/** A full-width row holding an empty or error message. */
export function MessageRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-10">
        {children}
      </td>
    </tr>
  );
}

interface TableRowsProps<T> {
  columns: number;
  rows: readonly T[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** What an empty list shows (usually an EmptyState that says whether filters are on). */
  empty: ReactNode;
  /** How many grey rows stand in while loading. */
  skeletonRows?: number;
  children: (row: T) => ReactNode;
}

/** A table body's states, one at a time: loading bars, the error with a retry, the empty message, or the rows. */
export function TableRows<T>({ columns, rows, loading, error, onRetry, empty, skeletonRows, children }: TableRowsProps<T>) {
  if (loading) return <SkeletonRows columns={columns} rows={skeletonRows} />;
  if (error != null) {
    return (
      <MessageRow columns={columns}>
        <ErrorState error={error} onRetry={onRetry} />
      </MessageRow>
    );
  }
  if (!rows?.length) return <MessageRow columns={columns}>{empty}</MessageRow>;
  return <>{rows.map(children)}</>;
}
