import { useState } from 'react';
import { Pencil, Tags, Trash2 } from 'lucide-react';
import type { TaxCategory } from '@shopwright/shared/tax';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/state-message';
import { ActionsTh, Table, TableRows, Td, Th } from '../../../components/ui/table';
import { useTaxCategories } from '../../../lib/tax-lookups';
import { useDeleteTaxCategory } from '../api/taxes';
import { NewTaxCategoryForm } from './new-tax-category-form';
import { DeleteConfirm } from '../../../components/ui/delete-confirm';
import { RenameTaxCategoryDialog } from './rename-tax-category-dialog';

/** Tax categories (kinds of goods taxed alike: books, food…); `standard` always exists. */
export function TaxCategoriesCard() {
  const categories = useTaxCategories();
  const remove = useDeleteTaxCategory();
  const [renaming, setRenaming] = useState<TaxCategory | null>(null);
  const [deleting, setDeleting] = useState<TaxCategory | null>(null);
  return (
    <Card title="Tax categories">
      <p className="-mt-1 mb-3 text-sm text-muted">
        Kinds of goods taxed alike, such as books or food. Each product has one; a zone can have a rate per category.
      </p>
      <NewTaxCategoryForm />
      <Table label="Tax categories">
        <thead>
          <tr>
            <Th>Name</Th>
            <Th className="hidden sm:table-cell">Code</Th>
            <ActionsTh className="text-right" />
          </tr>
        </thead>
        <tbody>
          <TableRows
            columns={3}
            skeletonRows={2}
            rows={categories.data}
            loading={categories.isPending}
            error={categories.error}
            onRetry={() => void categories.refetch()}
            empty={<EmptyState icon={Tags} message="No tax categories yet." />}
          >
            {(c) => (
              <tr key={c.code} className="hover:bg-surface">
                <Td>
                  <span className="font-medium">{c.name}</span> {c.code === 'standard' && <Badge>Default</Badge>}
                  <span className="block font-mono text-xs text-muted sm:hidden">{c.code}</span>
                </Td>
                <Td className="hidden font-mono text-xs text-muted sm:table-cell">{c.code}</Td>
                <Td className="whitespace-nowrap text-right">
                  <div className="-my-2 flex justify-end">
                    <Button
                      variant="ghost"
                      size="sm"
                      className="min-h-11 min-w-11 px-2"
                      aria-label={`Rename ${c.name}`}
                      onClick={() => setRenaming(c)}
                    >
                      <Pencil className="h-4 w-4" aria-hidden="true" />
                    </Button>
                    {c.code !== 'standard' && (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="min-h-11 min-w-11 px-2 text-red-600"
                        aria-label={`Delete ${c.name}`}
                        onClick={() => setDeleting(c)}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                      </Button>
                    )}
                  </div>
                </Td>
              </tr>
            )}
          </TableRows>
        </tbody>
      </Table>
      <RenameTaxCategoryDialog category={renaming} onClose={() => setRenaming(null)} />
      <DeleteConfirm
        target={deleting && `tax category ${deleting.name}`}
        description="The category is removed for good. One that products, rates or shipping methods use cannot be deleted."
        confirmLabel="Delete category"
        pending={remove.isPending}
        run={(handlers) => deleting && remove.mutate(deleting.code, handlers)}
        done={`Tax category ${deleting?.name ?? ''} deleted.`}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
