import { Input, Textarea } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/form-errors';
import type { SetField, SettingsFormValues } from './settings-form-values';

interface Props {
  values: SettingsFormValues;
  errors: FieldErrors;
  set: SetField;
}

/** The shop's name and the contact lines the storefront footer shows. */
export function StoreDetailsFields({ values, errors, set }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Input
        label="Shop name"
        hint="The brand shown across the storefront."
        value={values.shop_name}
        onChange={(e) => set('shop_name', e.target.value)}
        error={errors.shop_name}
        maxLength={60}
      />
      <Input
        label="Contact email"
        type="email"
        value={values.contact_email}
        onChange={(e) => set('contact_email', e.target.value)}
        error={errors.contact_email}
      />
      <Input
        label="Phone"
        type="tel"
        value={values.contact_phone}
        onChange={(e) => set('contact_phone', e.target.value)}
        error={errors.contact_phone}
      />
      <div className="sm:col-span-2">
        <Textarea
          label="Postal address"
          rows={2}
          value={values.contact_address}
          onChange={(e) => set('contact_address', e.target.value)}
          error={errors.contact_address}
          maxLength={200}
        />
      </div>
    </div>
  );
}
