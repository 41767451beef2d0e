import {
  ADMIN_PRODUCT_MESSAGES as M,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_REQUIRED,
  ProductInputSchema,
  type ImportError,
  type ProductCsvColumn,
  type ProductInput,
  SkuSchema,
  VariantPatchSchema,
} from '@shopwright/shared/admin';
import { z } from 'zod';
import { undefused, type CsvRecord } from './admin-products-csv';

/** A row's variant columns (present only when the file has them); prices in decimals, null: the product's. */
export interface CsvVariantFields {
  sku?: string;
  color?: string;
  size?: string;
  price?: number | null;
  sale_price?: number | null;
  barcode?: string | null;
  /** Grams; null: the product's. */
  weight?: number | null;
}

export interface CsvProductRow {
  line: number;
  input: ProductInput;
  /** The columns the file has: an update changes only these. */
  columns: ReadonlySet<ProductCsvColumn>;
  variant: CsvVariantFields;
}

/** The columns that name or describe one variant: a file with any of them has one row per variant. */
export const VARIANT_COLUMNS: readonly ProductCsvColumn[] = [
  'sku',
  'color',
  'size',
  'variant_price',
  'variant_sale_price',
  'barcode',
  'variant_weight',
];

const VariantCsvSchema = z.strictObject({
  sku: SkuSchema.optional(),
  color: z
    .string()
    .trim()
    .max(40, { error: M.valueInvalid('color') })
    .optional(),
  size: z
    .string()
    .trim()
    .max(40, { error: M.valueInvalid('size') })
    .optional(),
  variant_price: VariantPatchSchema.shape.price,
  variant_sale_price: VariantPatchSchema.shape.sale_price,
  barcode: VariantPatchSchema.shape.barcode,
  variant_weight: VariantPatchSchema.shape.weight,
});

const isColumn = (name: string): name is ProductCsvColumn => (PRODUCT_CSV_COLUMNS as readonly string[]).includes(name);

/** The header's columns in order, or the problems with it (all on the header's line). */
export function readHeader(record: CsvRecord): { columns: ProductCsvColumn[] } | { errors: ImportError[] } {
  const names = record.cells.map((c) => c.trim().toLowerCase());
  const errors: ImportError[] = [];
  const problem = (field: string, message: string) => errors.push({ line: record.line, field, message });
  names.forEach((name, i) => {
    if (!isColumn(name)) problem(name || `column ${i + 1}`, M.columnUnknown(name || `column ${i + 1}`));
    else if (names.indexOf(name) !== i) problem(name, M.columnRepeated(name));
  });
  for (const required of PRODUCT_CSV_REQUIRED) if (!names.includes(required)) problem(required, M.columnMissing(required));
  return errors.length > 0 ? { errors } : { columns: names as ProductCsvColumn[] };
}

const lines = (cell: string) =>
  cell
    .split(/\r\n|\n|\r/)
    .map((l) => l.trim())
    .filter(Boolean);
/** Numbers as numbers; anything else stays text, so the schema reports it with its own message. */
const numeric = (cell: string) => (/^-?\d+(\.\d+)?$/.test(cell.trim()) ? Number(cell.trim()) : cell);
const BOOLEAN: Record<string, boolean> = { true: true, yes: true, '1': true, false: false, no: false, '0': false };

function colorOf(text: string) {
  const m = /^(.*?)\s+(#\S*)$/.exec(text);
  return m ? { name: m[1]!, hex: m[2]! } : { name: text, hex: null };
}

/** One cell as the value the shared schema expects; undefined leaves the field out (its default). */
function valueOf(column: ProductCsvColumn, raw: string): unknown {
  const cell = undefused(raw);
  const blank = cell.trim() === '';
  switch (column) {
    case 'slug':
    case 'sale_price':
    case 'stock':
    case 'published':
    case 'tax_category':
      if (blank) return undefined;
      if (column === 'published') return BOOLEAN[cell.trim().toLowerCase()] ?? cell;
      return column === 'slug' || column === 'tax_category' ? cell : numeric(cell);
    case 'price':
      return numeric(cell);
    case 'brand':
      return blank ? null : cell;
    case 'weight':
    case 'variant_price':
    case 'variant_sale_price':
    case 'variant_weight':
    case 'barcode':
      return blank ? null : column === 'barcode' ? cell.trim() : numeric(cell);
    case 'sku':
    case 'color':
    case 'size':
      return blank ? undefined : cell;
    case 'colors':
      return lines(cell).map(colorOf);
    case 'sizes':
    case 'features':
      return lines(cell);
    default:
      return cell;
  }
}

/** Checks a data row with the same schema as `POST admin/products`; errors name the column. */
export function readRow(columns: ProductCsvColumn[], record: CsvRecord): CsvProductRow | { errors: ImportError[] } {
  const draft: Record<string, unknown> = {};
  const variantDraft: Record<string, unknown> = {};
  columns.forEach((column, i) => {
    const value = valueOf(column, record.cells[i] ?? '');
    if (value !== undefined) (VARIANT_COLUMNS.includes(column) ? variantDraft : draft)[column] = value;
  });
  const parsed = ProductInputSchema.safeParse(draft);
  const variant = VariantCsvSchema.safeParse(variantDraft);
  if (parsed.success && variant.success) {
    const { variant_price, variant_sale_price, variant_weight, ...rest } = variant.data;
    const fields: CsvVariantFields = {
      ...rest,
      ...(variant_price !== undefined ? { price: variant_price } : {}),
      ...(variant_sale_price !== undefined ? { sale_price: variant_sale_price } : {}),
      ...(variant_weight !== undefined ? { weight: variant_weight } : {}),
    };
    return { line: record.line, input: parsed.data, columns: new Set(columns), variant: fields };
  }
  const seen = new Set<string>();
  const errors: ImportError[] = [];
  for (const issue of [...(parsed.error?.issues ?? []), ...(variant.error?.issues ?? [])]) {
    const field = String(issue.path[0] ?? 'row');
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ line: record.line, field, message: issue.message });
  }
  return { errors };
}
