import { Checkbox, Input } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/form-errors';
import type { SetField, SettingsFormValues } from './settings-form-values';

interface Props {
  values: SettingsFormValues;
  errors: FieldErrors;
  set: SetField;
  currency: string;
}

const money = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;

/** Standard and Express rates, and the order subtotal from which Standard shipping is free. */
export function ShippingFields({ values, errors, set, currency }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <p className="text-xs text-muted sm:col-span-2">
        Shortcuts to the first rate of the Standard and Express methods. Zones, rates by weight or subtotal and other methods are under
        Shipping.
      </p>
      <Input
        label={`Standard rate (${currency})`}
        {...money}
        value={values.standard}
        onChange={(e) => set('standard', e.target.value)}
        error={errors['shipping.standard']}
      />
      <Input
        label={`Express rate (${currency})`}
        {...money}
        value={values.express}
        onChange={(e) => set('express', e.target.value)}
        error={errors['shipping.express']}
      />
      <div className="sm:col-span-2">
        <Checkbox
          label="Free Standard shipping above a subtotal"
          checked={values.free_shipping}
          onChange={(e) => set('free_shipping', e.target.checked)}
        />
      </div>
      {values.free_shipping && (
        <Input
          label={`Free Standard shipping from (${currency})`}
          {...money}
          value={values.free_shipping_threshold}
          onChange={(e) => set('free_shipping_threshold', e.target.value)}
          error={errors['shipping.free_shipping_threshold']}
        />
      )}
    </div>
  );
}
