import { TRANSLATION_MESSAGES as T } from '@shopwright/shared/admin';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/database';
import { AppError, badRequest } from '../../../lib/errors';
import { categorySlugOwners, productSlugOwners } from '../../catalog/translations.repo';
import { getMarketsConfig } from '../../markets/markets-config';

/** The checks of `translations` in the admin bodies that need the shop's state (ADR 030). */

type Errors = Record<string, string[]>;
const refuse = (errors: Errors, status: 400 | 409 = 400) => {
  const first = Object.values(errors)[0]![0]!;
  return status === 409 ? new AppError(409, 'CONFLICT', first, errors) : badRequest(first, errors);
};

/** The languages translations may be in: every market's (active or not, so staff can prepare one), less the base language. */
export async function translatableLanguages(ctx: AppContext): Promise<{ served: Set<string>; base: string }> {
  const config = await getMarketsConfig(ctx);
  const base = config.primary.languages[0] ?? 'en';
  const served = new Set(config.markets.flatMap((m) => m.languages).filter((l) => l !== base));
  return { served, base };
}

/** 400 on `translations.<lang>` for a language no market has, or the base language. */
export async function checkLanguages(ctx: AppContext, translations: Record<string, unknown> | undefined): Promise<void> {
  if (!translations) return;
  const { served, base } = await translatableLanguages(ctx);
  const errors: Errors = {};
  for (const lang of Object.keys(translations)) {
    if (lang === base) errors[`translations.${lang}`] = [T.languageBase(lang)];
    else if (!served.has(lang)) errors[`translations.${lang}`] = [T.languageNotServed(lang)];
  }
  if (Object.keys(errors).length > 0) throw refuse(errors);
}

type WithSlug = { slug?: string | null } | null;

/**
 * 409 on `translations.<lang>.slug` when another product (or category) uses the slug in that
 * language, as its translation or as its own slug: a page's address in a language names one thing.
 */
async function checkSlugs(
  db: Database,
  translations: Record<string, WithSlug> | undefined,
  ownerId: number | null,
  owners: (db: Database, lang: string, slug: string) => Promise<number[]>,
  message: string,
): Promise<void> {
  if (!translations) return;
  const errors: Errors = {};
  for (const [lang, fields] of Object.entries(translations)) {
    if (!fields?.slug) continue;
    if ((await owners(db, lang, fields.slug)).some((id) => id !== ownerId)) errors[`translations.${lang}.slug`] = [message];
  }
  if (Object.keys(errors).length > 0) throw refuse(errors, 409);
}

export const checkProductSlugs = (db: Database, translations: Record<string, WithSlug> | undefined, productId: number | null) =>
  checkSlugs(db, translations, productId, productSlugOwners, T.productSlugTaken);
export const checkCategorySlugs = (db: Database, translations: Record<string, WithSlug> | undefined, categoryId: number | null) =>
  checkSlugs(db, translations, categoryId, categorySlugOwners, T.categorySlugTaken);

/** 400 on `translations.<lang>.colors.<name>` for a colour (or size) the product does not have. */
export function checkOptionNames(
  translations: Record<string, { colors?: Record<string, unknown>; sizes?: Record<string, unknown> } | null> | undefined,
  product: { colors: Array<{ name: string }>; sizes: string[] },
): void {
  if (!translations) return;
  const have = {
    color: new Set(product.colors.map((c) => c.name.toLowerCase())),
    size: new Set(product.sizes.map((s) => s.toLowerCase())),
  };
  const errors: Errors = {};
  for (const [lang, fields] of Object.entries(translations)) {
    for (const kind of ['color', 'size'] as const) {
      for (const [name, label] of Object.entries(fields?.[kind === 'color' ? 'colors' : 'sizes'] ?? {})) {
        // Removing the label of an option that left the product is fine.
        if (label !== null && !have[kind].has(name.trim().toLowerCase()))
          errors[`translations.${lang}.${kind === 'color' ? 'colors' : 'sizes'}.${name}`] = [T.optionUnknown(kind, name)];
      }
    }
  }
  if (Object.keys(errors).length > 0) throw refuse(errors);
}
