import type { ShopSettings } from '@shopwright/shared/settings';
import type { CrossBorderPrices } from '@shopwright/shared/tax';

/** The tax settings as their inputs show them; `toTaxSettingsPatch` makes the `PATCH admin/settings` body. */
export interface TaxSettingsValues {
  prices_include_tax: boolean;
  cross_border_prices: CrossBorderPrices;
  destination_country: string;
  destination_region: string;
  destination_postcode: string;
  shop_country: string;
  vat_id: string;
  reverse_charge: boolean;
}

export type SetTaxSetting = <K extends keyof TaxSettingsValues>(field: K, value: TaxSettingsValues[K]) => void;

export function taxSettingsValuesOf(s: ShopSettings): TaxSettingsValues {
  return {
    prices_include_tax: s.prices_include_tax,
    cross_border_prices: s.cross_border_prices,
    destination_country: s.default_destination.country,
    destination_region: s.default_destination.region ?? '',
    destination_postcode: s.default_destination.postcode ?? '',
    shop_country: s.shop_country,
    vat_id: s.vat_id ?? '',
    reverse_charge: s.reverse_charge,
  };
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** The tax fields of `PATCH admin/settings`, still to be checked with the shared schema; blanks are "none". */
export function toTaxSettingsPatch(v: TaxSettingsValues) {
  return {
    prices_include_tax: v.prices_include_tax,
    cross_border_prices: v.cross_border_prices,
    default_destination: { country: v.destination_country, region: orNull(v.destination_region), postcode: orNull(v.destination_postcode) },
    shop_country: v.shop_country,
    vat_id: orNull(v.vat_id),
    reverse_charge: v.reverse_charge,
  };
}

/** The form's field for an error the API or the schema reports by its JSON path. */
export const TAX_SETTINGS_FIELDS: Record<string, keyof TaxSettingsValues> = {
  'default_destination.country': 'destination_country',
  'default_destination.region': 'destination_region',
  'default_destination.postcode': 'destination_postcode',
  default_destination: 'destination_country',
};
