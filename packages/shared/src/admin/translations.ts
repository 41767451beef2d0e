import { z } from 'zod';
import { canonicalLanguage } from '../markets/index';

// Imported by ./products (which adds `translations` to its bodies), so nothing here may import it.

/**
 * Translations of catalog content (issue 27, ADR 030): `translations: {de: {name, description,
 * features, slug}, …}` in the admin bodies of products, categories and brands. Each field is
 * optional; a missing one falls back to the base (English) text in the shop.
 */
export const TRANSLATION_MESSAGES = {
  languageInvalid: 'Unknown language (use a BCP 47 code such as de or fr-CA)',
  languageNotServed: (lang: string) => `No market has the language ${lang}. Add it to a market under Settings → Markets first.`,
  languageBase: (lang: string) => `${lang} is the shop's own language: edit the fields themselves.`,
  tooMany: 'At most 20 languages',
  translationInvalid: 'Give an object of translated fields, or null to remove the language',
  productSlugTaken: 'Another product already uses this slug in this language.',
  categorySlugTaken: 'Another category already uses this slug in this language.',
  optionUnknown: (option: 'color' | 'size', name: string) =>
    `${name} is not one of this product's ${option === 'color' ? 'colours' : 'sizes'}`,
  labelInvalid: 'Use 1 to 40 characters on one line',
  csvLanguageUnknown: (column: string) => `${column}: no market has this language`,
} as const;
const M = TRANSLATION_MESSAGES;

/** At most this many languages per product, category or brand. */
export const MAX_TRANSLATIONS = 20;

/** A translated option name (colour or size): any letters, one line, as long as the option names. */
const LabelSchema = z
  .string({ error: M.labelInvalid })
  .trim()
  .min(1, { error: M.labelInvalid })
  .max(40, { error: M.labelInvalid })
  .regex(/^[^\r\n\t]+$/, { error: M.labelInvalid });
/** Colour or size names (as the product names them) to their translation; null removes one. */
export const OptionLabelsSchema = z.record(z.string().max(40), LabelSchema.nullable(), { error: M.translationInvalid });

/**
 * `{lang: fields | null}` with canonical language tags (`DE` -> `de`). The server checks that a
 * market serves each language. `null` removes a language; fields left out stay as they are on a
 * PATCH; a field set to null (or '') is removed and falls back to the base text.
 */
export function translationsSchema<T extends z.ZodType>(fields: T) {
  return z
    .record(z.string(), fields.nullable(), { error: M.translationInvalid })
    .superRefine((value, ctx) => {
      const keys = Object.keys(value);
      if (keys.length > MAX_TRANSLATIONS) ctx.addIssue({ code: 'custom', message: M.tooMany });
      for (const key of keys) if (!canonicalLanguage(key)) ctx.addIssue({ code: 'custom', message: M.languageInvalid, path: [key] });
    })
    .transform((value) => {
      const out: Record<string, z.output<T> | null> = {};
      for (const [key, fields] of Object.entries(value)) out[canonicalLanguage(key) ?? key] = fields as z.output<T> | null;
      return out;
    });
}

/** Empty text means "no translation" (the field falls back), like null; the schema's own messages otherwise. */
export const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable()).optional();

/** A product's translation as admin reads answer it: null for each field without one. */
export const ProductTranslationSchema = z.object({
  name: z.string().nullable(),
  description: z.string().nullable(),
  features: z.array(z.string()).nullable(),
  slug: z.string().nullable(),
  /** Colour names (as the product names them) to their translation. */
  colors: z.record(z.string(), z.string()),
  sizes: z.record(z.string(), z.string()),
});
export type ProductTranslation = z.infer<typeof ProductTranslationSchema>;
export const ProductTranslationsSchema = z.record(z.string(), ProductTranslationSchema);

export const CategoryTranslationSchema = z.object({
  name: z.string().nullable(),
  slug: z.string().nullable(),
  description: z.string().nullable(),
});
export type CategoryTranslation = z.infer<typeof CategoryTranslationSchema>;
export const CategoryTranslationsSchema = z.record(z.string(), CategoryTranslationSchema);

export const BrandTranslationSchema = z.object({ name: z.string() });
export const BrandTranslationsSchema = z.record(z.string(), BrandTranslationSchema);

/** The CSV columns of a product's translation in a language: `name[de]`, `description[de]` … */
export const TRANSLATED_CSV_FIELDS = ['name', 'description', 'features', 'slug'] as const;
export type TranslatedCsvField = (typeof TRANSLATED_CSV_FIELDS)[number];
export const translatedColumn = (field: TranslatedCsvField, lang: string) => `${field}[${lang}]`;
/** `name[de]` -> ['name', 'de']; null for any other column. */
export function parseTranslatedColumn(column: string): [TranslatedCsvField, string] | null {
  const match = /^(name|description|features|slug)\[([A-Za-z0-9-]{2,35})\]$/.exec(column);
  return match ? [match[1] as TranslatedCsvField, match[2]!] : null;
}
