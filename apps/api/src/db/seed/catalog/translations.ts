import type { Database } from '../../database';
import { slugOf } from '../../../modules/catalog/product-key';
import { writeBrandTranslations, writeCategoryTranslations, writeProductTranslations } from '../../../modules/catalog/translation-writes';
import { DEMO_DE } from './translations-de';
import { DEMO_FR } from './translations-fr';
import { DEMO_JA } from './translations-ja';

/** The demo catalog in one language (ADR 030): texts by English slug; null keeps the English one. */
export interface SeedTranslations {
  /** Category slug -> [name, slug, description]. */
  categories: Record<string, [string, string | null, string]>;
  /** English colour name -> its name in the language, for every product that has it. */
  colors: Record<string, string>;
  /** Product slug -> [name, description, features (null: books, from the pattern; or none)]. */
  products: Record<string, [string | null, string, string[] | null]>;
  /** Brand name -> its name in the language (most keep theirs). */
  brands?: Record<string, string>;
  bookFeatures?: (author: string, pages: string, publisher: string) => string[];
  /** The sentence each book description ends with, about its edition. */
  bookEdition?: (publisher: string) => string;
}

export const DEMO_TRANSLATIONS: Record<string, SeedTranslations> = { de: DEMO_DE, fr: DEMO_FR, ja: DEMO_JA };

/** A slug from a translated name: German umlauts and ß spelled out (Fußball -> fussball), accents dropped. */
export function translatedSlug(name: string, lang: string): string {
  const spelled =
    lang === 'de'
      ? name
          .replace(/ä/g, 'ae')
          .replace(/ö/g, 'oe')
          .replace(/ü/g, 'ue')
          .replace(/Ä/g, 'Ae')
          .replace(/Ö/g, 'Oe')
          .replace(/Ü/g, 'Ue')
          .replace(/ß/g, 'ss')
      : name;
  return slugOf(spelled);
}

/** A book's features and edition from its English ones ("Author: …", "Paperback, 480 pages", "Published by …"). */
function bookParts(features: string[]) {
  const author = /^Author: (.+)$/.exec(features[0] ?? '')?.[1];
  const pages = /(\d+) pages/.exec(features[1] ?? '')?.[1];
  const publisher = /^Published by (.+)$/.exec(features[2] ?? '')?.[1];
  return author && pages && publisher ? { author, pages, publisher } : null;
}

/**
 * The demo catalog's texts in German, French and Japanese (products, categories, colour names,
 * brands), through the catalog's writers. Only while no translation exists, so it runs once.
 */
export async function seedDemoTranslations(db: Database): Promise<number> {
  const existing = await db.selectFrom('product_translations').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const [products, categories, brands, colors] = await Promise.all([
    db.selectFrom('products').select(['id', 'slug', 'features']).execute(),
    db.selectFrom('categories').select(['id', 'slug']).execute(),
    db.selectFrom('brands').select(['id', 'name']).execute(),
    db.selectFrom('product_colors').select(['product_id', 'name']).execute(),
  ]);
  let written = 0;
  for (const [lang, data] of Object.entries(DEMO_TRANSLATIONS)) {
    for (const c of categories) {
      const t = data.categories[c.slug];
      if (t) await writeCategoryTranslations(db, c.id, { [lang]: { name: t[0], slug: t[1], description: t[2] } });
    }
    for (const b of brands) {
      const name = data.brands?.[b.name];
      if (name) await writeBrandTranslations(db, b.id, { [lang]: { name } });
    }
    for (const p of products) {
      const t = data.products[p.slug];
      if (!t) continue;
      const [name, description, features] = t;
      const book = features === null ? bookParts(JSON.parse(p.features) as string[]) : null;
      const labels = Object.fromEntries(
        colors.filter((c) => c.product_id === p.id && data.colors[c.name]).map((c) => [c.name, data.colors[c.name]!]),
      );
      await writeProductTranslations(db, p.id, {
        [lang]: {
          name,
          slug: name && lang !== 'ja' ? translatedSlug(name, lang) : null,
          description: book && data.bookEdition ? description + data.bookEdition(book.publisher) : description,
          features: features ?? (book && data.bookFeatures ? data.bookFeatures(book.author, book.pages, book.publisher) : null),
          colors: labels,
        },
      });
      written += 1;
    }
  }
  return written;
}
