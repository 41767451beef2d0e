import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Market } from '@shopwright/shared/markets';
import { minorDigits } from '@shopwright/shared/money';
import { call } from './api';

/**
 * The markets: edited under Settings → Markets (features/markets) and read by the product page's
 * prices per currency, so their read lives here (features may not import each other).
 */
export const marketKeys = { all: ['admin', 'markets'] as const };

export const marketsQueryOptions = () => queryOptions({ queryKey: marketKeys.all, queryFn: () => call('GET admin/markets') });
export const useMarkets = () => useQuery(marketsQueryOptions());

/**
 * The currencies a product may have fixed prices in, each with the markets selling in it: those of
 * the non-primary markets, other than the base currency (the API refuses the rest, ADR 027).
 */
export function priceCurrencies(markets: readonly Market[]): Array<{ currency: string; markets: Market[] }> {
  const base = markets.find((m) => m.primary)?.currency;
  const by = new Map<string, Market[]>();
  for (const m of markets) {
    if (m.primary || m.currency === base) continue;
    by.set(m.currency, [...(by.get(m.currency) ?? []), m]);
  }
  return [...by.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, list]) => ({ currency, markets: list }));
}

let languages: Intl.DisplayNames | undefined;
let currencies: Intl.DisplayNames | undefined;

/** "German", "French (Canada)"; the tag itself when the browser has no name for it. */
export function languageName(tag: string): string {
  try {
    languages ??= new Intl.DisplayNames(['en'], { type: 'language' });
    return languages.of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** "Euro", "Japanese Yen"; the code itself when the browser has no name for it. */
export function currencyName(code: string): string {
  try {
    currencies ??= new Intl.DisplayNames(['en'], { type: 'currency' });
    return currencies.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "no decimals", "2 decimals": how amounts in the currency are written (ISO 4217). */
export function decimalsText(currency: string): string {
  const digits = minorDigits(currency);
  return digits === 0 ? 'no decimals' : digits === 1 ? '1 decimal' : `${digits} decimals`;
}

/**
 * The languages catalog texts may be translated into (as the API checks them): every market's,
 * active or not, less the shop's own language (the primary market's default), which the fields
 * themselves hold.
 */
export function useTranslatableLanguages(): { base: string; languages: string[] } {
  const markets = useMarkets().data ?? [];
  const base = markets.find((m) => m.primary)?.languages[0] ?? 'en';
  const languages = [...new Set(markets.flatMap((m) => m.languages))].filter((l) => l !== base);
  return { base, languages };
}
