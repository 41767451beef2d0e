import type { ShopSettings } from '@shopwright/shared/settings';

/** The form keeps what the inputs show (text for numbers); `toSettingsInput` turns it into the payload. */
export interface SettingsFormValues {
  shop_name: string;
  contact_email: string;
  contact_phone: string;
  contact_address: string;
  currency: string;
  tax_rate: string;
  standard: string;
  express: string;
  free_shipping: boolean;
  free_shipping_threshold: string;
  pay_later_enabled: boolean;
  /** Days after delivery a shopper may ask for a return. */
  return_window_days: string;
}

export type SetField = <K extends keyof SettingsFormValues>(field: K, value: SettingsFormValues[K]) => void;

const amount = (value: number) => value.toFixed(2);

export function formValuesOf(s: ShopSettings): SettingsFormValues {
  return {
    shop_name: s.shop_name,
    contact_email: s.contact_email,
    contact_phone: s.contact_phone,
    contact_address: s.contact_address,
    currency: s.currency,
    tax_rate: String(s.tax_rate),
    standard: amount(s.shipping.standard),
    express: amount(s.shipping.express),
    free_shipping: s.shipping.free_shipping_threshold !== null,
    free_shipping_threshold: s.shipping.free_shipping_threshold === null ? '' : amount(s.shipping.free_shipping_threshold),
    pay_later_enabled: s.pay_later_enabled,
    return_window_days: String(s.return_window_days),
  };
}

/** Blank stays "not a number", so the shared schema reports it instead of reading it as 0. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The general settings, still to be checked with the shared schema (the tax settings are saved under Taxes). */
export function toSettingsInput(v: SettingsFormValues) {
  return {
    shop_name: v.shop_name,
    contact_email: v.contact_email,
    contact_phone: v.contact_phone,
    contact_address: v.contact_address,
    currency: v.currency,
    tax_rate: numberOf(v.tax_rate),
    shipping: {
      standard: numberOf(v.standard),
      express: numberOf(v.express),
      free_shipping_threshold: v.free_shipping ? numberOf(v.free_shipping_threshold) : null,
    },
    pay_later_enabled: v.pay_later_enabled,
    return_window_days: numberOf(v.return_window_days),
  };
}

/**
 * The `PATCH admin/settings` body of the general form. The tax rate goes along only when it was
 * changed: it shows the rate in force at the default destination, which Settings → Taxes may have
 * set beyond what this field accepts (3 decimals, above 50 %), and an untouched field must not
 * stop the other settings from being saved.
 */
export function toSettingsPatch(v: SettingsFormValues, saved: Pick<ShopSettings, 'tax_rate'>) {
  const { tax_rate, ...rest } = toSettingsInput(v);
  return v.tax_rate.trim() === String(saved.tax_rate) ? rest : { ...rest, tax_rate };
}
