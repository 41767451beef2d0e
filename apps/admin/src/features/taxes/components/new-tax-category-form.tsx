import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import toast from 'react-hot-toast';
import { errorMessage } from '@shopwright/shared/http';
import { TaxCategoryInputSchema } from '@shopwright/shared/tax';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useCreateTaxCategory } from '../api/taxes';

/** Adds a category: a code products, rates and shipping methods name, and a name for staff. */
export function NewTaxCategoryForm() {
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
