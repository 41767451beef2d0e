import type { BrandTranslationsSchema, CategoryTranslation, ProductTranslation } from '@shopwright/shared/admin';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { jsonList } from './catalog.mappers';

/** Reads of the translation tables for the admin answers and checks (ADR 030). */

/** A product's translations by language, with its colour and size labels keyed by the option's current name. */
export async function productTranslations(
  db: Database,
  productId: number,
  options: { colors: Array<{ name: string }>; sizes: Array<{ name: string }> },
): Promise<Record<string, ProductTranslation>> {
  const [rows, labels] = await Promise.all([
    db.selectFrom('product_translations').selectAll().where('product_id', '=', productId).orderBy('lang').execute(),
    db.selectFrom('product_option_translations').selectAll().where('product_id', '=', productId).orderBy('lang').execute(),
  ]);
  const out: Record<string, ProductTranslation> = {};
  const entry = (lang: string) => (out[lang] ??= { name: null, description: null, features: null, slug: null, colors: {}, sizes: {} });
  for (const r of rows) {
    Object.assign(entry(r.lang), {
      name: r.name,
      description: r.description,
      features: r.features === null ? null : jsonList(r.features),
      slug: r.slug,
    });
  }
  // Labels of options the product no longer has are kept (the option may come back) but not shown.
  const names = {
    color: new Map(options.colors.map((c) => [c.name.toLowerCase(), c.name])),
    size: new Map(options.sizes.map((s) => [s.name.toLowerCase(), s.name])),
  };
  for (const l of labels) {
    const name = names[l.kind].get(l.key);
    if (name !== undefined) entry(l.lang)[l.kind === 'color' ? 'colors' : 'sizes'][name] = l.label;
  }
  return Object.fromEntries(
    Object.keys(out)
      .sort()
      .map((lang) => [lang, out[lang]!]),
  );
}

/** Translations of categories by category id, then language. */
export async function categoryTranslations(db: Database, ids?: number[]): Promise<Map<number, Record<string, CategoryTranslation>>> {
  if (ids && ids.length === 0) return new Map();
  let query = db.selectFrom('category_translations').selectAll().orderBy('category_id').orderBy('lang');
  if (ids) query = query.where('category_id', 'in', ids);
  const out = new Map<number, Record<string, CategoryTranslation>>();
  for (const r of await query.execute()) {
    const entry = out.get(r.category_id) ?? {};
    entry[r.lang] = { name: r.name, slug: r.slug, description: r.description };
    out.set(r.category_id, entry);
  }
  return out;
}

type BrandTranslations = z.infer<typeof BrandTranslationsSchema>;
/** Brand names in other languages by brand id, then language. */
export async function brandTranslations(db: Database, ids?: number[]): Promise<Map<number, BrandTranslations>> {
  if (ids && ids.length === 0) return new Map();
  let query = db.selectFrom('brand_translations').selectAll().orderBy('brand_id').orderBy('lang');
  if (ids) query = query.where('brand_id', 'in', ids);
  const out = new Map<number, BrandTranslations>();
  for (const r of await query.execute()) out.set(r.brand_id, { ...out.get(r.brand_id), [r.lang]: { name: r.name } });
  return out;
}

/** Which product uses a slug in a language: its translated slug, or (another product's) own slug. */
export async function productSlugOwners(db: Database, lang: string, slug: string): Promise<number[]> {
  const [translated, own] = await Promise.all([
    db.selectFrom('product_translations').select('product_id').where('lang', '=', lang).where('slug', '=', slug).execute(),
    db.selectFrom('products').select('id').where('slug', '=', slug).execute(),
  ]);
  return [...translated.map((r) => r.product_id), ...own.map((r) => r.id)];
}

/** Which category uses a slug in a language (translated, or its own). */
export async function categorySlugOwners(db: Database, lang: string, slug: string): Promise<number[]> {
  const [translated, own] = await Promise.all([
    db.selectFrom('category_translations').select('category_id').where('lang', '=', lang).where('slug', '=', slug).execute(),
    db.selectFrom('categories').select('id').where('slug', '=', slug).execute(),
  ]);
  return [...translated.map((r) => r.category_id), ...own.map((r) => r.id)];
}

/** Every product's text rows (the CSV export). */
export const allProductTranslations = (db: Database) =>
  db
    .selectFrom('product_translations')
    .select(['product_id', 'lang', 'name', 'description', 'features', 'slug'])
    .orderBy('product_id')
    .execute();

/**
 * The keys of a product's colours or sizes whose label in some language is `label` (any case): a
 * page in another language names the options by their labels (ADR 030), and a cart call sends
 * what the page shows.
 */
export async function optionKeysByLabel(db: Database, productId: number, kind: 'color' | 'size', label: string): Promise<string[]> {
  const rows = await db
    .selectFrom('product_option_translations')
    .select(['key', 'label'])
    .where('product_id', '=', productId)
    .where('kind', '=', kind)
    .execute();
  // Compared here rather than with SQL lower(), which SQLite applies to ASCII only ("Weiß").
  const wanted = label.trim().toLocaleLowerCase();
  return [...new Set(rows.filter((r) => r.label.trim().toLocaleLowerCase() === wanted).map((r) => r.key))];
}
