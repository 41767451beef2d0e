import type { Generated } from 'kysely';

/**
 * Catalog texts in other languages (migration 0021, ADR 030). Every text is nullable: a missing
 * one falls back to the base (English) text of the product, category or brand.
 */
export interface ProductTranslationsTable {
  id: Generated<number>;
  product_id: number;
  /** Canonical BCP 47 tag, e.g. `de`, `fr-CA`. */
  lang: string;
  name: string | null;
  slug: string | null;
  description: string | null;
  /** JSON array of strings. */
  features: string | null;
}

export interface CategoryTranslationsTable {
  category_id: number;
  lang: string;
  name: string | null;
  slug: string | null;
  description: string | null;
}

export interface BrandTranslationsTable {
  brand_id: number;
  lang: string;
  name: string;
}

/** A colour or size name of a product in a language, by the option's key (its lower-cased name). */
export interface ProductOptionTranslationsTable {
  product_id: number;
  kind: 'color' | 'size';
  key: string;
  lang: string;
  label: string;
}

export interface TranslationTables {
  product_translations: ProductTranslationsTable;
  category_translations: CategoryTranslationsTable;
  brand_translations: BrandTranslationsTable;
  product_option_translations: ProductOptionTranslationsTable;
}
