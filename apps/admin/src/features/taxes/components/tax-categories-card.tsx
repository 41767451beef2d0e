import { useState, type FormEvent } from 'react';
import { Pencil, Plus, Tags, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { errorMessage } from '@shopwright/shared/http';
import { TaxCategoryInputSchema, type TaxCategory } from '@shopwright/shared/tax';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/field';
import { EmptyState } from '../../../components/ui/state-message';
import { ActionsTh, Table, TableRows, Td, Th } from '../../../components/ui/table';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useTaxCategories } from '../../../lib/tax-lookups';
import { useCreateTaxCategory, useDeleteTaxCategory } from '../api/taxes';
import { DeleteConfirm } from '../../../components/ui/delete-confirm';
import { RenameTaxCategoryDialog } from './rename-tax-category-dialog';

/** Adds a category: a code products, rates and shipping methods name, and a name for staff. */
function NewCategoryForm() {
  const [values, setValues] = useState({ code: '', name: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateTaxCategory();
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = TaxCategoryInputSchema.safeParse(values);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast.success(`Tax category ${saved.name} added.`);
        setValues({ code: '', name: '' });
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error) ?? {});
        toast.error(errorMessage(error));
      },
    });
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="New tax category"
      className="mb-4 grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
    >
      <Input
        label="New category name"
        placeholder="Reduced rate"
        className="min-h-11"
        maxLength={100}
        value={values.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
        error={errors.name}
      />
      <Input
        label="Code"
        placeholder="reduced"
        className="min-h-11 font-mono"
        maxLength={40}
        autoComplete="off"
        value={values.code}
        onChange={(e) => setValues({ ...values, code: e.target.value.toLowerCase() })}
        error={errors.code}
      />
      <Button type="submit" variant="secondary" className="min-h-11 sm:mt-7" loading={create.isPending}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add category
      </Button>
    </form>
  );
}

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
      <NewCategoryForm />
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
