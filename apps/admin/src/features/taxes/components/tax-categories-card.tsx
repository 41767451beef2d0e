import { useState } from 'react';
import { Tags } from 'lucide-react';
import type { TaxCategory } from '@shopwright/shared/tax';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/state-message';
import { Td } from '../../../components/ui/table';
import { DeleteRowAction, EditRowAction, RowActions, TableCard } from '../../../components/ui/table-card';
import { useTaxCategories } from '../../../lib/tax-lookups';
import { useDeleteTaxCategory } from '../api/taxes';
import { NewTaxCategoryForm } from './new-tax-category-form';
import { RenameTaxCategoryDialog } from './rename-tax-category-dialog';

const COLUMNS = [{ label: 'Name' }, { label: 'Code', className: 'hidden sm:table-cell' }];

/** Tax categories (kinds of goods taxed alike: books, food…); `standard` always exists. */
export function TaxCategoriesCard() {
  const categories = useTaxCategories();
  const remove = useDeleteTaxCategory();
  const [renaming, setRenaming] = useState<TaxCategory | null>(null);
  return (
    <TableCard
      title="Tax categories"
      intro="Kinds of goods taxed alike, such as books or food. Each product has one; a zone can have a rate per category."
      before={<NewTaxCategoryForm />}
      columns={COLUMNS}
      query={categories}
      empty={<EmptyState icon={Tags} message="No tax categories yet." />}
      remove={{
        target: (c) => `tax category ${c.name}`,
        description: 'The category is removed for good. One that products, rates or shipping methods use cannot be deleted.',
        confirmLabel: 'Delete category',
        pending: remove.isPending,
        run: (c, handlers) => remove.mutate(c.code, handlers),
        done: (c) => `Tax category ${c.name} deleted.`,
      }}
      after={<RenameTaxCategoryDialog category={renaming} onClose={() => setRenaming(null)} />}
    >
      {(c, askDelete) => (
        <tr key={c.code} className="hover:bg-surface">
          <Td>
            <span className="font-medium">{c.name}</span> {c.code === 'standard' && <Badge>Default</Badge>}
            <span className="block font-mono text-xs text-muted sm:hidden">{c.code}</span>
          </Td>
          <Td className="hidden font-mono text-xs text-muted sm:table-cell">{c.code}</Td>
          <RowActions>
            <EditRowAction label={`Rename ${c.name}`} onClick={() => setRenaming(c)} />
            {c.code !== 'standard' && <DeleteRowAction label={`Delete ${c.name}`} onClick={() => askDelete(c)} />}
          </RowActions>
        </tr>
      )}
    </TableCard>
  );
}
