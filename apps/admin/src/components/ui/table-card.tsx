import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { Button, buttonClass } from './button';
import { Card } from './card';
import { DeleteConfirm } from './delete-confirm';
import { ActionsTh, Table, TableRows, Td, Th } from './table';

/** A column's header; the actions column comes last by itself. */
export interface TableCardColumn {
  label: string;
  className?: string;
}

/** Deleting a row after asking (DeleteConfirm): what it is called, what deleting means, and the mutation. */
export interface TableCardDelete<T> {
  /** The row in the dialog's title ("zone France"). */
  target: (row: T) => string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  run: (row: T, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  /** The toast once it is deleted. */
  done: (row: T) => string;
}

interface TableCardProps<T> {
  /** The card's title, and the table's label. */
  title: string;
  /** Buttons in the card's header (add one). */
  actions?: ReactNode;
  /** What the list is, under the title. */
  intro: ReactNode;
  /** Between the intro and the table (a form that adds a row). */
  before?: ReactNode;
  columns: TableCardColumn[];
  /** The list's query: its loading, error and retry (and its rows unless `rows` is given). */
  query: { data?: readonly T[]; isPending: boolean; error: unknown; refetch: () => unknown };
  /** The rows in the order shown, when not the query's own. */
  rows?: readonly T[];
  empty: ReactNode;
  /** With it, `askDelete` opens the confirmation for a row. */
  remove?: TableCardDelete<T>;
  /** A row; `askDelete` is for its DeleteRowButton. */
  children: (row: T, askDelete: (row: T) => void) => ReactNode;
  /** After the table (the dialogs the rows open). */
  after?: ReactNode;
}

/** A list in a card: the title and its actions, a short intro, the table in its states, and deleting a row after asking. */
export function TableCard<T>({ title, actions, intro, before, columns, query, rows, empty, remove, children, after }: TableCardProps<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);
  return (
    <Card title={title} actions={actions}>
      <p className="-mt-1 mb-3 text-sm text-muted">{intro}</p>
      {before}
      <Table label={title}>
        <thead>
          <tr>
            {columns.map((column) => (
              <Th key={column.label} className={column.className}>
                {column.label}
              </Th>
            ))}
            <ActionsTh className="text-right" />
          </tr>
        </thead>
        <tbody>
          <TableRows
            columns={columns.length + 1}
            skeletonRows={2}
            rows={rows ?? query.data}
            loading={query.isPending}
            error={query.error}
            onRetry={() => void query.refetch()}
            empty={empty}
          >
            {(row) => children(row, setDeleting)}
          </TableRows>
        </tbody>
      </Table>
      {after}
      {remove && (
        <DeleteConfirm
          target={deleting && remove.target(deleting)}
          description={remove.description}
          confirmLabel={remove.confirmLabel}
          pending={remove.pending}
          run={(handlers) => deleting && remove.run(deleting, handlers)}
          done={deleting ? remove.done(deleting) : ''}
          onClose={() => setDeleting(null)}
        />
      )}
    </Card>
  );
}

/** The last cell of a row: its icon buttons, right-aligned. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Td className="whitespace-nowrap text-right">
      <div className="-my-2 flex justify-end">{children}</div>
    </Td>
  );
}

/** The pencil: a link to the row's page (`to`) or a button that opens its dialog (`onClick`); `label` names the row. */
export function EditRowAction({ label, to, onClick }: { label: string; to?: string; onClick?: () => void }) {
  const icon = <Pencil className="h-4 w-4" aria-hidden="true" />;
  if (to !== undefined) {
    return (
      <Link to={to} className={buttonClass('ghost', 'sm', 'min-h-11 min-w-11 px-2')} aria-label={label}>
        {icon}
      </Link>
    );
  }
  return (
    <Button variant="ghost" size="sm" className="min-h-11 min-w-11 px-2" aria-label={label} onClick={onClick}>
      {icon}
    </Button>
  );
}

/** The red bin that asks before deleting the row; `label` names the row. */
export function DeleteRowAction({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" className="min-h-11 min-w-11 px-2 text-red-600" aria-label={label} onClick={onClick}>
      <Trash2 className="h-4 w-4" aria-hidden="true" />
    </Button>
  );
}
