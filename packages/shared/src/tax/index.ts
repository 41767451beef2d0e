import { z } from 'zod';
import { COUNTRY_CODES } from '../account/countries';
import { TAX_MESSAGES } from './messages';

export { TAX_MESSAGES } from './messages';

/**
 * Taxes and shipping by destination: zones of countries, regions and postcodes; tax categories
 * and dated rates per zone; shipping methods per zone with a table of rates. Rates are in percent
 * with up to 3 decimals (stored as thousandths of a percent); money is a decimal in the shop's
 * currency (stored in cents).
 */
const M = TAX_MESSAGES;

/** EU member states (for reverse charge) by their ISO code; Greece's VAT prefix is EL. */
export const EU_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO',
  'SK', 'SI', 'ES', 'SE',
] as const; // prettier-ignore
export const isEuCountry = (country: string) => (EU_COUNTRIES as readonly string[]).includes(country);
/** The prefix of a member state's VAT numbers (Greece writes EL). */
export const vatPrefixOf = (country: string) => (country === 'GR' ? 'EL' : country);

export const MAX_TAX_PERCENT = 100;
/** Thousandths of a percent: 8.25 % is 8250, 100 % is 100000. */
export const RATE_SCALE = 1000;
export const percentToMillis = (percent: number) => Math.round(percent * RATE_SCALE);
export const millisToPercent = (millis: number) => millis / RATE_SCALE;

const decimals = (places: number) => (v: number) => Math.abs(Math.round(v * 10 ** places) - v * 10 ** places) < 1e-6;

export const CodeSchema = z
  .string({ error: M.codeInvalid })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, { error: M.codeInvalid });
const NameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired, abort: true })
  .max(100, { error: M.nameTooLong });

/** A country code, upper-cased; `*` (any country) only where `allowAny`. */
const country = (allowAny: boolean) =>
  z
    .string({ error: M.countryInvalid })
    .trim()
    .toUpperCase()
    .refine((v) => (allowAny && v === '*') || COUNTRY_CODES.has(v), { error: M.countryInvalid });
export const CountryCodeSchema = country(false);

/** An ISO 3166-2 subdivision code without the country prefix (`NY`, `BY`); the API checks it belongs to the country. */
export const RegionCodeSchema = z
  .string({ error: M.regionInvalid('the country') })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{1,3}$/, { error: M.regionInvalid('the country') });
export const PostcodePatternSchema = z
  .string({ error: M.postcodeInvalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9 -]{0,11}\*?$|^\*$/, { error: M.postcodeInvalid });

/** A zone member: a country (or `*`), a region of a country, or a postcode (exact, or a prefix ending in `*`). */
export const ZoneMemberSchema = z
  .strictObject({ country: country(true), region: RegionCodeSchema.optional(), postcode: PostcodePatternSchema.optional() })
  .superRefine((m, ctx) => {
    if (m.country === '*' && (m.region || m.postcode)) ctx.addIssue({ code: 'custom', path: ['country'], message: M.regionNeedsCountry });
  });
export type ZoneMember = z.infer<typeof ZoneMemberSchema>;

export const ZoneInputSchema = z.strictObject({
  code: CodeSchema,
  name: NameSchema,
  members: z.array(ZoneMemberSchema, { error: M.membersRequired }).min(1, { error: M.membersRequired }).max(500, { error: M.membersTooMany }),
  priority: z.number({ error: M.priorityInvalid }).int({ error: M.priorityInvalid }).min(-1000, { error: M.priorityInvalid }).max(1000, { error: M.priorityInvalid }).optional(),
}); // prettier-ignore
export type ZoneInput = z.infer<typeof ZoneInputSchema>;
export const ZonePatchSchema = ZoneInputSchema.omit({ code: true }).partial();
export type ZonePatch = z.infer<typeof ZonePatchSchema>;

export const ZoneSchema = z.object({
  code: z.string(),
  name: z.string(),
  members: z.array(z.object({ country: z.string(), region: z.string().optional(), postcode: z.string().optional() })),
  priority: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Zone = z.infer<typeof ZoneSchema>;
export const ZoneCodeParamsSchema = z.object({ code: CodeSchema });

export const TaxCategoryInputSchema = z.strictObject({ code: CodeSchema, name: NameSchema });
export type TaxCategoryInput = z.infer<typeof TaxCategoryInputSchema>;
export const TaxCategoryPatchSchema = z.strictObject({ name: NameSchema });
export const TaxCategorySchema = z.object({ code: z.string(), name: z.string() });
export type TaxCategory = z.infer<typeof TaxCategorySchema>;

/** A rate in percent, 0 to 100, at most 3 decimals. */
export const RatePercentSchema = z
  .number({ error: M.rateInvalid })
  .min(0, { error: M.rateRange, abort: true })
  .max(MAX_TAX_PERCENT, { error: M.rateRange, abort: true })
  .refine(decimals(3), { error: M.rateDecimals });

/** An ISO date (a UTC day) that exists in the calendar. */
export const IsoDateSchema = z
  .string({ error: M.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.dateInvalid, abort: true })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    error: M.dateInvalid,
  });

