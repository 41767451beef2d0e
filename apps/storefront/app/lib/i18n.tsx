import { createContext, Fragment, use, useContext, type ReactNode } from 'react';
import { DEFAULT_LANG, isLang, makeTranslator, type Lang, type MessageKey, type Translator } from '@shopwright/shared/i18n';
import { formatNumber } from '@shopwright/shared/i18n/format';
import { catalogFor, loadCatalog } from './i18n-catalogs';

export type { Lang, MessageKey, Translator };

/*
 * The page's language (docs/decisions/028-message-catalogs.md): one value per request, from the
 * load context (`lang`, lib/load-context.ts) through the root loader to this context, and to the
 * browser in the root's data, so the hydrated page says what the server rendered.
 */
const LangContext = createContext<Lang>(DEFAULT_LANG);

const translators = new Map<Lang, { catalog: unknown; t: Translator }>();
/** The translator of a language, made again once its catalog has arrived (English texts until then). */
export function translatorFor(lang: Lang): Translator {
  const catalog = catalogFor(lang);
  let entry = translators.get(lang);
  if (!entry || entry.catalog !== catalog) {
    entry = { catalog, t: makeTranslator(lang, catalog) };
    translators.set(lang, entry);
  }
  return entry.t;
}

export function LanguageProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  // Loaded before hydration by entry.client; a language reached later suspends until its catalog is here.
  if (!catalogFor(lang)) use(loadCatalog(lang));
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

export const useLang = (): Lang => useContext(LangContext);

/** `const t = useT(); t('cart.title')`. */
export const useT = (): Translator => translatorFor(useLang());

type RouteMatch = { id: string; loaderData?: unknown; data?: unknown } | undefined;

/** The page's language from the root route's data, for `meta` functions (which get `matches`). */
export function langOf(matches: ReadonlyArray<RouteMatch>): Lang {
  const root = matches.find((m) => m?.id === 'root');
  const lang = ((root?.loaderData ?? root?.data) as { lang?: unknown } | undefined)?.lang;
  return isLang(lang) ? lang : DEFAULT_LANG;
}

export const metaT = (matches: ReadonlyArray<RouteMatch>): Translator => translatorFor(langOf(matches));

/**
 * The translator of the page in the browser, for code outside components (toasts): the language
 * the server rendered into `<html lang>`. English on the server, where no toast is shown.
 */
export function clientT(): Translator {
  const lang = typeof document === 'undefined' ? DEFAULT_LANG : document.documentElement.lang;
  return translatorFor(isLang(lang) ? lang : DEFAULT_LANG);
}

/**
 * A text with elements in it: `rich(t('account.signedInAs'), {email: <b>{email}</b>})` for
 * 'Signed in as {email}', so each language puts the element where its grammar wants it.
 */
export function rich(text: string, parts: Record<string, ReactNode>): ReactNode {
  const pieces = text.split(/\{(\w+)\}/);
  return pieces.map((piece, i) => (i % 2 === 1 ? <Fragment key={i}>{parts[piece] ?? `{${piece}}`}</Fragment> : piece || null));
}

/** A shipping method's name: the order's own, else the built-in methods' in this language (the code for others). */
export const shippingName = (t: Translator, code: string, name?: string | null): string =>
  name ?? (code === 'express' ? t('checkout.express') : code === 'standard' ? t('checkout.standard') : code);

/** The tax rows of totals, as `taxRows` (shared/tax) words them, in this language. */
export function taxLabels(
  t: Translator,
  totals: { taxes: Array<{ name: string; rate: number; amount: number }>; tax: number; tax_rate: number; prices_include_tax: boolean },
): Array<[label: string, amount: number]> {
  if (totals.taxes.length === 0) return [[t('checkout.tax', { rate: totals.tax_rate }), totals.tax]];
  return totals.taxes.map((line) => [
    t(totals.prices_include_tax ? 'checkout.inclTax' : 'checkout.taxLine', { name: line.name, rate: line.rate }),
    line.amount,
  ]);
}

/** A number with one decimal ("4.5"; "4,5" in German), as `toFixed(1)` writes it in English. */
export const oneDecimal = (value: number, t: Translator): string =>
  t.lang === 'en' ? value.toFixed(1) : formatNumber(value, t.lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const regionNames = new Map<Lang, Intl.DisplayNames>();
/** A country's name in this language (`Intl.DisplayNames`); English keeps the shop's own list's names. */
export function countryLabel(code: string, englishName: string, t: Translator): string {
  if (t.lang === 'en') return englishName;
  let names = regionNames.get(t.lang);
  if (!names) {
    names = new Intl.DisplayNames([t.locale], { type: 'region' });
    regionNames.set(t.lang, names);
  }
  return names.of(code) ?? englishName;
}

/** The country select's options in this language, in its alphabetical order (the shared list's in English). */
export function countryOptions(countries: ReadonlyArray<{ code: string; name: string }>, t: Translator) {
  const options = countries.map((c) => ({ value: c.code, label: countryLabel(c.code, c.name, t) }));
  return t.lang === 'en' ? options : options.sort((a, b) => a.label.localeCompare(b.label, t.locale));
}
