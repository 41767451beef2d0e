import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '@shopwright/shared/http';
import { TaxCategoryPatchSchema, type TaxCategory } from '@shopwright/shared/tax';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/field';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useRenameTaxCategory } from '../api/taxes';

/** Renames a tax category; its code, which products and rates name, stays. */
export function RenameTaxCategoryDialog({ category, onClose }: { category: TaxCategory | null; onClose: () => void }) {
  return (
    <Dialog
      open={category !== null}
      onClose={onClose}
      title={`Rename ${category?.name ?? 'tax category'}`}
      description="Products, rates and shipping methods keep the category: they name it by its code, which stays."
    >
      {category && <RenameForm key={category.code} category={category} onClose={onClose} />}
    </Dialog>
  );
}

function RenameForm({ category, onClose }: { category: TaxCategory; onClose: () => void }) {
  const [name, setName] = useState(category.name);
  const [errors, setErrors] = useState<FieldErrors>({});
  const rename = useRenameTaxCategory();
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = TaxCategoryPatchSchema.safeParse({ name });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    rename.mutate(
      { code: category.code, name: parsed.data.name },
      {
        onSuccess: (saved) => {
          toast.success(`Tax category ${saved.name} saved.`);
          onClose();
        },
        onError: (error) => {
          setErrors(apiFieldErrors(error) ?? {});
          toast.error(errorMessage(error));
        },
      },
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Rename tax category">
      <Input label="Name" className="min-h-11" maxLength={100} value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" className="min-h-11" onClick={onClose} disabled={rename.isPending}>
          Cancel
        </Button>
        <Button type="submit" className="min-h-11" loading={rename.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
