import { describe, expect, it } from 'vitest';
import { ShopSettingsPatchSchema, type ShopSettings } from '@shopwright/shared/settings';
import { TAX_MESSAGES } from '@shopwright/shared/tax';
import { zodFieldErrors } from '../../../lib/form-errors';
import { TAX_SETTINGS_FIELDS, taxSettingsValuesOf, toTaxSettingsPatch } from './tax-settings-values';

const SETTINGS = {
  prices_include_tax: true,
  default_destination: { country: 'DE', region: 'BY', postcode: null },
  cross_border_prices: 'same_net',
  shop_country: 'DE',
  vat_id: 'DE123456789',
  reverse_charge: true,
} as const satisfies Partial<ShopSettings>;

describe('tax settings form values', () => {
  it('shows the settings and turns back into the same PATCH (blank region and postcode: none)', () => {
    const values = taxSettingsValuesOf(SETTINGS as unknown as ShopSettings);
    expect(values).toMatchObject({ destination_country: 'DE', destination_region: 'BY', destination_postcode: '', vat_id: 'DE123456789' });
    expect(ShopSettingsPatchSchema.parse(toTaxSettingsPatch(values))).toEqual(SETTINGS);
    const cleared = toTaxSettingsPatch({ ...values, destination_region: ' ', vat_id: '' });
    expect([cleared.default_destination.region, cleared.vat_id]).toEqual([null, null]);
  });

  it('puts errors on the fields that show them', () => {
    const values = taxSettingsValuesOf(SETTINGS as unknown as ShopSettings);
    const parsed = ShopSettingsPatchSchema.safeParse(toTaxSettingsPatch({ ...values, destination_country: 'XX', vat_id: '12' }));
    const errors = parsed.success ? {} : zodFieldErrors(parsed.error);
    expect(errors).toEqual({ 'default_destination.country': TAX_MESSAGES.countryInvalid, vat_id: TAX_MESSAGES.vatIdInvalid });
    expect(TAX_SETTINGS_FIELDS['default_destination.country']).toBe('destination_country');
  });
});
