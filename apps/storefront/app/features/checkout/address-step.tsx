import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MAX_ADDRESSES, countryName, type Address, type SavedAddress } from '@shopwright/shared/account';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { AddressForm } from './address-form';
import { savedAddressesQueryOptions } from './api/checkout';
import { placeOf, type QuotePlace } from './quote-place';
import { countryLabel, useT, type Translator } from '../../lib/i18n';

const toAddress = (a: SavedAddress): Address => ({
  full_name: a.full_name,
  line1: a.line1,
  line2: a.line2,
  city: a.city,
  region: a.region,
  postal_code: a.postal_code,
  country: a.country,
  phone: a.phone,
  company: a.company,
  vat_id: a.vat_id,
});

export const addressLine = (a: Address, t: Translator) =>
  [a.full_name, a.line1, a.line2, `${a.postal_code} ${a.city}`, countryLabel(a.country, countryName(a.country), t)]
    .filter(Boolean)
    .join(', ');

const option = (checked: boolean) =>
  cn(
    'flex cursor-pointer items-start gap-3 rounded-xl border p-4 text-sm transition-colors duration-150',
    checked ? 'border-brand-600 bg-brand-50' : 'border-line hover:bg-surface',
  );

/** Where to ship: one of the saved addresses, or a new one (which may be saved to the account). */
interface AddressStepProps {
  initial: Address | null;
  onDone: (address: Address, save: boolean) => void;
  /** Where the chosen or typed address is, as it changes: prices and taxes follow it. */
  onPlaceChange: (place: QuotePlace) => void;
  vatError?: string;
  /** The button's text: on to the delivery step, or to the review when nothing ships. */
  next: string;
}

export function AddressStep({ initial, onDone, onPlaceChange, vatError, next }: AddressStepProps) {
  const saved = useQuery(savedAddressesQueryOptions(true));
  const t = useT();
  const list = saved.isError ? [] : (saved.data ?? []);
  const [choice, setChoice] = useState<number | 'new' | null>(null);
  const selected = choice ?? list[0]?.id ?? 'new';
  const chosen = list.find((a) => a.id === selected);
  const chosenPlace = chosen ? JSON.stringify(placeOf(chosen)) : null;
  useEffect(() => {
    if (chosenPlace) onPlaceChange(JSON.parse(chosenPlace) as QuotePlace);
  }, [chosenPlace, onPlaceChange]);
  if (saved.isPending)
    return <div className="h-40 animate-pulse rounded-xl bg-surface" aria-busy="true" aria-label={t('checkout.loadingAddresses')} />;
  return (
    <div className="space-y-5">
      {list.length > 0 && (
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-medium">{t('checkout.savedAddresses')}</legend>
          {list.map((a) => (
            <label key={a.id} className={option(selected === a.id)}>
              <input
                type="radio"
                name="saved-address"
                className="mt-0.5 accent-brand-600"
                checked={selected === a.id}
                onChange={() => setChoice(a.id)}
              />
              <span>
                {addressLine(toAddress(a), t)}
                {a.is_default && (
                  <span className="ml-2 rounded-full bg-surface px-2 py-0.5 text-xs text-muted">{t('address.default')}</span>
                )}
              </span>
            </label>
          ))}
          <label className={option(selected === 'new')}>
            <input
              type="radio"
              name="saved-address"
              className="mt-0.5 accent-brand-600"
              checked={selected === 'new'}
              onChange={() => setChoice('new')}
            />
            <span>{t('checkout.useNewAddress')}</span>
          </label>
        </fieldset>
      )}
      {chosen ? (
        <Button onClick={() => onDone(toAddress(chosen), false)}>{next}</Button>
      ) : (
        <AddressForm
          initial={initial}
          canSave={!saved.isError && list.length < MAX_ADDRESSES}
          onSubmit={onDone}
          onPlaceChange={onPlaceChange}
          vatError={vatError}
          next={next}
        />
      )}
    </div>
  );
}
