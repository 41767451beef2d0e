import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '@shopwright/shared/http';
import { TaxRateInputSchema, type TaxRate } from '@shopwright/shared/tax';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input, Select } from '../../../components/ui/field';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useTaxCategoryOptions, useZoneOptions } from '../../../lib/tax-lookups';
import { useCreateTaxRate, useUpdateTaxRate } from '../api/taxes';
import { rateFormValuesOf, toRateInput, type RateFormValues } from './rate-form-values';

const tall = 'min-h-11';

interface RateDialogProps {
  /** `'new'` to add a rate, a rate to edit it, null when closed. */
  rate: TaxRate | 'new' | null;
  onClose: () => void;
}

/** Adds or edits a tax rate: its zone and category, the percent and the days it is in force. */
export function RateDialog({ rate, onClose }: RateDialogProps) {
  const editing = rate !== null && rate !== 'new' ? rate : undefined;
  return (
    <Dialog
      open={rate !== null}
      onClose={onClose}
      title={editing ? `Edit ${editing.name} (${editing.rate}%)` : 'Add a tax rate'}
      description="Orders keep the rate they were charged; a change applies to orders placed from now on."
    >
      {rate !== null && <RateForm key={editing?.id ?? 'new'} rate={editing} onClose={onClose} />}
    </Dialog>
  );
}

function RateForm({ rate, onClose }: { rate?: TaxRate; onClose: () => void }) {
  const [values, setValues] = useState<RateFormValues>(() => rateFormValuesOf(rate));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateTaxRate();
  const update = useUpdateTaxRate();
  const set = (field: keyof RateFormValues) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = TaxRateInputSchema.safeParse(toRateInput(values));
    if (!parsed.success) return setErrors({ ...zodFieldErrors(parsed.error), ...(values.zone ? {} : { zone: 'Choose a zone' }) });
    setErrors({});
    const handlers = {
      onSuccess: (saved: TaxRate) => {
        toast.success(`Tax rate ${saved.name} (${saved.rate}%) saved.`);
        onClose();
      },
      onError: (error: unknown) => {
        setErrors(apiFieldErrors(error) ?? {});
        toast.error(errorMessage(error));
      },
    };
    if (rate) update.mutate({ id: rate.id, patch: parsed.data }, handlers);
    else create.mutate(parsed.data, handlers);
  }

  const zoneOptions = useZoneOptions();
  const categories = useTaxCategoryOptions(values.category);
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={rate ? 'Edit tax rate' : 'New tax rate'}>
      <Select label="Zone" className={tall} options={zoneOptions} value={values.zone} onChange={set('zone')} error={errors.zone} />
      <Select
        label="Tax category"
        className={tall}
        options={categories.options}
        value={values.category}
        onChange={set('category')}
        error={errors.category}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Name"
          hint="Shown on receipts, such as VAT."
          className={tall}
          maxLength={100}
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <Input
          label="Rate (%)"
          hint="0 to 100, up to 3 decimals."
          className={tall}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.001}
          value={values.rate}
          onChange={set('rate')}
          error={errors.rate}
        />
        <Input
          label="Starts on"
          className={tall}
          type="date"
          value={values.starts_on}
          onChange={set('starts_on')}
          error={errors.starts_on}
        />
        <Input label="Ends on" className={tall} type="date" value={values.ends_on} onChange={set('ends_on')} error={errors.ends_on} />
      </div>
      <p className="text-xs text-muted">Both days are included (UTC days). Leave a date empty for no limit.</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" className={tall} onClick={onClose} disabled={create.isPending || update.isPending}>
          Cancel
        </Button>
        <Button type="submit" className={tall} loading={create.isPending || update.isPending}>
          {rate ? 'Save rate' : 'Add rate'}
        </Button>
      </div>
    </form>
  );
}
