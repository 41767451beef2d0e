import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { AddressSchema, COUNTRIES, type Address } from '@shopwright/shared/account';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input, Select } from '../../components/ui/field';
import { placeOf, type QuotePlace } from './quote-place';
import { countryOptions, useT } from '../../lib/i18n';

/** The address and the "save it" checkbox, checked with the schema the API uses. */
const FormSchema = AddressSchema.extend({ save: z.boolean() });
type FormValues = z.input<typeof FormSchema>;

const valuesOf = (a: Address | null): FormValues => ({
  full_name: a?.full_name ?? '',
  line1: a?.line1 ?? '',
  line2: a?.line2 ?? '',
  city: a?.city ?? '',
  region: a?.region ?? '',
  postal_code: a?.postal_code ?? '',
  country: a?.country ?? 'US',
  phone: a?.phone ?? '',
  company: a?.company ?? '',
  vat_id: a?.vat_id ?? '',
  save: false,
});

interface AddressFormProps {
  initial: Address | null;
  /** Offer "save this address" (signed-in shoppers with room for one more). */
  canSave: boolean;
  onSubmit: (address: Address, save: boolean) => void;
  /** Told where the typed address is as the shopper types (country, region, postcode, company, VAT number), so prices and taxes follow. */
  onPlaceChange?: (place: QuotePlace) => void;
  /** A server message for the VAT number (its format for the country). */
  vatError?: string;
  /** The submit button's text. */
  next: string;
}

/** A new shipping address, checked with the schema the API uses. */
export function AddressForm({ initial, canSave, onSubmit, onPlaceChange, vatError, next }: AddressFormProps) {
  const { register, handleSubmit, formState, control } = useForm<FormValues, unknown, z.output<typeof FormSchema>>({
    resolver: zodResolver(FormSchema),
    defaultValues: valuesOf(initial),
  });
  const errors = formState.errors;
  const t = useT();
  const [country, region, postal_code, company, vat_id] = useWatch({
    control,
    name: ['country', 'region', 'postal_code', 'company', 'vat_id'],
  });
  const place = placeOf({ country, region, postal_code, company, vat_id });
  const placeKey = JSON.stringify(place);
  useEffect(() => {
    if (!onPlaceChange) return;
    // A short pause after the last key, so a postcode typed digit by digit asks once.
    const timer = setTimeout(() => onPlaceChange(JSON.parse(placeKey) as QuotePlace), 300);
    return () => clearTimeout(timer);
  }, [placeKey, onPlaceChange]);
  const submit = handleSubmit(({ save, ...address }) => onSubmit(address, canSave && save));
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('checkout.shippingAddress')}>
      <Input label={t('address.fullName')} autoComplete="shipping name" error={errors.full_name?.message} {...register('full_name')} />
      <Input
        label={t('address.line1')}
        autoComplete="shipping address-line1"
        placeholder={t('address.line1Placeholder')}
        error={errors.line1?.message}
        {...register('line1')}
      />
      <Input label={t('address.line2')} autoComplete="shipping address-line2" error={errors.line2?.message} {...register('line2')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={t('address.city')} autoComplete="shipping address-level2" error={errors.city?.message} {...register('city')} />
        <Input label={t('address.region')} autoComplete="shipping address-level1" error={errors.region?.message} {...register('region')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('address.postalCode')}
          autoComplete="shipping postal-code"
          error={errors.postal_code?.message}
          {...register('postal_code')}
        />
        <Select
          label={t('address.country')}
          autoComplete="shipping country"
          options={countryOptions(COUNTRIES, t)}
          error={errors.country?.message}
          {...register('country')}
        />
      </div>
      <Input label={t('address.phone')} type="tel" autoComplete="shipping tel" error={errors.phone?.message} {...register('phone')} />
      <fieldset className="space-y-4 rounded-xl border border-line p-4">
        <legend className="px-1 text-sm font-medium">{t('checkout.business')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label={t('checkout.company')} autoComplete="organization" error={errors.company?.message} {...register('company')} />
          <Input
            label={t('checkout.vatNumber')}
            hint={t('checkout.vatHint')}
            placeholder="IT00743110157"
            autoCapitalize="characters"
            error={errors.vat_id?.message ?? vatError}
            {...register('vat_id')}
          />
        </div>
      </fieldset>
      {canSave && <Checkbox label={t('checkout.saveAddress')} {...register('save')} />}
      <Button type="submit" className="w-full sm:w-auto">
        {next}
      </Button>
    </form>
  );
}
