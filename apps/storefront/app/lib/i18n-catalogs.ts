import { en } from '@shopwright/shared/i18n/en';
import type { Lang, PartialCatalog } from '@shopwright/shared/i18n';

/*
 * The catalogs this process has. English is in every page's code; on the server `entry.server`
 * registers all of them; in the browser `entry.client` loads the page's own language before it
 * hydrates (the same texts the server rendered), so the other languages never weigh on a page.
 */
const catalogs: Partial<Record<Lang, PartialCatalog>> = { en };
const loading = new Map<Lang, Promise<void>>();

export const catalogFor = (lang: Lang): PartialCatalog | undefined => catalogs[lang];

export function registerCatalogs(all: Partial<Record<Lang, PartialCatalog>>): void {
  Object.assign(catalogs, all);
}

const importers: Record<Exclude<Lang, 'en'>, () => Promise<PartialCatalog>> = {
  de: () => import('@shopwright/shared/i18n/de').then((m) => m.de),
  fr: () => import('@shopwright/shared/i18n/fr').then((m) => m.fr),
  ja: () => import('@shopwright/shared/i18n/ja').then((m) => m.ja),
};

/** Loads a language's catalog once (a settled promise for one already here). */
export function loadCatalog(lang: Lang): Promise<void> {
  if (catalogs[lang]) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = importers[lang as Exclude<Lang, 'en'>]().then((catalog) => {
      catalogs[lang] = catalog;
    });
    loading.set(lang, pending);
  }
  return pending;
}
