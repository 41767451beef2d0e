import type { Database } from '../../db/database';
import { catalogChanged } from './catalog-changes';

/**
 * The catalog's writes of translations (ADR 030). Within a language, a field left undefined stays
 * as it is, null removes it (the shop falls back to the base text); a language sent as null goes
 * whole. A row left without any text is removed. The caller checked languages and slugs.
 */
export interface ProductTranslationWrite {
  name?: string | null;
  description?: string | null;
  features?: string[] | null;
  slug?: string | null;
  /** Option names as the product names them (any case) -> translation; null removes one. */
  colors?: Record<string, string | null>;
  sizes?: Record<string, string | null>;
}
export interface CategoryTranslationWrite {
  name?: string | null;
  slug?: string | null;
  description?: string | null;
}

type Defined<T> = { [K in keyof T]: Exclude<T[K], undefined> };
const defined = <T extends object>(fields: T): Partial<Defined<T>> =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<Defined<T>>;

async function writeOptionLabels(
  db: Database,
  productId: number,
  lang: string,
  kind: 'color' | 'size',
  labels: Record<string, string | null>,
) {
  for (const [name, label] of Object.entries(labels)) {
    const key = name.trim().toLowerCase();
    if (label === null) {
      await db
        .deleteFrom('product_option_translations')
        .where('product_id', '=', productId)
        .where('kind', '=', kind)
        .where('key', '=', key)
        .where('lang', '=', lang)
        .execute();
      continue;
    }
    await db
      .insertInto('product_option_translations')
      .values({ product_id: productId, kind, key, lang, label })
      .onConflict((oc) => oc.columns(['product_id', 'kind', 'key', 'lang']).doUpdateSet({ label }))
      .execute();
  }
}

/** Writes a product's translations, language by language, in the caller's transaction. */
export async function writeProductTranslations(
  db: Database,
  productId: number,
  translations: Record<string, ProductTranslationWrite | null>,
): Promise<void> {
  for (const [lang, fields] of Object.entries(translations)) {
    if (fields === null) {
      await db.deleteFrom('product_translations').where('product_id', '=', productId).where('lang', '=', lang).execute();
      await db.deleteFrom('product_option_translations').where('product_id', '=', productId).where('lang', '=', lang).execute();
      continue;
    }
    const { colors, sizes, features, ...texts } = fields;
    const set = defined({ ...texts, features: features === undefined ? undefined : features === null ? null : JSON.stringify(features) });
    if (Object.keys(set).length > 0) {
      await db
        .insertInto('product_translations')
        .values({ product_id: productId, lang, name: null, slug: null, description: null, features: null, ...set })
        .onConflict((oc) => oc.columns(['product_id', 'lang']).doUpdateSet(set))
        .execute();
      await db
        .deleteFrom('product_translations')
        .where('product_id', '=', productId)
        .where('lang', '=', lang)
        .where('name', 'is', null)
        .where('slug', 'is', null)
        .where('description', 'is', null)
        .where('features', 'is', null)
        .execute();
    }
    if (colors) await writeOptionLabels(db, productId, lang, 'color', colors);
    if (sizes) await writeOptionLabels(db, productId, lang, 'size', sizes);
  }
  await catalogChanged(db);
}

/** Writes a category's translations, language by language, in the caller's transaction. */
export async function writeCategoryTranslations(
  db: Database,
  categoryId: number,
  translations: Record<string, CategoryTranslationWrite | null>,
): Promise<void> {
  for (const [lang, fields] of Object.entries(translations)) {
    const set = fields === null ? {} : defined(fields);
    if (fields !== null && Object.keys(set).length > 0) {
      await db
        .insertInto('category_translations')
        .values({ category_id: categoryId, lang, name: null, slug: null, description: null, ...set })
        .onConflict((oc) => oc.columns(['category_id', 'lang']).doUpdateSet(set))
        .execute();
    }
    let gone = db.deleteFrom('category_translations').where('category_id', '=', categoryId).where('lang', '=', lang);
    if (fields !== null) gone = gone.where('name', 'is', null).where('slug', 'is', null).where('description', 'is', null);
    await gone.execute();
  }
  await catalogChanged(db);
}

/** Writes a brand's names in other languages (null removes one). */
export async function writeBrandTranslations(db: Database, brandId: number, translations: Record<string, { name: string } | null>) {
  for (const [lang, fields] of Object.entries(translations)) {
    if (fields === null) {
      await db.deleteFrom('brand_translations').where('brand_id', '=', brandId).where('lang', '=', lang).execute();
      continue;
    }
    await db
      .insertInto('brand_translations')
      .values({ brand_id: brandId, lang, name: fields.name })
      .onConflict((oc) => oc.columns(['brand_id', 'lang']).doUpdateSet({ name: fields.name }))
      .execute();
  }
  await catalogChanged(db);
}