const rateFields = {
  name: NameSchema,
  zone: CodeSchema,
  category: CodeSchema,
  rate: RatePercentSchema,
  starts_on: IsoDateSchema.nullish(),
  ends_on: IsoDateSchema.nullish(),
};
const datesInOrder = (v: { starts_on?: string | null; ends_on?: string | null }, ctx: z.RefinementCtx) => {
  if (v.starts_on && v.ends_on && v.ends_on < v.starts_on) ctx.addIssue({ code: 'custom', path: ['ends_on'], message: M.datesOrder });
};
export const TaxRateInputSchema = z.strictObject(rateFields).superRefine(datesInOrder);
export type TaxRateInput = z.infer<typeof TaxRateInputSchema>;
export const TaxRatePatchSchema = z.strictObject(rateFields).partial().superRefine(datesInOrder);
export type TaxRatePatch = z.infer<typeof TaxRatePatchSchema>;
export const TaxRateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  zone: z.string(),
  category: z.string(),
  rate: z.number(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
});
export type TaxRate = z.infer<typeof TaxRateSchema>;

/** A money amount: a decimal with at most two places, 0 to 100000. */
export const AmountSchema = z
  .number({ error: M.amountInvalid })
  .min(0, { error: M.amountNegative, abort: true })
  .max(100_000, { error: M.amountTooLarge, abort: true })
  .refine(decimals(2), { error: M.amountDecimals });
export const GramsSchema = z
  .number({ error: M.weightInvalid })
  .int({ error: M.weightInvalid })
  .min(0, { error: M.weightInvalid })
  .max(1_000_000, { error: M.weightInvalid });

export const ShippingRateSchema = z
  .strictObject({
    price: AmountSchema,
    min_subtotal: AmountSchema.nullish(),
    max_subtotal: AmountSchema.nullish(),
    min_weight: GramsSchema.nullish(),
    max_weight: GramsSchema.nullish(),
  })
  .superRefine((r, ctx) => {
    if (r.min_subtotal != null && r.max_subtotal != null && r.min_subtotal > r.max_subtotal) ctx.addIssue({ code: 'custom', path: ['max_subtotal'], message: M.rangeOrder });
    if (r.min_weight != null && r.max_weight != null && r.min_weight > r.max_weight) ctx.addIssue({ code: 'custom', path: ['max_weight'], message: M.rangeOrder });
  }); // prettier-ignore
export type ShippingRateInput = z.infer<typeof ShippingRateSchema>;

const methodFields = {
  code: CodeSchema,
  name: NameSchema,
  estimate: z.string({ error: M.estimateTooLong }).trim().max(100, { error: M.estimateTooLong }).default(''),
  zone: CodeSchema,
  tax_category: CodeSchema.default('standard'),
  active: z.boolean({ error: M.booleanInvalid }).default(true),
  free_from: AmountSchema.nullish(),
  rates: z.array(ShippingRateSchema, { error: M.methodRatesRequired }).min(1, { error: M.methodRatesRequired }).max(50, { error: M.methodRatesTooMany }),
}; // prettier-ignore
export const ShippingMethodInputSchema = z.strictObject(methodFields);
export type ShippingMethodInput = z.infer<typeof ShippingMethodInputSchema>;
export const ShippingMethodPatchSchema = z
  .strictObject({
    name: methodFields.name,
    estimate: z.string({ error: M.estimateTooLong }).trim().max(100, { error: M.estimateTooLong }),
    zone: CodeSchema,
    tax_category: CodeSchema,
    active: z.boolean({ error: M.booleanInvalid }),
    free_from: AmountSchema.nullable(),
    rates: methodFields.rates,
  })
  .partial();
export type ShippingMethodPatch = z.infer<typeof ShippingMethodPatchSchema>;
export const ShippingMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  estimate: z.string(),
  zone: z.string(),
  tax_category: z.string(),
  active: z.boolean(),
  free_from: z.number().nullable(),
  rates: z.array(
    z.object({
      price: z.number(),
      min_subtotal: z.number().nullable(),
      max_subtotal: z.number().nullable(),
      min_weight: z.number().nullable(),
      max_weight: z.number().nullable(),
    }),
  ),
});
export type ShippingMethodDef = z.infer<typeof ShippingMethodSchema>;

