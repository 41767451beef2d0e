import { DISCOUNT_KIND_LABELS, DISCOUNT_KINDS, DISCOUNT_LIMITS as L } from '@shopwright/shared/admin';
import { Input } from '../../../../components/ui/field';
import { cn } from '../../../../lib/cn';
import type { FieldErrors } from '../../../../lib/form-errors';
import type { DiscountFormValues, SetDiscountField } from './discount-form-values';

interface Props {
  values: DiscountFormValues;
  errors: FieldErrors;
  set: SetDiscountField;
  currency: string;
}

const money = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;

/** Percent or amount off, and the subtotal the cart must reach. */
export function DiscountValueFields({ values, errors, set, currency }: Props) {
  const percent = values.kind === 'percentage';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset className="sm:col-span-2">
        <legend className="mb-1.5 block text-sm font-medium text-ink">Type</legend>
        <div className="flex flex-wrap gap-2">
          {DISCOUNT_KINDS.map((kind) => (
            <label
              key={kind}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                values.kind === kind ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-line bg-white',
              )}
            >
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={values.kind === kind}
                onChange={() => set('kind', kind)}
                className="accent-brand-600"
              />
              {DISCOUNT_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
        {errors.kind && <p className="mt-1 text-sm text-red-600">{errors.kind}</p>}
      </fieldset>
      <Input
        label={percent ? 'Percent off (%)' : `Amount off (${currency})`}
        hint={percent ? `${L.percentMin} to ${L.percentMax}, up to 2 decimals.` : 'Taken off the subtotal, never more than it.'}
        {...money}
        min={percent ? L.percentMin : 0.01}
        max={percent ? L.percentMax : undefined}
        value={values.value}
        onChange={(e) => set('value', e.target.value)}
        error={errors.value}
      />
      <Input
        label={`Minimum subtotal (${currency})`}
        hint="The cart must reach this before the code applies. Empty for none."
        {...money}
        value={values.min_subtotal}
        onChange={(e) => set('min_subtotal', e.target.value)}
        error={errors.min_subtotal}
      />
    </div>
  );
}

/** When the code works and how many orders may use it. */
export function DiscountLimitFields({ values, errors, set }: Omit<Props, 'currency'>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Input
        label="Starts"
        type="datetime-local"
        hint="Your local time. Empty: valid at once."
        value={values.starts_at}
        onChange={(e) => set('starts_at', e.target.value)}
        error={errors.starts_at}
      />
      <Input
        label="Ends"
        type="datetime-local"
        hint="Your local time. Empty: never expires."
        value={values.ends_at}
        onChange={(e) => set('ends_at', e.target.value)}
        error={errors.ends_at}
      />
      <Input
        label="Usage limit"
        hint="How many orders may use the code in all. Empty for no limit."
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={values.usage_limit}
        onChange={(e) => set('usage_limit', e.target.value)}
        error={errors.usage_limit}
      />
    </div>
  );
}
