/* Every language's catalog, for the API and the storefront's server (the browser loads one at a time). */
import { en } from './en';
import { de } from './de';
import { fr } from './fr';
import { ja } from './ja';
import { DEFAULT_LANG, isLang, makeTranslator, type Lang, type PartialCatalog, type Translator } from './index';

export const CATALOGS: Record<Lang, PartialCatalog> = { en, de, fr, ja };

const translators = new Map<Lang, Translator>();
/** `translator('de')('cart.title')`; an unknown language speaks English. */
export function translator(lang: string | undefined): Translator {
  const code: Lang = isLang(lang) ? lang : DEFAULT_LANG;
  let t = translators.get(code);
  if (!t) {
    t = makeTranslator(code, CATALOGS[code]);
    translators.set(code, t);
  }
  return t;
}