/** Where the shop assumes a shopper is until they give an address. */
export const DestinationSchema = z.strictObject({
  country: CountryCodeSchema,
  region: RegionCodeSchema.nullish(),
  postcode: z.string().trim().max(12, { error: M.postcodeInvalid }).nullish(),
});
export type Destination = z.infer<typeof DestinationSchema>;

export const CROSS_BORDER_PRICES = ['same_gross', 'same_net'] as const;
export type CrossBorderPrices = (typeof CROSS_BORDER_PRICES)[number];

/** A VAT identification number as typed: spaces, dots and dashes dropped, upper-cased. */
export const VatIdSchema = z
  .string({ error: M.vatIdInvalid })
  .transform((v) => v.replace(/[\s.-]/g, '').toUpperCase())
  .refine((v) => v.length <= 20, { error: M.vatIdTooLong, abort: true })
  .refine((v) => v === '' || /^[A-Z]{2}[A-Z0-9+*]{2,18}$/.test(v), { error: M.vatIdInvalid })
  .nullish()
  .transform((v) => (v ? v : null));
export const CompanySchema = z
  .string({ error: M.companyTooLong })
  .trim()
  .max(100, { error: M.companyTooLong })
  .nullish()
  .transform((v) => (v ? v : null));

/** The tax settings of `GET|PATCH admin/settings`. */
export const TaxSettingsFields = {
  prices_include_tax: z.boolean({ error: M.booleanInvalid }),
  default_destination: DestinationSchema,
  cross_border_prices: z.enum(CROSS_BORDER_PRICES, { error: M.crossBorderInvalid }),
  shop_country: CountryCodeSchema,
  vat_id: VatIdSchema,
  reverse_charge: z.boolean({ error: M.booleanInvalid }),
};

/** One tax rate's share of a quote or an order: the rate, its name and the tax. */
export const TaxLineSchema = z.object({ name: z.string(), rate: z.number(), amount: z.number() });
export type TaxLine = z.infer<typeof TaxLineSchema>;

/** `GET admin/reports/taxes`: taxable amount and tax by destination country, rate and period (what an OSS return needs). */
export const TaxReportQuerySchema = z
  .object({ from: IsoDateSchema, to: IsoDateSchema, interval: z.enum(['month', 'quarter']).default('quarter') })
  .superRefine((v, ctx) => {
    if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: M.reportPeriodInvalid });
  });
export type TaxReportQuery = z.infer<typeof TaxReportQuerySchema>;
export const TaxReportRowSchema = z.object({
  period: z.string(),
  country: z.string(),
  rate: z.number(),
  name: z.string(),
  orders: z.number().int(),
  taxable: z.number(),
  tax: z.number(),
  refunded_taxable: z.number(),
  refunded_tax: z.number(),
});
export const TaxReportSchema = z.object({ currency: z.string(), rows: z.array(TaxReportRowSchema), taxable: z.number(), tax: z.number() });
export type TaxReport = z.infer<typeof TaxReportSchema>;

/** What a totals block shows for tax: one row per rate ("Tax (8.25%)", "Incl. VAT (20%)"), or one row at the order's rate when nothing was taxed. */
export function taxRows(t: {
  taxes: TaxLine[];
  tax: number;
  tax_rate: number;
  prices_include_tax: boolean;
}): Array<[label: string, amount: number]> {
  if (t.taxes.length === 0) return [[`Tax (${t.tax_rate}%)`, t.tax]];
  const prefix = t.prices_include_tax ? 'Incl. ' : '';
  return t.taxes.map((line) => [`${prefix}${line.name} (${line.rate}%)`, line.amount]);
}

/** `GET products/{id}/shipping`: what one unit costs to ship, per place and method, as checkout charges it there. */
export const ShippingEstimateSchema = z.object({
  country: z.string(),
  region: z.string().nullable(),
  method: z.string(),
  name: z.string(),
  estimate: z.string(),
  price: z.number(),
});
export const ShippingEstimatesSchema = z.object({
  currency: z.string(),
  /** Whether the prices (the product's and these) include tax. */
  prices_include_tax: z.boolean(),
  estimates: z.array(ShippingEstimateSchema),
});
export type ShippingEstimates = z.infer<typeof ShippingEstimatesSchema>;
