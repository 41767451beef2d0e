import { z } from 'zod';
import { COUNTRY_CODES } from '../account/countries';
import { STATIC_PAGE_SLUGS } from '../constants/index';
import { hasDecimalsFor, minorDigits, PRICE_ROUNDINGS } from '../money/index';

export * from './orders';

/**
 * Markets (ADR 027): countries served in one currency and some languages under a URL prefix,
 * with an exchange rate from the shop's base currency and a rounding for converted prices.
 */
export const MARKET_MESSAGES = {
  codeInvalid: 'Code must be 2 to 20 lower-case letters, digits or - and start with a letter, such as eu',
  codeExists: 'A market with this code exists already',
  codeFixed: 'The code of a market cannot change',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  countriesTooMany: 'A market can have at most 250 countries',
  countryInvalid: 'Unknown country code (use ISO 3166-1 alpha-2 such as DE)',
  countryRepeated: 'This country is listed twice',
  countryTaken: (country: string, market: string) => `${country} belongs to the market ${market} already`,
  currencyInvalid: 'Unknown currency (use an ISO 4217 code such as EUR)',
  languagesRequired: 'Give at least one language (the first is the default)',
  languagesTooMany: 'A market can have at most 10 languages',
  languageInvalid: 'Unknown language (use a BCP 47 code such as de or fr-CA)',
  languageRepeated: 'This language is listed twice',
  pathInvalid: 'Path must be / followed by 2 to 20 lower-case letters, digits or -, such as /de',
  pathReserved: 'This path is a page of the shop already; choose another, such as /de',
  pathTaken: (market: string) => `The market ${market} uses this path already`,
  rateInvalid: 'Exchange rate must be a number greater than 0 and at most 1000000',
  rateDecimals: 'Exchange rate may have at most 6 decimals',
  roundingInvalid: 'Rounding must be one of none, 0.99, 0.95, whole',
  activeInvalid: 'Active must be true or false',
  marketNotFound: 'Market not found.',
  primaryDelete: 'The primary market cannot be deleted.',
  primaryFixed: 'The currency and path of the primary market cannot change',
  primaryActive: 'The primary market is always active',
  marketUnknown: 'No market with this code',
  marketInactive: 'This market is not active',
  pricesTooMany: 'At most 500 prices per product',
  priceCurrencyUnknown: 'No market sells in this currency',
  priceBaseCurrency: "Prices in the shop's base currency are the product's own prices",
  priceInvalid: 'Enter an amount from 0 to 9999999',
  priceDecimals: (currency: string, digits: number) =>
    digits === 0 ? `${currency} amounts have no decimals` : `${currency} amounts may have at most ${digits} decimals`,
  salePriceAbove: 'Sale price must not be above the price',
  variantUnknown: 'This product has no variant with this id',
  priceRepeated: 'This currency and variant are listed twice',
} as const;
const M = MARKET_MESSAGES;

export { PRICE_ROUNDINGS, type PriceRounding } from '../money/index';
export const MAX_EXCHANGE_RATE = 1_000_000;
export const MAX_FIXED_PRICE = 9_999_999;

/** First path segments the shop uses already (storefront pages, API, admin, files). */
export const RESERVED_MARKET_PATHS: ReadonlySet<string> = new Set([
  'api', 'admin', 'auth', 'products', 'product', 'categories', 'cart', 'wishlist', 'checkout', 'orders', 'account', 'contact',
  'status', 'newsletter', 'media', 'feeds', 'assets', 'static', 'search', 'help', 'login', 'signup', 'logout', 'sitemap', 'robots',
  ...STATIC_PAGE_SLUGS,
]); // prettier-ignore

const currencies = (): ReadonlySet<string> => new Set(Intl.supportedValuesOf('currency'));
let knownCurrencies: ReadonlySet<string> | undefined;
/** True for ISO 4217 currencies (those `Intl` knows, which leaves out funds and metals such as XAU). */
export const isCurrency = (code: string): boolean => (knownCurrencies ??= currencies()).has(code);

