import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AddressCreateSchema, COUNTRIES, type AddressCreateInput, type SavedAddress } from '@shopwright/shared/account';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input, Select } from '../../../components/ui/field';
import { formFailure } from '../../../lib/forms/form-errors';
import { addressValues, type AddressFormValues } from '../forms';
import { countryOptions, useT } from '../../../lib/i18n';

const FIELDS = [
  'full_name',
  'line1',
  'line2',
  'city',
  'region',
  'postal_code',
  'country',
  'phone',
  'company',
  'vat_id',
  'is_default',
] as const;

interface AddressFormProps {
  /** The address being edited; null adds a new one. */
  address: SavedAddress | null;
  onSave: (input: AddressCreateInput) => Promise<unknown>;
  onCancel: () => void;
}

/** The fields of a postal address, validated with the shared schema the API uses. */
export function AddressForm({ address, onSave, onCancel }: AddressFormProps) {
  const { register, handleSubmit, setError, formState } = useForm<AddressFormValues, unknown, AddressCreateInput>({
    resolver: zodResolver(AddressCreateSchema),
    defaultValues: addressValues(address),
  });
  const [banner, setBanner] = useState<BannerMessage>(null);
  const errors = formState.errors;
  const t = useT();

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      await onSave(values);
    } catch (error) {
      setBanner(formFailure(error, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Banner message={banner} />
      <Input label={t('address.fullName')} autoComplete="name" error={errors.full_name?.message} {...register('full_name')} />
      <Input
        label={t('address.line1')}
        autoComplete="address-line1"
        placeholder={t('address.line1Placeholder')}
        error={errors.line1?.message}
        {...register('line1')}
      />
      <Input label={t('address.line2')} autoComplete="address-line2" error={errors.line2?.message} {...register('line2')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={t('address.city')} autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
        <Input label={t('address.region')} autoComplete="address-level1" error={errors.region?.message} {...register('region')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('address.postalCode')}
          autoComplete="postal-code"
          error={errors.postal_code?.message}
          {...register('postal_code')}
        />
        <Select
          label={t('address.country')}
          autoComplete="country"
          options={countryOptions(COUNTRIES, t)}
          error={errors.country?.message}
          {...register('country')}
        />
      </div>
      <Input label={t('address.phone')} type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={t('address.company')} autoComplete="organization" error={errors.company?.message} {...register('company')} />
        <Input label={t('address.vatId')} autoCapitalize="characters" error={errors.vat_id?.message} {...register('vat_id')} />
      </div>
      {!address?.is_default && (
        <Checkbox label={t('address.useAsDefault')} error={errors.is_default?.message} {...register('is_default')} />
      )}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {address ? t('address.save') : t('address.add')}
        </Button>
      </div>
    </form>
  );
}
