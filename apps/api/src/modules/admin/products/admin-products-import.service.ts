import {
  ADMIN_PRODUCT_MESSAGES as M,
  CATALOG_AUDIT_ACTIONS as A,
  PRODUCT_LIMITS,
  type ImportError,
  type ImportResult,
  type ProductCsvColumn,
  type ProductPatch,
  type ProductTranslationsInput,
} from '@shopwright/shared/admin';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/database';
import { recordAudit } from '../../../lib/audit';
import { badRequest } from '../../../lib/errors';
import { replaceProductPricesIn } from '../../catalog/market-prices';
import { slugOf } from '../../catalog/product-key';
import { writeProductTranslations } from '../../catalog/translation-writes';
import { notifyBackInStock } from '../../catalog/stock.service';
import { applyPatch, insertNew, loadDetail } from './admin-product-writer';
import { fixedPriceCurrencies } from './admin-product-prices.service';
import { CsvSyntaxError, parseCsv, type CsvRecord } from './admin-products-csv';
import { marketColumns, rowMarketPrices, withoutColumns, type FixedRowPrice } from './admin-products-csv.markets';
import { readHeader, readRow, VARIANT_COLUMNS, type CsvProductRow } from './admin-products-csv.rows';
import { rowSlug, rowTranslations, translatedSlugErrors, translationColumns } from './admin-products-csv.translations';
import { translatableLanguages } from './admin-translations';
import { bySlug, checkVariantRows, writeVariantRows } from './admin-products-import.variants';
import * as repo from './admin-products.repo';

export type ImportOutcome = { ok: true; result: ImportResult } | { ok: false; errors: ImportError[] };
type Ref = { id: number; name: string; slug: string };
interface CheckedRow extends CsvProductRow {
  slug: string;
  category: Ref;
  brand: Ref | null;
}

function parse(text: string): { records: CsvRecord[] } | { errors: ImportError[] } {
  try {
    return { records: parseCsv(text) };
  } catch (err) {
    if (err instanceof CsvSyntaxError) return { errors: [{ line: err.line, field: 'file', message: M.csvMalformed }] };
    throw err;
  }
}

async function refMaps(db: Database) {
  const [categories, brands, taxCategories] = await repo.importReferences(db);
  return {
    categories: new Map(categories.map((c) => [c.slug, c])),
    brands: new Map(brands.map((b) => [b.slug, b])),
    taxCategories: new Set(taxCategories.map((c) => c.code)),
  };
}

/** Every row checked: the schema, the category, brand and tax category, and slugs repeated in the file. */
async function checkRows(db: Database, records: CsvRecord[]): Promise<{ rows: CheckedRow[] } | { errors: ImportError[] }> {
  const header = readHeader(records[0]!);
  if ('errors' in header) return header;
  const refs = await refMaps(db);
  const errors: ImportError[] = [];
  const rows: CheckedRow[] = [];
  const firstLineOf = new Map<string, number>();
  for (const record of records.slice(1)) {
    const row = readRow(header.columns, record);
    if ('errors' in row) {
      errors.push(...row.errors);
      continue;
    }
    const slug = row.input.slug ?? slugOf(row.input.name);
    const category = refs.categories.get(row.input.category);
    const brand = row.input.brand === null ? null : refs.brands.get(row.input.brand);
    if (!category) errors.push({ line: row.line, field: 'category', message: M.categoryUnknown });
    if (brand === undefined) errors.push({ line: row.line, field: 'brand', message: M.brandUnknown });
    const taxCategoryKnown = refs.taxCategories.has(row.input.tax_category);
    if (!taxCategoryKnown) errors.push({ line: row.line, field: 'tax_category', message: M.taxCategoryUnknown });
    // A file with variant columns has one row per variant: a product's rows share its slug.
    const earlier = firstLineOf.get(slug);
    if (earlier !== undefined && !perVariant(row)) errors.push({ line: row.line, field: 'slug', message: M.slugRepeated(earlier) });
    else if (earlier === undefined) firstLineOf.set(slug, row.line);
    if (category && brand !== undefined && taxCategoryKnown) rows.push({ ...row, slug, category, brand });
  }
  if (rows.length > 0 && perVariant(rows[0]!)) errors.push(...(await checkVariantRows(db, rows)));
  errors.sort((a, b) => a.line - b.line);
  return errors.length > 0 ? { errors } : { rows };
}

const perVariant = (row: CsvProductRow) => VARIANT_COLUMNS.some((c) => row.columns.has(c));

/** The fields of an existing product the file changes: its columns only (stock is per variant in a per-variant file). */
function patchOf(row: CheckedRow): ProductPatch {
  const has = (c: ProductCsvColumn) => row.columns.has(c);
  const { input } = row;
  const patch: ProductPatch = { name: input.name, category: input.category, price: input.price };
  if (has('sale_price')) patch.sale_price = input.sale_price ?? input.price;
  for (const key of ['description', 'brand', 'stock', 'colors', 'sizes', 'features', 'published', 'tax_category', 'weight'] as const) {
    if (has(key) && !(key === 'stock' && perVariant(row))) Object.assign(patch, { [key]: input[key] });
  }
  return patch;
}

