import { useState } from 'react';
import { ADMIN_TAXONOMY_MESSAGES as T, BrandInputSchema, BrandPatchSchema, type AdminBrand } from '@shopwright/shared/admin';
import { useBrands, useCreateBrand, useDeleteBrand, useUpdateBrand } from '../features/products/api/taxonomy';
import { TaxonomyCreateForm, TaxonomyEditDialog } from '../features/products/components/taxonomy-forms';
import { TaxonomyTable } from '../features/products/components/taxonomy-table';

/** `/admin/products/brands`: the brands by name; add, rename, delete those no product uses. */
export function ProductsBrandsPage() {
  const brands = useBrands();
  const create = useCreateBrand();
  const update = useUpdateBrand();
  const remove = useDeleteBrand();
  const [editing, setEditing] = useState<AdminBrand | null>(null);

  return (
    <>
      <p className="mb-4 text-sm text-muted">Shoppers filter listings by brand. A brand can be deleted once no product uses it.</p>
      <TaxonomyCreateForm
        noun="brand"
        schema={BrandInputSchema}
        pending={create.isPending}
        send={(payload, handlers) => create.mutate(payload, handlers)}
        done={T.brandSaved}
      />
      <TaxonomyTable
        noun="brand"
        label="Brands"
        rows={brands.data}
        loading={brands.isPending}
        error={brands.error}
        onRetry={() => void brands.refetch()}
        onEdit={setEditing}
        remove={{ pending: remove.isPending, run: (row, handlers) => remove.mutate(row.id, handlers), done: T.brandDeleted }}
      />
      <TaxonomyEditDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={`Rename ${editing?.name ?? 'brand'}`}
        initial={{
          name: editing?.name ?? '',
          slug: editing?.slug ?? '',
          description: '',
          translations: Object.fromEntries(Object.entries(editing?.translations ?? {}).map(([lang, t]) => [lang, { name: t.name }])),
        }}
        noun="brand"
        schema={BrandPatchSchema}
        pending={update.isPending}
        send={(payload, handlers) => editing && update.mutate({ id: editing.id, patch: payload }, handlers)}
        done={T.brandSaved}
      />
    </>
  );
}

export { ProductsBrandsPage as Component };
