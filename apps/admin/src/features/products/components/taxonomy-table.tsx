import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Pencil, Tags, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/state-message';
import { ActionsTh, Table, TableRows, Td, Th } from '../../../components/ui/table';

export interface TaxonomyRow {
  id: number;
  name: string;
  slug: string;
  product_count: number;
  description?: string;
}

interface TaxonomyTableProps<T extends TaxonomyRow> {
  /** "category" or "brand": names the table, the buttons and the product filter. */
  noun: 'category' | 'brand';
  label: string;
  rows: T[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onEdit: (row: T) => void;
  /** Deletes; the API refuses (409) while products use it, and that message is shown. */
  remove: { pending: boolean; run: (row: T, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void; done: string };
  /** Extra buttons per row (the category order). */
  rowActions?: (row: T, index: number) => ReactNode;
}

/** Categories or brands with their product counts: rename, delete (after a confirmation) and, for categories, reorder. */
export function TaxonomyTable<T extends TaxonomyRow>({
  noun,
  label,
  rows,
  loading,
  error,
  onRetry,
  onEdit,
  remove,
  rowActions,
}: TaxonomyTableProps<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);
  function confirmDelete() {
    if (!deleting) return;
    remove.run(deleting, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(remove.done);
      },
      onError: (err) => {
        setDeleting(null);
        toast.error(errorMessage(err));
      },
    });
  }
  return (
    <>
      <Table label={label}>
        <thead>
          <tr>
            <Th>Name</Th>
            <Th className="hidden sm:table-cell">Slug</Th>
            <Th className="text-right">Products</Th>
            <ActionsTh className="text-right" />
          </tr>
        </thead>
        <tbody>
          <TableRows
            columns={4}
            rows={rows}
            loading={loading}
            error={error}
            onRetry={onRetry}
            empty={<EmptyState icon={Tags} message={`No ${noun === 'category' ? 'categories' : 'brands'} yet. Add the first one above.`} />}
          >
            {(row) => (
              <tr key={row.id} className="hover:bg-surface">
                <Td>
                  <span className="font-medium">{row.name}</span>
                  {row.description && <span className="block max-w-md truncate text-xs text-muted">{row.description}</span>}
                </Td>
                <Td className="hidden break-all font-mono text-xs text-muted sm:table-cell">{row.slug}</Td>
                <Td className="text-right tabular-nums">
                  {row.product_count > 0 ? (
                    <Link
                      to={`/products?${noun}=${row.slug}`}
                      className="text-brand-700 hover:underline"
                      aria-label={`${row.product_count} products in ${row.name}`}
                    >
                      {row.product_count}
                    </Link>
                  ) : (
                    <span className="text-muted">0</span>
                  )}
                </Td>
                <Td className="whitespace-nowrap text-right">
                  {rowActions?.(row, rows!.indexOf(row))}
                  <Button variant="ghost" size="sm" className="px-2" aria-label={`Rename ${row.name}`} onClick={() => onEdit(row)}>
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="px-2 text-red-600"
                    aria-label={`Delete ${row.name}`}
                    onClick={() => setDeleting(row)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </Td>
              </tr>
            )}
          </TableRows>
        </tbody>
      </Table>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? ''}?`}
        description={
          deleting && deleting.product_count > 0
            ? `It still has ${deleting.product_count} ${deleting.product_count === 1 ? 'product' : 'products'}: move or delete them first, or the shop will refuse.`
            : `The ${noun} is removed for good.`
        }
        confirmLabel={`Delete ${noun}`}
        danger
        pending={remove.pending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