/** The file's market price columns (ADR 027): per line, the product's fixed prices in their currencies. */
interface MarketPrices {
  currencies: string[];
  byLine: Map<number, FixedRowPrice[]>;
}

/** Reads and removes the market price columns; the rest of the file is read as before. */
async function splitMarketPrices(ctx: AppContext, records: CsvRecord[]) {
  const { columns, errors, strip } = marketColumns(records[0]!, new Set(await fixedPriceCurrencies(ctx)));
  const byLine = new Map<number, FixedRowPrice[]>();
  for (const record of records.slice(1)) {
    const row = rowMarketPrices(record, columns);
    errors.push(...row.errors);
    byLine.set(record.line, row.prices);
  }
  const market: MarketPrices | null = columns.length > 0 ? { currencies: [...new Set(columns.map((c) => c.currency))], byLine } : null;
  return { records: records.map((r) => withoutColumns(r, strip)), errors, market };
}

/** Reads and removes the translation columns (ADR 030): per line, the product's texts in other languages. */
async function splitTranslations(ctx: AppContext, records: CsvRecord[]) {
  const { columns, errors, strip } = translationColumns(records[0]!, (await translatableLanguages(ctx)).served);
  const byLine = new Map<number, ProductTranslationsInput>();
  const slugs: Array<{ line: number; slug: string; translations?: ProductTranslationsInput }> = [];
  for (const record of records.slice(1)) {
    const row = rowTranslations(record, columns);
    errors.push(...row.errors);
    if (row.translations) {
      byLine.set(record.line, row.translations);
      slugs.push({ line: record.line, slug: rowSlug(record, records[0]!), translations: row.translations });
    }
  }
  if (errors.length === 0) errors.push(...(await translatedSlugErrors(ctx.db, slugs)));
  return { records: records.map((r) => withoutColumns(r, strip)), errors, texts: columns.length > 0 ? byLine : null };
}

async function writeRows(
  ctx: AppContext,
  actorId: number,
  rows: CheckedRow[],
  market: MarketPrices | null,
  texts: Map<number, ProductTranslationsInput> | null,
) {
  const setPrices = async (trx: Database, id: number, line: number) => {
    if (market) await replaceProductPricesIn(trx, id, market.currencies, market.byLine.get(line) ?? []);
    const translations = texts?.get(line);
    if (translations) await writeProductTranslations(trx, id, translations);
  };
  return ctx.db.transaction().execute(async (trx) => {
    const result = { created: 0, updated: 0 };
    const announce: number[] = [];
    for (const group of bySlug(rows).values()) {
      const row = group[0]!;
      const variantRows = perVariant(row);
      const existing = await repo.findProductBySlug(trx, row.slug);
      const current = existing && (await loadDetail(trx, existing.id));
      if (!current) {
        const id = await insertNew(trx, actorId, { ...row.input, slug: row.slug, stock: variantRows ? 0 : row.input.stock }, row, 'import');
        if (variantRows) await writeVariantRows(trx, actorId, id, group);
        await setPrices(trx, id, row.line);
        result.created += 1;
        continue;
      }
      const patch = patchOf(row);
      const refs = { category: row.category, ...(row.columns.has('brand') ? { brand: row.brand } : {}) };
      const { stockBefore } = await applyPatch(trx, ctx.dialect, actorId, current, patch, refs, 'import');
      if (variantRows) await writeVariantRows(trx, actorId, current.id, group);
      await setPrices(trx, current.id, row.line);
      const stockAfter = (await loadDetail(trx, current.id))!.stock;
      const published = patch.published ?? current.published;
      if (published && stockAfter > 0 && (stockBefore === 0 || !current.published)) announce.push(current.id);
      result.updated += 1;
    }
    const slugs = rows.slice(0, 200).map((r) => r.slug);
    await recordAudit(trx, { actor_id: actorId, action: A.productImport, entity: 'product', entity_id: null, after: { ...result, slugs } });
    return { result, announce };
  });
}

/**
 * `POST admin/products/import`: creates or updates products by slug from a CSV document; a
 * file with variant columns has one row per variant (matched by SKU, else colour and size). Every
 * row is checked first; with any problem nothing is written and every problem is answered with
 * its line. Otherwise all rows are written in one transaction.
 */
export async function importProducts(ctx: AppContext, actorId: number, text: string): Promise<ImportOutcome> {
  const parsed = parse(text);
  if ('errors' in parsed) return { ok: false, errors: parsed.errors };
  if (parsed.records.length < 2) throw badRequest(M.importEmpty);
  if (parsed.records.length - 1 > PRODUCT_LIMITS.importRows) throw badRequest(M.importTooLarge);
  const split = await splitMarketPrices(ctx, parsed.records);
  const texts = await splitTranslations(ctx, split.records);
  const checked = await checkRows(ctx.db, texts.records);
  if ('errors' in checked || split.errors.length > 0 || texts.errors.length > 0) {
    const errors = [...split.errors, ...texts.errors, ...('errors' in checked ? checked.errors : [])].sort((a, b) => a.line - b.line);
    return { ok: false, errors };
  }
  const { result, announce } = await writeRows(ctx, actorId, checked.rows, split.market, texts.texts);
  for (const id of announce) await notifyBackInStock(ctx, id);
  return { ok: true, result };
}