let languageNames: Intl.DisplayNames | undefined;
/**
 * A language tag in canonical BCP 47 form (`EN-us` -> `en-US`), or null when it is malformed or
 * its language is not one CLDR names (ISO 639: `xx`, `qaa` are refused).
 */
export function canonicalLanguage(tag: string): string | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    if (!canonical) return null;
    languageNames ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    return languageNames.of(new Intl.Locale(canonical).language) ? canonical : null;
  } catch {
    return null;
  }
}

export const MarketCodeSchema = z
  .string({ error: M.codeInvalid })
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9-]{1,19}$/, { error: M.codeInvalid });
export const MarketCodeParamsSchema = z.object({ code: MarketCodeSchema });

const NameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired, abort: true })
  .max(100, { error: M.nameTooLong });

const CountrySchema = z
  .string({ error: M.countryInvalid })
  .trim()
  .toUpperCase()
  .refine((c) => COUNTRY_CODES.has(c), { error: M.countryInvalid });
const CountriesSchema = z
  .array(CountrySchema, { error: M.countryInvalid })
  .max(250, { error: M.countriesTooMany })
  .superRefine((list, ctx) => {
    list.forEach((c, i) => {
      if (list.indexOf(c) !== i) ctx.addIssue({ code: 'custom', message: M.countryRepeated, path: [i] });
    });
  });

export const CurrencyCodeSchema = z
  .string({ error: M.currencyInvalid })
  .trim()
  .toUpperCase()
  .refine((c) => /^[A-Z]{3}$/.test(c) && isCurrency(c), { error: M.currencyInvalid });

const LanguageSchema = z
  .string({ error: M.languageInvalid })
  .trim()
  .max(35, { error: M.languageInvalid, abort: true })
  .transform((tag, ctx) => {
    const canonical = canonicalLanguage(tag);
    if (canonical) return canonical;
    ctx.addIssue({ code: 'custom', message: M.languageInvalid });
    return z.NEVER;
  });
const LanguagesSchema = z
  .array(LanguageSchema, { error: M.languagesRequired })
  .min(1, { error: M.languagesRequired })
  .max(10, { error: M.languagesTooMany })
  .superRefine((list, ctx) => {
    list.forEach((l, i) => {
      if (list.indexOf(l) !== i) ctx.addIssue({ code: 'custom', message: M.languageRepeated, path: [i] });
    });
  });

/** `/de`, `/en-gb`: one lower-case segment that is not a page of the shop; `/` is the primary market's (another market asking for it is told it is taken). */
const PathSchema = z
  .string({ error: M.pathInvalid })
  .trim()
  .toLowerCase()
  .regex(/^\/([a-z0-9][a-z0-9-]{1,19})?$/, { error: M.pathInvalid, abort: true })
  .refine((p) => !RESERVED_MARKET_PATHS.has(p.slice(1)), { error: M.pathReserved });

const RateSchema = z
  .number({ error: M.rateInvalid })
  .gt(0, { error: M.rateInvalid, abort: true })
  .max(MAX_EXCHANGE_RATE, { error: M.rateInvalid, abort: true })
  .refine((r) => Math.abs(Math.round(r * 1e6) - r * 1e6) < 1e-6 * Math.max(1, r), { error: M.rateDecimals });

const RoundingSchema = z.enum(PRICE_ROUNDINGS, { error: M.roundingInvalid });

const fields = {
  name: NameSchema,
  countries: CountriesSchema,
  currency: CurrencyCodeSchema,
  languages: LanguagesSchema,
  path: PathSchema,
  exchange_rate: RateSchema,
  rounding: RoundingSchema,
  active: z.boolean({ error: M.activeInvalid }),
};

