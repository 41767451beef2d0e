import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES, ShopSettingsInputSchema, ShopSettingsPatchSchema, type ShopSettings } from '@shopwright/shared/settings';
import { RETURN_MESSAGES } from '@shopwright/shared/returns';
import { formValuesOf, toSettingsInput, toSettingsPatch } from './settings-form-values';

/** What the general form edits; the tax settings are saved under Settings → Taxes. */
const GENERAL = {
  shop_name: 'Corner Store',
  contact_email: 'hello@corner.example',
  contact_phone: '+1 555 0100',
  contact_address: '1 Main Street',
  currency: 'EUR',
  tax_rate: 8.25,
  shipping: { standard: 5, express: 14.99, free_shipping_threshold: null },
  pay_later_enabled: false,
  return_window_days: 30,
};
const SETTINGS: ShopSettings = {
  ...GENERAL,
  prices_include_tax: false,
  default_destination: { country: 'US', region: null, postcode: null },
  cross_border_prices: 'same_gross',
  shop_country: 'US',
  vat_id: null,
  reverse_charge: false,
};

describe('settings form values', () => {
  it('shows amounts with two decimals and turns back into the same settings (the tax settings are saved under Taxes)', () => {
    const values = formValuesOf(SETTINGS);
    expect(values).toMatchObject({
      standard: '5.00',
      express: '14.99',
      free_shipping: false,
      free_shipping_threshold: '',
      tax_rate: '8.25',
    });
    expect(ShopSettingsInputSchema.parse(toSettingsInput(values))).toEqual(GENERAL);
  });

  it('sends a threshold only when free shipping is on', () => {
    const values = { ...formValuesOf(SETTINGS), free_shipping: true, free_shipping_threshold: '60' };
    expect(toSettingsInput(values).shipping.free_shipping_threshold).toBe(60);
  });

  it('edits the return window in days and refuses one under the EU minimum of 14', () => {
    expect(formValuesOf(SETTINGS).return_window_days).toBe('30');
    const refused = ShopSettingsInputSchema.safeParse(toSettingsInput({ ...formValuesOf(SETTINGS), return_window_days: '13' }));
    expect(refused.error?.issues[0]).toMatchObject({ path: ['return_window_days'], message: RETURN_MESSAGES.returnWindowInvalid });
  });

  it('reports a blank amount instead of reading it as zero', () => {
    const result = ShopSettingsInputSchema.safeParse(toSettingsInput({ ...formValuesOf(SETTINGS), standard: ' ' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['shipping', 'standard'], message: SETTINGS_MESSAGES.amountInvalid });
  });

  it('leaves an unchanged tax rate out of the PATCH, so a rate this field does not accept (8.875 %) does not stop a save', () => {
    const values = formValuesOf({ ...SETTINGS, tax_rate: 8.875 });
    expect(ShopSettingsPatchSchema.parse(toSettingsPatch(values, { tax_rate: 8.875 }))).not.toHaveProperty('tax_rate');
    expect(toSettingsPatch({ ...values, tax_rate: '7.5' }, { tax_rate: 8.875 })).toMatchObject({ tax_rate: 7.5 });
    const refused = ShopSettingsPatchSchema.safeParse(toSettingsPatch({ ...values, tax_rate: '8.876' }, { tax_rate: 8.875 }));
    expect(refused.error?.issues[0]).toMatchObject({ path: ['tax_rate'], message: SETTINGS_MESSAGES.taxRateDecimals });
  });
});
