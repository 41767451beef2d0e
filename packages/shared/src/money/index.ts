/**
 * Money: integer minor units (cents) inside the shop, decimals with two places in JSON. The base
 * helpers (`toMinor`, `fromMinor`) are for the shop's 2-decimal base currency; `*In` variants take
 * any ISO 4217 currency (markets, ADR 027).
 * One rounding rule everywhere: half away from zero, on minor units.
 */
export const toMinor = (amount: number): number => Math.sign(amount) * Math.round(Math.abs(amount) * 100 + Number.EPSILON * 100);
export const fromMinor = (minor: number): number => Math.round(minor) / 100;

/** Rounds a fractional amount of minor units (e.g. tax) with the shop's rule. */
export const roundMinor = (minor: number): number => Math.sign(minor) * Math.round(Math.abs(minor));

/** Whole-percent discount from a regular and a sale price (0 when not discounted). */
export function percentOff(regularMinor: number, saleMinor: number): number {
  if (regularMinor <= 0 || saleMinor >= regularMinor) return 0;
  return Math.round(((regularMinor - saleMinor) / regularMinor) * 100);
}

/**
 * ISO 4217 minor units (ADR 027). Every currency not listed has 2. Kept as a table rather than read
 * from `Intl`: ICU follows CLDR, which differs from ISO 4217 for some (HUF, IDR, COP, IQD …).
 */
const MINOR_DIGITS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    ['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'].map((c) => [
      c,
      0,
    ]),
  ),
  ...Object.fromEntries(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'].map((c) => [c, 3])),
  CLF: 4,
  UYW: 4,
};

/** Decimal places of a currency's minor unit: JPY 0, USD 2, KWD 3. */
export const minorDigits = (currency: string): number => MINOR_DIGITS[currency.toUpperCase()] ?? 2;

/** Minor units per major unit: 1 for JPY, 100 for USD, 1000 for KWD. */
export const minorUnit = (currency: string): number => 10 ** minorDigits(currency);

/** `toMinor` for any currency: 1234 JPY -> 1234, 19.99 USD -> 1999, 1.234 KWD -> 1234. */
export function toMinorIn(amount: number, currency: string): number {
  const unit = minorUnit(currency);
  return Math.sign(amount) * Math.round(Math.abs(amount) * unit + Number.EPSILON * unit);
}

/** `fromMinor` for any currency: 1234 JPY -> 1234, 1999 USD -> 19.99. */
export const fromMinorIn = (minor: number, currency: string): number => Math.round(minor) / minorUnit(currency);

/** True when an amount has no more decimals than the currency allows (input checks; float noise tolerated). */
export function hasDecimalsFor(amount: number, currency: string): boolean {
  const scaled = amount * minorUnit(currency);
  return Number.isFinite(scaled) && Math.abs(Math.round(scaled) - scaled) < 1e-6;
}

export const PRICE_ROUNDINGS = ['none', '0.99', '0.95', 'whole'] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];

/** A positive decimal (number or string such as "151.37") as an exact fraction of integers. */
function exactRate(rate: number | string): { num: bigint; den: bigint } {
  const text = typeof rate === 'number' ? (Number.isInteger(rate) ? String(rate) : rate.toFixed(12).replace(/0+$/, '')) : rate.trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new RangeError(`Not a decimal rate: ${String(rate)}`);
  const decimals = match[2] ?? '';
  return { num: BigInt(match[1]! + decimals), den: 10n ** BigInt(decimals.length) };
}

/** `num / den` rounded half up, for non-negative integers. */
const roundHalfUp = (num: bigint, den: bigint): bigint => (2n * num + den) / (2n * den);

/**
 * A base price converted into a market's currency (ADR 027), in the target's minor units:
 * 1. the exact product `base × rate` (integers, no float) is rounded half up to the target's
 *    minor unit: that is the `none` price (19.99 USD × 0.92 = 18.3908 -> 18.39 EUR);
 * 2. the market's rounding then applies to that amount, once: `whole` rounds half up to a whole
 *    unit (18.39 -> 18.00, 18.50 -> 19.00); `0.99` and `0.95` go up to the nearest amount ending
 *    in .99 / .95 at or above it (18.39 -> 18.99 / 18.95; 18.97 -> 18.99 / 19.95). For a currency
 *    without decimals (JPY) every amount is whole already, so all three leave it as it is
 *    (3025.88 -> 3026 ¥). Zero stays zero (a free product stays free). Negative amounts are
 *    converted as their absolute value, with the sign kept.
 */
export function convertPrice(
  baseMinor: number,
  baseCurrency: string,
  rate: number | string,
  targetCurrency: string,
  rounding: PriceRounding = 'none',
): number {
  if (baseMinor < 0) return -convertPrice(-baseMinor, baseCurrency, rate, targetCurrency, rounding);
  const { num, den } = exactRate(rate);
  const from = minorDigits(baseCurrency);
  const to = minorDigits(targetCurrency);
  const scaledNum = BigInt(Math.round(baseMinor)) * num * 10n ** BigInt(to);
  const scaledDen = den * 10n ** BigInt(from);
  const minor = roundHalfUp(scaledNum, scaledDen);
  if (minor === 0n || rounding === 'none' || to === 0) return Number(minor);
  const unit = 10n ** BigInt(to);
  if (rounding === 'whole') return Number(roundHalfUp(minor, unit) * unit);
  // .99 / .95 of a unit: 99 and 95 cents, 990 and 950 fils.
  const ending = (unit * (rounding === '0.99' ? 99n : 95n)) / 100n;
  const candidate = (minor / unit) * unit + ending;
  return Number(candidate >= minor ? candidate : candidate + unit);
}

const localeFormatters = new Map<string, Intl.NumberFormat>();
/**
 * An amount in a locale and currency, with the currency's ISO 4217 decimals: "1.234,50 €" in
 * de-DE, "¥1,235" in ja-JP (ICU writes the full-width ￥ there; the shop shows the common ¥).
 */
function formatIn(amount: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let f = localeFormatters.get(key);
  if (!f) {
    const digits = minorDigits(currency);
    f = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    localeFormatters.set(key, f);
  }
  return f.format(amount).replace('\uFFE5', '\u00A5');
}

const formatters = new Map<string, Intl.NumberFormat>();
/**
 * `19.99` -> `$19.99`: the shop's currency in US English by default, as every page showed it
 * before markets; with a `locale`, that locale's format and the currency's decimals (formatIn).
 */
export function formatMoney(amount: number, currency = 'USD', locale?: string): string {
  if (locale !== undefined && locale !== 'en-US') return formatIn(amount, currency, locale);
  if (minorDigits(currency) !== 2) return formatIn(amount, currency, 'en-US');
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, f);
  }
  return f.format(amount);
}
