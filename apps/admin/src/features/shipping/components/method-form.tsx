import { ShippingMethodInputSchema, ShippingMethodPatchSchema, type ShippingMethodDef } from '@shopwright/shared/tax';
import { Card } from '../../../components/ui/card';
import { Input, Select } from '../../../components/ui/field';
import { FormActions, NameCodeFields } from '../../../components/ui/record-form';
import { Switch } from '../../../components/ui/switch';
import { useShopCurrency } from '../../../lib/shop-settings';
import { useTaxCategoryOptions, useZoneOptions } from '../../../lib/tax-lookups';
import { useSaveForm } from '../../../lib/use-save-form';
import { useCreateShippingMethod, useUpdateShippingMethod } from '../api/shipping';
import { methodFormValuesOf, toMethodInput, type MethodFormValues } from './method-form-values';
import { RateRowsEditor } from './rate-rows-editor';

const tall = 'min-h-11';

/** Creates a shipping method or edits one (its code stays); checked with the shared schema first, then by the server. */
export function MethodForm({ method, onSaved }: { method?: ShippingMethodDef; onSaved: (saved: ShippingMethodDef) => void }) {
  const currency = useShopCurrency();
  const create = useCreateShippingMethod();
  const update = useUpdateShippingMethod(method?.code ?? '');
  const { values, errors, set, submit, pending } = useSaveForm({
    initial: () => methodFormValuesOf(method),
    toInput: toMethodInput,
    editing: method !== undefined,
    create: { schema: ShippingMethodInputSchema, mutation: create },
    update: { schema: ShippingMethodPatchSchema, mutation: update },
    noun: 'Shipping method',
    onSaved,
    moreErrors: (v: MethodFormValues) => (v.zone ? {} : { zone: 'Choose a zone' }),
  });

  const zoneOptions = useZoneOptions();
  const categories = useTaxCategoryOptions(values.tax_category);
  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={method ? `Edit ${method.name}` : 'New shipping method'}>
      <Card title="Method">
        <div className="grid gap-4 sm:grid-cols-2">
          <NameCodeFields
            values={values}
            errors={errors}
            set={set}
            editing={method !== undefined}
            nameHint="What shoppers choose at checkout, such as Standard."
            codeHint={
              method ? 'Orders name the method by its code; it cannot change.' : 'Lowercase letters, digits, - and _, such as eu-post.'
            }
          />
          <Input
            label="Delivery estimate (optional)"
            placeholder="3-5 business days"
            className={tall}
            maxLength={100}
            value={values.estimate}
            onChange={(e) => set('estimate', e.target.value)}
            error={errors.estimate}
          />
          <Select
            label="Zone"
            hint="Offered to addresses in this zone."
            className={tall}
            options={zoneOptions}
            value={values.zone}
            onChange={(e) => set('zone', e.target.value)}
            error={errors.zone}
          />
          <Select
            label="Tax category"
            hint="Shipping is taxed as its own line, at this category’s rate."
            className={tall}
            options={categories.options}
            value={values.tax_category}
            onChange={(e) => set('tax_category', e.target.value)}
            error={errors.tax_category}
          />
          <Switch
            className="sm:pt-6"
            label="Active"
            hint="Offered at checkout. Turn it off to stop offering it without losing its rates."
            checked={values.active}
            onChange={(e) => set('active', e.target.checked)}
          />
        </div>
      </Card>
      <Card title="Price">
        <RateRowsEditor rates={values.rates} errors={errors} currency={currency} onChange={(rates) => set('rates', rates)} />
        <div className="mt-5 max-w-xs">
          <Input
            label={`Free from (${currency}, optional)`}
            hint="Free once the goods, after discounts, reach this amount. Empty: never free."
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            className={tall}
            value={values.free_from}
            onChange={(e) => set('free_from', e.target.value)}
            error={errors.free_from}
          />
        </div>
      </Card>
      <FormActions cancelTo="/settings/shipping" pending={pending} submitLabel={method ? 'Save method' : 'Create method'} />
    </form>
  );
}