/** `POST admin/markets`. */
export const MarketInputSchema = z.strictObject({
  code: MarketCodeSchema,
  ...fields,
  countries: CountriesSchema.default([]),
  rounding: RoundingSchema.default('none'),
  active: fields.active.default(true),
});
export type MarketInput = z.output<typeof MarketInputSchema>;

/** `PATCH admin/markets/{code}`: any of the fields; `code`, when sent, must be the market's own. */
export const MarketPatchSchema = z.strictObject({ code: MarketCodeSchema.optional(), ...fields }).partial();
export type MarketPatch = z.output<typeof MarketPatchSchema>;

/** A market as the admin API answers it; `exchange_rate` is a number (stored exactly as decimal text). */
export const MarketSchema = z.object({
  code: z.string(),
  name: z.string(),
  countries: z.array(z.string()),
  currency: z.string(),
  languages: z.array(z.string()),
  path: z.string(),
  exchange_rate: z.number(),
  rounding: RoundingSchema,
  active: z.boolean(),
  primary: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Market = z.infer<typeof MarketSchema>;

/** `GET markets`: the active markets, for the storefront's picker. */
export const PublicMarketSchema = MarketSchema.pick({
  code: true,
  name: true,
  currency: true,
  languages: true,
  path: true,
  countries: true,
}).extend({ primary: z.boolean() });
export type PublicMarket = z.infer<typeof PublicMarketSchema>;

/** `market` and `lang` of the catalog calls (ADR 027): unknown parameters stay ignored. */
export const MarketQueryFields = {
  market: z
    .string({ error: M.marketUnknown })
    .trim()
    .toLowerCase()
    .max(20, { error: M.marketUnknown })
    .regex(/^[a-z0-9-]+$/, { error: M.marketUnknown })
    .optional(),
  /** Any text: a language the market does not have falls back to its default. */
  lang: z.string().max(35).optional(),
};
export const MarketQuerySchema = z.object(MarketQueryFields);
export type MarketQuery = z.output<typeof MarketQuerySchema>;

/** The field message of an amount with more decimals than its currency has. */
export const decimalsMessage = (currency: string) => M.priceDecimals(currency, minorDigits(currency));

/** One fixed price of `PUT admin/products/{id}/prices`; amounts are checked against the currency's decimals. */
export const FixedPriceInputSchema = z
  .strictObject({
    currency: CurrencyCodeSchema,
    variant_id: z
      .number({ error: M.variantUnknown })
      .int({ error: M.variantUnknown })
      .positive({ error: M.variantUnknown })
      .nullable()
      .optional(),
    price: z.number({ error: M.priceInvalid }).min(0, { error: M.priceInvalid }).max(MAX_FIXED_PRICE, { error: M.priceInvalid }),
    sale_price: z
      .number({ error: M.priceInvalid })
      .min(0, { error: M.priceInvalid })
      .max(MAX_FIXED_PRICE, { error: M.priceInvalid })
      .nullable()
      .optional(),
  })
  .superRefine((p, ctx) => {
    const digitsOk = (v: number) => hasDecimalsFor(v, p.currency);
    if (!digitsOk(p.price)) ctx.addIssue({ code: 'custom', message: decimalsMessage(p.currency), path: ['price'] });
    if (p.sale_price != null && !digitsOk(p.sale_price))
      ctx.addIssue({ code: 'custom', message: decimalsMessage(p.currency), path: ['sale_price'] });
    if (p.sale_price != null && p.sale_price > p.price) ctx.addIssue({ code: 'custom', message: M.salePriceAbove, path: ['sale_price'] });
  });
export const FixedPricesInputSchema = z.array(FixedPriceInputSchema).max(500, { error: M.pricesTooMany });
export type FixedPriceInput = z.output<typeof FixedPriceInputSchema>;

export const FixedPriceSchema = z.object({
  currency: z.string(),
  variant_id: z.number().int().nullable(),
  price: z.number(),
  sale_price: z.number().nullable(),
});
export type FixedPrice = z.infer<typeof FixedPriceSchema>;
