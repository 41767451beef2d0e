import { z } from 'zod';
import { EmailSchema } from '../auth/index';
import { CROSS_BORDER_PRICES, TaxSettingsFields } from '../tax/index';
import { RETURN_WINDOW_DAYS, ReturnWindowSchema } from '../returns/index';

export { RETURN_WINDOW_DAYS };

/** Texts of the settings form's field errors. */
export const SETTINGS_MESSAGES = {
  shopNameRequired: 'Shop name is required',
  shopNameTooLong: 'Shop name must be at most 60 characters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number may contain only digits, spaces, ( ) - . and a leading + (5 to 30 characters)',
  addressRequired: 'Postal address is required',
  addressTooLong: 'Postal address must be at most 200 characters',
  currencyInvalid: 'Choose a currency from the list',
  taxRateInvalid: 'Tax rate must be a number',
  taxRateRange: 'Tax rate must be between 0 and 50 percent',
  taxRateDecimals: 'Tax rate may have at most 2 decimals',
  amountInvalid: 'Enter an amount such as 4.99',
  amountNegative: 'Amount must not be negative',
  amountTooLarge: 'Amount must be at most 100000.00',
  amountDecimals: 'Amount may have at most 2 decimals',
  payLaterInvalid: 'Pay later must be true or false',
} as const;

const M = SETTINGS_MESSAGES;

/** Currencies the shop can display prices in (all with two minor digits, like the stored cents). */
export const CURRENCIES = [
  { code: 'USD', name: 'US dollar' },
  { code: 'EUR', name: 'Euro' },
  { code: 'GBP', name: 'British pound' },
  { code: 'CAD', name: 'Canadian dollar' },
  { code: 'AUD', name: 'Australian dollar' },
  { code: 'NZD', name: 'New Zealand dollar' },
  { code: 'CHF', name: 'Swiss franc' },
  { code: 'SEK', name: 'Swedish krona' },
  { code: 'NOK', name: 'Norwegian krone' },
  { code: 'DKK', name: 'Danish krone' },
  { code: 'PLN', name: 'Polish złoty' },
  { code: 'CZK', name: 'Czech koruna' },
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number]['code'];
const CURRENCY_CODES = CURRENCIES.map((c) => c.code) as [CurrencyCode, ...CurrencyCode[]];

export const MAX_TAX_RATE_PERCENT = 50;
export const MAX_SETTINGS_AMOUNT = 100_000;

/** True when a decimal has at most two places (tolerating binary float noise). */
const twoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** A money amount in the settings: a decimal with at most two places, 0 to 100000. */
export const SettingsAmountSchema = z
  .number({ error: M.amountInvalid })
  .min(0, { error: M.amountNegative, abort: true })
  .max(MAX_SETTINGS_AMOUNT, { error: M.amountTooLarge, abort: true })
  .refine(twoDecimals, { error: M.amountDecimals });

/** The tax rate in percent (8.25 means 8.25 %), stored as basis points. */
export const TaxRateSchema = z
  .number({ error: M.taxRateInvalid })
  .min(0, { error: M.taxRateRange, abort: true })
  .max(MAX_TAX_RATE_PERCENT, { error: M.taxRateRange, abort: true })
  .refine(twoDecimals, { error: M.taxRateDecimals });

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, { error: tooLong });

export const ShopNameSchema = text(M.shopNameRequired, 60, M.shopNameTooLong);
export const ContactPhoneSchema = text(M.phoneRequired, 30, M.phoneInvalid).regex(/^\+?[0-9 ().-]{5,30}$/, { error: M.phoneInvalid });
export const ContactAddressSchema = text(M.addressRequired, 200, M.addressTooLong);
export const CurrencySchema = z.enum(CURRENCY_CODES, { error: M.currencyInvalid });

const ShippingInputSchema = z.strictObject({
  standard: SettingsAmountSchema,
  express: SettingsAmountSchema,
  /** Orders from this subtotal ship Standard for free; null turns free shipping off. */
  free_shipping_threshold: SettingsAmountSchema.nullable(),
});

/** `PUT admin/settings`: every setting at once. */
export const ShopSettingsInputSchema = z.strictObject({
  shop_name: ShopNameSchema,
  contact_email: EmailSchema,
  contact_phone: ContactPhoneSchema,
  contact_address: ContactAddressSchema,
  currency: CurrencySchema,
  tax_rate: TaxRateSchema,
  shipping: ShippingInputSchema,
  pay_later_enabled: z.boolean({ error: M.payLaterInvalid }),
  // Taxes by destination: optional here so that a client written before them can still PUT.
  prices_include_tax: TaxSettingsFields.prices_include_tax.optional(),
  default_destination: TaxSettingsFields.default_destination.optional(),
  cross_border_prices: TaxSettingsFields.cross_border_prices.optional(),
  shop_country: TaxSettingsFields.shop_country.optional(),
  vat_id: TaxSettingsFields.vat_id.optional(),
  reverse_charge: TaxSettingsFields.reverse_charge.optional(),
  /** Days after delivery a shopper may ask for a return (14 to 365; 30 until set). Optional so older clients can still PUT. */
  return_window_days: ReturnWindowSchema.optional(),
});
export type ShopSettingsInput = z.infer<typeof ShopSettingsInputSchema>;

/** `PATCH admin/settings`: any subset of the settings (shipping too may be partial). */
export const ShopSettingsPatchSchema = ShopSettingsInputSchema.extend({ shipping: ShippingInputSchema.partial() }).partial();
export type ShopSettingsPatch = z.infer<typeof ShopSettingsPatchSchema>;

/**
 * `GET settings` (public): what the storefront footer and checkout show. `tax_rate` and
 * `shipping` are shortcuts onto the tax rates and shipping methods (the standard rate at the
 * default destination today; Standard's and Express's first rate and Standard's free threshold).
 */
export const ShopSettingsSchema = z.object({
  shop_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  contact_address: z.string(),
  currency: z.string(),
  tax_rate: z.number(),
  shipping: z.object({ standard: z.number(), express: z.number(), free_shipping_threshold: z.number().nullable() }),
  pay_later_enabled: z.boolean(),
  /** Whether entered prices include tax (the storefront says "incl. VAT" or "plus tax"). */
  prices_include_tax: z.boolean(),
  /** The address assumed until the shopper gives one: it sets the catalog's, the cart's and the feed's prices. */
  default_destination: z.object({ country: z.string(), region: z.string().nullable(), postcode: z.string().nullable() }),
  cross_border_prices: z.enum(CROSS_BORDER_PRICES),
  shop_country: z.string(),
  vat_id: z.string().nullable(),
  reverse_charge: z.boolean(),
  /** Days after delivery a shopper may ask for a return. */
  return_window_days: z.number().int(),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

/** `GET admin/settings`: the settings and when they were last saved (null: never, defaults apply). */
export const AdminShopSettingsSchema = ShopSettingsSchema.extend({ updated_at: z.string().nullable() });
export type AdminShopSettings = z.infer<typeof AdminShopSettingsSchema>;
