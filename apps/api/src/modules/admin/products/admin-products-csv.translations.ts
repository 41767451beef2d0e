import {
  ADMIN_PRODUCT_MESSAGES as P,
  parseTranslatedColumn,
  ProductTranslationsInputSchema,
  TRANSLATED_CSV_FIELDS,
  TRANSLATION_MESSAGES as T,
  translatedColumn,
  type ImportError,
  type ProductTranslationsInput,
  type TranslatedCsvField,
} from '@shopwright/shared/admin';
import { canonicalLanguage } from '@shopwright/shared/markets';
import type { Database } from '../../../db/database';
import { slugOf } from '../../catalog/product-key';
import { productSlugOwners } from '../../catalog/translations.repo';
import { undefused, type CsvRecord } from './admin-products-csv';
import { findProductBySlug } from './admin-products.repo';

/**
 * The translation columns of the product CSV (ADR 030): `name[de]`, `description[de]`,
 * `features[de]` (one per line) and `slug[de]` per language a market has. Read apart from the
 * other columns; a blank cell removes that field's translation (the shop falls back to English),
 * so a file exported, edited and imported again keeps what it shows.
 */
export interface TranslationColumn {
  index: number;
  name: string;
  field: TranslatedCsvField;
  lang: string;
}

/** The header's translation columns, or their problems (a language no market has, a column twice). */
export function translationColumns(header: CsvRecord, languages: ReadonlySet<string>) {
  const columns: TranslationColumn[] = [];
  const errors: ImportError[] = [];
  const strip: number[] = [];
  header.cells.forEach((cell, index) => {
    const parsed = parseTranslatedColumn(cell.trim());
    if (!parsed) return;
    strip.push(index);
    const lang = canonicalLanguage(parsed[1]) ?? parsed[1];
    const name = translatedColumn(parsed[0], lang);
    if (!languages.has(lang)) errors.push({ line: header.line, field: name, message: T.csvLanguageUnknown(name) });
    else if (columns.some((c) => c.name === name)) errors.push({ line: header.line, field: name, message: P.columnRepeated(name) });
    else columns.push({ index, name, field: parsed[0], lang });
  });
  return { columns, errors, strip };
}

/** A row's translations, checked with the admin API's schema (same limits as the English fields). */
export function rowTranslations(
  record: CsvRecord,
  columns: TranslationColumn[],
): { translations?: ProductTranslationsInput; errors: ImportError[] } {
  if (columns.length === 0) return { errors: [] };
  const raw: Record<string, Record<string, unknown>> = {};
  for (const c of columns) {
    const cell = undefused(record.cells[c.index] ?? '').trim();
    const value =
      cell === ''
        ? null
        : c.field === 'features'
          ? cell
              .split(/\r?\n/)
              .map((f) => f.trim())
              .filter(Boolean)
          : cell;
    (raw[c.lang] ??= {})[c.field] = value;
  }
  const parsed = ProductTranslationsInputSchema.safeParse(raw);
  if (parsed.success) return { translations: parsed.data, errors: [] };
  const errors = parsed.error.issues.map((issue) => {
    const [lang, field] = issue.path.map(String);
    const name =
      field && (TRANSLATED_CSV_FIELDS as readonly string[]).includes(field) ? translatedColumn(field as TranslatedCsvField, lang!) : 'file';
    return { line: record.line, field: name, message: issue.message };
  });
  return { errors };
}

/**
 * Translated slugs another product uses in that language (as its translation or its own slug), or
 * that two rows of the file give different products: the line's `slug[de]` problem. A row's
 * product is found by its slug (or the one its name makes), as the import finds it.
 */
export async function translatedSlugErrors(
  db: Database,
  rows: Array<{ line: number; slug: string; translations?: ProductTranslationsInput }>,
): Promise<ImportError[]> {
  const errors: ImportError[] = [];
  const claimed = new Map<string, string>();
  for (const row of rows) {
    for (const [lang, fields] of Object.entries(row.translations ?? {})) {
      if (!fields?.slug) continue;
      const field = translatedColumn('slug', lang);
      const key = `${lang}|${fields.slug}`;
      const other = claimed.get(key);
      if (other !== undefined && other !== row.slug) {
        errors.push({ line: row.line, field, message: T.productSlugTaken });
        continue;
      }
      claimed.set(key, row.slug);
      const self = await findProductBySlug(db, row.slug);
      // Only the row's own product may hold it already (a new product holds nothing yet).
      if ((await productSlugOwners(db, lang, fields.slug)).some((id) => id !== self?.id))
        errors.push({ line: row.line, field, message: T.productSlugTaken });
    }
  }
  return errors;
}

/** The slug a row's product has or gets: its `slug` cell, else the one its name makes. */
export function rowSlug(record: CsvRecord, header: CsvRecord): string {
  const at = (column: string) => header.cells.findIndex((c) => c.trim().toLowerCase() === column);
  const slug =
    at('slug') >= 0
      ? undefused(record.cells[at('slug')] ?? '')
          .trim()
          .toLowerCase()
      : '';
  return slug || slugOf(undefused(record.cells[at('name')] ?? '').trim());
}

/** The export's translation cells of a product, in the order of `languages` x TRANSLATED_CSV_FIELDS. */
export function translationCells(
  languages: string[],
  rows: Array<{ lang: string; name: string | null; description: string | null; features: string | null; slug: string | null }>,
  featuresOf: (json: string) => string[],
): Array<string | null> {
  return languages.flatMap((lang) => {
    const row = rows.find((r) => r.lang === lang);
    return [row?.name ?? null, row?.description ?? null, row?.features ? featuresOf(row.features).join('\n') : null, row?.slug ?? null];
  });
}
export const translationHeader = (languages: string[]) =>
  languages.flatMap((lang) => TRANSLATED_CSV_FIELDS.map((f) => translatedColumn(f, lang)));
