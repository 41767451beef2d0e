import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ADMIN_VARIANT_MESSAGES as M } from '@shopwright/shared/admin';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { apiFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useBulkUpdateVariants } from '../api/variants';
import { bulkOf, type BulkDraft } from './variant-draft';

const EMPTY: BulkDraft = { stock: '', price: '', sale_price: '' };

/** Shown while rows are chosen: set the stock and/or prices of all of them at once (all or nothing). */
export function VariantBulkBar({
  productId,
  ids,
  currency,
  onDone,
}: {
  productId: number;
  ids: number[];
  currency: string;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<BulkDraft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const bulk = useBulkUpdateVariants(productId);
  if (ids.length === 0) return null;
  const set = (field: keyof BulkDraft) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors({});
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const { input, errors: problems } = bulkOf(ids, draft);
    setErrors(problems);
    if (!input) return;
    bulk.mutate(input, {
      onSuccess: () => {
        toast.success(M.bulkSaved(ids.length));
        setDraft(EMPTY);
        onDone();
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error) ?? {});
        toast.error(errorMessage(error));
      },
    });
  }

  return (
    <form
      role="region"
      aria-label="Bulk edit variants"
      onSubmit={submit}
      noValidate
      className="mb-3 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3"
    >
      <p className="text-sm font-medium text-brand-700" aria-live="polite">
        {ids.length} {ids.length === 1 ? 'variant' : 'variants'} selected: set for all of them (blank fields stay as they are)
      </p>
      <div className="mt-2 grid items-start gap-3 sm:grid-cols-3 lg:grid-cols-[repeat(3,minmax(0,10rem))_auto]">
        <Input label="Set stock" inputMode="numeric" value={draft.stock} onChange={set('stock')} error={errors.stock ?? errors.ids} />
        <Input label={`Set price (${currency})`} inputMode="decimal" value={draft.price} onChange={set('price')} error={errors.price} />
        <Input
          label={`Set sale price (${currency})`}
          inputMode="decimal"
          value={draft.sale_price}
          onChange={set('sale_price')}
          error={errors.sale_price}
        />
        <div className="flex flex-wrap gap-2 sm:col-span-3 lg:col-span-1 lg:mt-6">
          <Button type="submit" loading={bulk.isPending}>
            Apply to {ids.length} {ids.length === 1 ? 'variant' : 'variants'}
          </Button>
          <Button variant="ghost" onClick={onDone} disabled={bulk.isPending}>
            Clear selection
          </Button>
        </div>
      </div>
    </form>
  );
}
