import { useState } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import toast from 'react-hot-toast';
import { ADMIN_TAXONOMY_MESSAGES as T, CategoryInputSchema, CategoryPatchSchema, type AdminCategory } from '@shopwright/shared/admin';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../components/ui/button';
import {
  useCategories,
  useCreateCategory,
  useDeleteCategory,
  useReorderCategories,
  useUpdateCategory,
} from '../features/products/api/taxonomy';
import { TaxonomyCreateForm, TaxonomyEditDialog } from '../features/products/components/taxonomy-forms';
import { TaxonomyTable } from '../features/products/components/taxonomy-table';

/** `/admin/products/categories`: the shop's categories in menu order; add, rename, reorder, delete empty ones. */
export function ProductsCategoriesPage() {
  const categories = useCategories();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const reorder = useReorderCategories();
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const rows = categories.data;

  function move(index: number, by: -1 | 1) {
    if (!rows) return;
    const ids = rows.map((c) => c.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids, { onSuccess: () => toast.success(T.orderSaved), onError: (error) => toast.error(errorMessage(error)) });
  }

  return (
    <>
      <p className="mb-4 text-sm text-muted">
        The shop’s menu lists categories in this order. A category can be deleted once no product uses it.
      </p>
      <TaxonomyCreateForm
        noun="category"
        withDescription
        schema={CategoryInputSchema}
        pending={create.isPending}
        send={(payload, handlers) => create.mutate(payload, handlers)}
        done={T.categorySaved}
      />
      <TaxonomyTable
        noun="category"
        label="Categories"
        rows={rows}
        loading={categories.isPending}
        error={categories.error}
        onRetry={() => void categories.refetch()}
        onEdit={setEditing}
        remove={{ pending: remove.isPending, run: (row, handlers) => remove.mutate(row.id, handlers), done: T.categoryDeleted }}
        rowActions={(row, index) => (
          <>
            <Button
              variant="ghost"
              size="sm"
              className="px-2"
              aria-label={`Move ${row.name} up`}
              disabled={index === 0 || reorder.isPending}
              onClick={() => move(index, -1)}
            >
              <ArrowUp className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="px-2"
              aria-label={`Move ${row.name} down`}
              disabled={index === (rows?.length ?? 0) - 1 || reorder.isPending}
              onClick={() => move(index, 1)}
            >
              <ArrowDown className="h-4 w-4" aria-hidden="true" />
            </Button>
          </>
        )}
      />
      <TaxonomyEditDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={`Rename ${editing?.name ?? 'category'}`}
        initial={{
          name: editing?.name ?? '',
          slug: editing?.slug ?? '',
          description: editing?.description ?? '',
          translations: Object.fromEntries(
            Object.entries(editing?.translations ?? {}).map(([lang, t]) => [
              lang,
              { name: t.name ?? '', slug: t.slug ?? '', description: t.description ?? '' },
            ]),
          ),
        }}
        noun="category"
        withDescription
        schema={CategoryPatchSchema}
        pending={update.isPending}
        send={(payload, handlers) => editing && update.mutate({ id: editing.id, patch: payload }, handlers)}
        done={T.categorySaved}
      />
    </>
  );
}

export { ProductsCategoriesPage as Component };
