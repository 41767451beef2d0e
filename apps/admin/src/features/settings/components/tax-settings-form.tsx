import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { COUNTRIES } from '@shopwright/shared/account';
import { ADMIN_MESSAGES } from '@shopwright/shared/admin';
import { errorMessage } from '@shopwright/shared/http';
import { ShopSettingsPatchSchema, type AdminShopSettings } from '@shopwright/shared/settings';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Select } from '../../../components/ui/field';
import { Switch } from '../../../components/ui/switch';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { usePatchSettings } from '../api/settings';
import { CrossBorderChoice } from './cross-border-choice';
import {
  TAX_SETTINGS_FIELDS,
  taxSettingsValuesOf,
  toTaxSettingsPatch,
  type SetTaxSetting,
  type TaxSettingsValues,
} from './tax-settings-values';

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }));
const tall = 'min-h-11';

/** Errors keyed by the form's fields (the API and the schema name them by their JSON path). */
const onFields = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [TAX_SETTINGS_FIELDS[path] ?? path, message]));

/** How prices are taxed, where the shop assumes shoppers are, and the shop's own tax identity; saved with `PATCH admin/settings`. */
export function TaxSettingsForm({ settings }: { settings: AdminShopSettings }) {
  const [values, setValues] = useState<TaxSettingsValues>(() => taxSettingsValuesOf(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = usePatchSettings();
  const set: SetTaxSetting = (field, value) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ShopSettingsPatchSchema.safeParse(toTaxSettingsPatch(values));
    if (!parsed.success) {
      setErrors(onFields(zodFieldErrors(parsed.error)));
      toast.error('Please correct the highlighted fields.');
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues(taxSettingsValuesOf(saved));
        toast.success(ADMIN_MESSAGES.settingsSaved);
      },
      onError: (error) => {
        setErrors(onFields(apiFieldErrors(error) ?? {}));
        toast.error(errorMessage(error));
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Tax settings">
      <Card title="Prices and tax">
        <div className="space-y-5">
          <Switch
            label="Prices include tax"
            hint="On: the prices you enter are what shoppers pay, tax included (usual in the EU). Off: tax is added at checkout (usual in the US)."
            checked={values.prices_include_tax}
            onChange={(e) => set('prices_include_tax', e.target.checked)}
          />
          <CrossBorderChoice
            value={values.cross_border_prices}
            disabled={!values.prices_include_tax}
            onChange={(v) => set('cross_border_prices', v)}
          />
          <fieldset className="min-w-0">
            <legend className="text-sm font-semibold text-ink">Default destination</legend>
            <p className="mb-3 text-xs text-muted">
              Where the shop assumes a shopper is until they give an address: it sets the prices in the catalog, the cart and the product
              feed.
            </p>
            <div className="grid gap-4 sm:grid-cols-3">
              <Select
                label="Country"
                className={tall}
                options={COUNTRY_OPTIONS}
                value={values.destination_country}
                onChange={(e) => set('destination_country', e.target.value)}
                error={errors.destination_country}
              />
              <Input
                label="Region (optional)"
                hint="Its ISO code, such as NY or BY."
                className={`${tall} uppercase`}
                maxLength={3}
                autoComplete="off"
                value={values.destination_region}
                onChange={(e) => set('destination_region', e.target.value.toUpperCase())}
                error={errors.destination_region}
              />
              <Input
                label="Postcode (optional)"
                className={tall}
                maxLength={12}
                autoComplete="off"
                value={values.destination_postcode}
                onChange={(e) => set('destination_postcode', e.target.value)}
                error={errors.destination_postcode}
              />
            </div>
          </fieldset>
        </div>
      </Card>
      <Card title="Your business" className="mt-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Shop country"
            hint="Where the shop is established."
            className={tall}
            options={COUNTRY_OPTIONS}
            value={values.shop_country}
            onChange={(e) => set('shop_country', e.target.value)}
            error={errors.shop_country}
          />
          <Input
            label="Shop VAT number (optional)"
            hint="With its country prefix, such as FR40303265045. Printed on invoices."
            className={`${tall} font-mono uppercase`}
            maxLength={24}
            autoComplete="off"
            value={values.vat_id}
            onChange={(e) => set('vat_id', e.target.value.toUpperCase())}
            error={errors.vat_id}
          />
          <Switch
            className="sm:col-span-2"
            label="Reverse charge for EU businesses"
            hint="For a shop established in the EU: a business in another member state that gives its company name and a valid VAT number pays no VAT."
            checked={values.reverse_charge}
            onChange={(e) => set('reverse_charge', e.target.checked)}
          />
        </div>
      </Card>
      <div className="mt-4 flex justify-end">
        <Button type="submit" className={tall} loading={save.isPending}>
          Save tax settings
        </Button>
      </div>
    </form>
  );
}
