import { canonicalLanguage, MARKET_MESSAGES as M, type Market, type PriceRounding } from '@shopwright/shared/markets';
import { convertPrice, formatMoney, fromMinorIn, toMinorIn } from '@shopwright/shared/money';

export interface MarketFormValues {
  code: string;
  name: string;
  /** ISO codes, in the order chosen. */
  countries: string[];
  currency: string;
  /** BCP 47 tags; the first is the market's default. */
  languages: string[];
  path: string;
  /** As typed: blank stays blank, so the shared schema reports it. */
  exchange_rate: string;
  rounding: PriceRounding;
  active: boolean;
}

export function marketFormValuesOf(market?: Market): MarketFormValues {
  return {
    code: market?.code ?? '',
    name: market?.name ?? '',
    countries: market?.countries ?? [],
    currency: market?.currency ?? '',
    languages: market?.languages ?? [],
    path: market?.path ?? '',
    exchange_rate: market ? String(market.exchange_rate) : '',
    rounding: market?.rounding ?? 'none',
    active: market?.active ?? true,
  };
}

/** Blank or not a number stays "not a number", so the shared schema reports it instead of reading it as 0. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** The `POST admin/markets` body (the PATCH leaves out the code), still to be checked with the shared schema. */
export function toMarketInput(v: MarketFormValues) {
  return {
    code: v.code,
    name: v.name,
    countries: v.countries,
    currency: v.currency,
    languages: v.languages,
    path: v.path,
    exchange_rate: numberOf(v.exchange_rate),
    rounding: v.rounding,
    active: v.active,
  };
}

/** A language typed into the list: its canonical tag, or the message saying why it cannot be added. */
export function languageToAdd(typed: string, languages: readonly string[]): { tag: string } | { error: string } {
  const tag = canonicalLanguage(typed.trim());
  if (!tag) return { error: M.languageInvalid };
  if (languages.includes(tag)) return { error: M.languageRepeated };
  return { tag };
}

/** The list with the item at `from` moved to `to` (both in range). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export const ROUNDING_OPTIONS: ReadonlyArray<{ value: PriceRounding; label: string }> = [
  { value: 'none', label: 'None: the exact converted amount' },
  { value: '0.99', label: 'Up to .99' },
  { value: '0.95', label: 'Up to .95' },
  { value: 'whole', label: 'To a whole amount' },
];

/** The rounding in a few words, for the list. */
export const roundingText = (rounding: PriceRounding) =>
  rounding === 'none' ? 'None' : rounding === 'whole' ? 'Whole' : `Up to ${rounding.slice(1)}`;

/**
 * What a base price becomes in the market, with the conversion rule of the catalog (ADR 027), or
 * null while the currency or the rate is not usable: "19.99 USD → €18.99".
 */
export function conversionExample(base: number, baseCurrency: string, v: MarketFormValues): string | null {
  const rate = numberOf(v.exchange_rate);
  if (!/^[A-Z]{3}$/.test(v.currency) || !(rate > 0) || rate > 1_000_000) return null;
  try {
    const minor = convertPrice(toMinorIn(base, baseCurrency), baseCurrency, rate, v.currency, v.rounding);
    return `${formatMoney(base, baseCurrency)} → ${formatMoney(fromMinorIn(minor, v.currency), v.currency)}`;
  } catch {
    return null; // a rate with more decimals than the rule reads: the schema says so on save
  }
}
