/*
 * The shop's message catalogs (docs/decisions/028-message-catalogs.md): one module per language,
 * `en` the source of truth (the spec's exact texts), looked up by key with ICU-lite parameters.
 * This module carries English only; `./catalogs` adds the other languages (the API and the
 * storefront's server), and the storefront's browser loads the one its page is in.
 */
import { en } from './en';
import { formatMessage, renderedRef, type Params } from './render';

export { en, STOREFRONT_KEYS, MAIL_KEYS } from './en';
export { formatMessage, rendered, renderedRef, type MessageRef, type Params } from './render';

export const LANGUAGES = ['en', 'de', 'fr', 'ja'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';

/** The `Intl` locale of each language (en keeps en-US: every English page formats as before). */
export const LOCALES: Record<Lang, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR', ja: 'ja-JP' };

export type MessageKey = keyof typeof en;
/** A complete catalog: a missing key fails the typecheck. */
export type Catalog = Record<MessageKey, string>;
/** A catalog that may lack keys (they fall back to English). */
export type PartialCatalog = Partial<Catalog>;

export const isLang = (value: unknown): value is Lang => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The best of `available` for an `Accept-Language` header (`de-DE,de;q=0.9,en;q=0.8`): by quality,
 * then order; a region falls back to its language (`de-AT` -> `de`). Undefined when none fits.
 */
export function negotiateLanguage(header: string | null | undefined, available: readonly Lang[] = LANGUAGES): Lang | undefined {
  if (!header) return undefined;
  const wanted = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...attrs] = part.trim().split(';');
      const q = attrs.map((a) => /^\s*q=([0-9.]+)\s*$/.exec(a)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((w) => w.tag && Number.isFinite(w.q) && w.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of wanted) {
    const base = tag.split('-')[0];
    const found = available.find((lang) => lang === tag || lang === base);
    if (found) return found;
  }
  return undefined;
}

// English text -> its key, for texts that reach a boundary already rendered in English (API
// errors, zod messages, the shared client's texts). Built on first use.
let englishIndex: Map<string, MessageKey> | undefined;
function keyOfEnglish(text: string): MessageKey | undefined {
  if (!englishIndex) {
    englishIndex = new Map();
    for (const [key, value] of Object.entries(en) as Array<[MessageKey, string]>)
      if (!englishIndex.has(value)) englishIndex.set(value, key);
  }
  return englishIndex.get(text);
}

/** Translates by key: `t('cart.title')`, `t('cart.onlyLeft', {left: 2})`. */
export interface Translator {
  (key: MessageKey, params?: Params): string;
  readonly lang: Lang;
  /** The `Intl` locale (`de-DE`). */
  readonly locale: string;
  /**
   * An English message as the API or a shared schema wrote it, in this language: a catalog text
   * (or a parameterized one rendered lately, see `rendered`) is translated, anything else is
   * returned as it is.
   */
  text(english: string): string;
  /** Whether this language has its own text for the key (else English stands in). */
  has(key: MessageKey): boolean;
}

/** A translator over `catalog`, English where it has no text. */
export function makeTranslator(lang: Lang, catalog: PartialCatalog | undefined): Translator {
  const locale = LOCALES[lang];
  const lookup = (key: MessageKey): string => (lang === 'en' ? en[key] : (catalog?.[key] ?? en[key]));
  const t = ((key: MessageKey, params?: Params) => formatMessage(lookup(key) ?? key, params, locale)) as Translator;
  Object.defineProperties(t, {
    lang: { value: lang },
    locale: { value: locale },
    has: { value: (key: MessageKey) => lang === 'en' || catalog?.[key] !== undefined },
    text: {
      value: (english: string): string => {
        if (lang === 'en' || !english) return english;
        const key = keyOfEnglish(english);
        if (key) return t(key);
        const ref = renderedRef(english);
        return ref && ref.key in en ? t(ref.key as MessageKey, ref.params) : english;
      },
    },
  });
  return t;
}

/** A stored or asked language tag (`de`, `de-AT`, `fr-CH`) as one of the catalogs' languages; English for anything else. */
export function langOf(tag: string | null | undefined): Lang {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLang(base) ? base : DEFAULT_LANG;
}
