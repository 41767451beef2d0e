/* Numbers, dates and money in a language's locale, through `Intl` (formatters kept per locale and options). */
import { formatMoney } from '../money/index';
import { LOCALES, type Lang } from './index';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  const key = `${lang}|${JSON.stringify(options ?? {})}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], options);
    numberFormats.set(key, f);
  }
  return f.format(value);
}

export function formatDate(
  value: Date | string | number,
  lang: Lang,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const key = `${lang}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[lang], options);
    dateFormats.set(key, f);
  }
  return f.format(value instanceof Date ? value : new Date(value));
}

/** A decimal amount in a currency as the language writes it ("1.234,50 €"); English as the shop always has ("$1,234.50"). */
export const formatMoneyIn = (amount: number, currency: string | undefined, lang: Lang): string =>
  formatMoney(amount, currency, lang === 'en' ? undefined : LOCALES[lang]);

const regionNames = new Map<Lang, Intl.DisplayNames>();
/** A country's name in a language (`Intl.DisplayNames`); English keeps the shop's own list's name. */
export function countryIn(code: string, englishName: string, lang: Lang): string {
  if (lang === 'en') return englishName;
  let names = regionNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([LOCALES[lang]], { type: 'region' });
    regionNames.set(lang, names);
  }
  return names.of(code) ?? englishName;
}
