import { CURRENCIES } from '@shopwright/shared/settings';
import { Checkbox, Input, Select } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/form-errors';
import type { SetField, SettingsFormValues } from './settings-form-values';

interface Props {
  values: SettingsFormValues;
  errors: FieldErrors;
  set: SetField;
  /** The default destination's country, whose standard rate the tax rate field shows. */
  destination: string;
}

const CURRENCY_OPTIONS = CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }));

/** Currency (display only), the tax rate and the pay-later option. */
export function PricingFields({ values, errors, set, destination }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select
        label="Currency"
        hint="Prices are shown in this currency; amounts are not converted."
        options={CURRENCY_OPTIONS}
        value={values.currency}
        onChange={(e) => set('currency', e.target.value)}
        error={errors.currency}
      />
      <Input
        label="Tax rate (%)"
        hint={`The standard rate in force at the default destination (${destination}). 0 to 50, up to 2 decimals; other rates under Taxes.`}
        type="number"
        inputMode="decimal"
        min={0}
        max={50}
        step={0.01}
        value={values.tax_rate}
        onChange={(e) => set('tax_rate', e.target.value)}
        error={errors.tax_rate}
      />
      <div className="sm:col-span-2">
        <Checkbox
          label="Offer pay later at checkout"
          hint="Customers can place an order now and pay for it afterwards."
          checked={values.pay_later_enabled}
          onChange={(e) => set('pay_later_enabled', e.target.checked)}
        />
      </div>
    </div>
  );
}
