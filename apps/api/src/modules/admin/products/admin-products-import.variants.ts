import { ADMIN_PRODUCT_MESSAGES as M, ADMIN_VARIANT_MESSAGES as V, type ImportError } from '@shopwright/shared/admin';
import { toMinor } from '@shopwright/shared/money';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/errors';
import { importVariant } from '../../catalog/variant-writes';
import { allVariants, optionKey, type VariantChange } from '../../catalog/variants.repo';
import { productsOfSkus, variantOptionsOf } from './admin-products.repo';
import type { CsvProductRow } from './admin-products-csv.rows';

/** A checked row: slug resolved (the import service adds category and brand). */
type Row = CsvProductRow & { slug: string };

const PRODUCT_FIELDS = [
  'name',
  'category',
  'brand',
  'description',
  'price',
  'sale_price',
  'published',
  'colors',
  'sizes',
  'features',
  'tax_category',
  'weight',
] as const;
const productPart = (row: Row) => JSON.stringify(PRODUCT_FIELDS.map((f) => (row.columns.has(f) ? row.input[f] : null)));
const keyOf = (color: string | null | undefined, size: string | null | undefined) => `${optionKey(color)}\u0000${optionKey(size)}`;

/** Rows grouped by product slug, in file order. */
export function bySlug<R extends Row>(rows: R[]): Map<string, R[]> {
  const groups = new Map<string, R[]>();
  for (const row of rows) groups.set(row.slug, [...(groups.get(row.slug) ?? []), row]);
  return groups;
}

/** Existing variants (SKU and options) of the products and SKUs a file names: two queries. */
async function known(db: Database, slugs: string[], skus: string[]) {
  const bySku = new Map<string, string>();
  for (let i = 0; i < skus.length; i += 500) {
    const rows = await productsOfSkus(db, skus.slice(i, i + 500));
    for (const r of rows) bySku.set(r.sku.toUpperCase(), r.slug);
  }
  const options = new Map<string, { colors: Set<string>; sizes: Set<string> }>();
  for (let i = 0; i < slugs.length; i += 500) {
    const rows = await variantOptionsOf(db, slugs.slice(i, i + 500));
    for (const r of rows) {
      const o = options.get(r.slug) ?? { colors: new Set<string>(), sizes: new Set<string>() };
      o.colors.add(r.color_key);
      o.sizes.add(r.size_key);
      options.set(r.slug, o);
    }
  }
  return { bySku, options };
}

/**
 * The checks of a file with one row per variant: a product's rows agree on the product columns,
 * each colour and size is one of the product's, no colour x size or SKU appears twice, and no
 * SKU belongs to another product.
 */
export async function checkVariantRows(db: Database, rows: Row[]): Promise<ImportError[]> {
  const errors: ImportError[] = [];
  const skus = rows.flatMap((r) => (r.variant.sku ? [r.variant.sku.toUpperCase()] : []));
  const { bySku, options } = await known(db, [...new Set(rows.map((r) => r.slug))], [...new Set(skus)]);
  const skuLine = new Map<string, number>();
  for (const group of bySlug(rows).values()) {
    const first = group[0]!;
    const variantLine = new Map<string, number>();
    for (const row of group) {
      const problem = (field: string, message: string) => errors.push({ line: row.line, field, message });
      if (row !== first && productPart(row) !== productPart(first)) problem('row', M.productColumnsDiffer(first.line));
      const colors = row.columns.has('colors')
        ? new Set(row.input.colors.map((c) => optionKey(c.name)))
        : (options.get(row.slug)?.colors ?? new Set(['']));
      const sizes = row.columns.has('sizes') ? new Set(row.input.sizes.map(optionKey)) : (options.get(row.slug)?.sizes ?? new Set(['']));
      const color = optionKey(row.variant.color);
      const size = optionKey(row.variant.size);
      if (!(colors.has(color) || (colors.size === 0 && color === ''))) problem('color', M.optionNotListed('color'));
      if (!(sizes.has(size) || (sizes.size === 0 && size === ''))) problem('size', M.optionNotListed('size'));
      const key = keyOf(color, size);
      const earlier = variantLine.get(key);
      if (earlier !== undefined) problem('color', M.variantRepeated(earlier));
      else variantLine.set(key, row.line);
      const sku = row.variant.sku?.toUpperCase();
      if (sku) {
        const seen = skuLine.get(sku);
        if (seen !== undefined) problem('sku', M.skuRepeated(seen));
        else skuLine.set(sku, row.line);
        const owner = bySku.get(sku);
        if (owner !== undefined && owner !== row.slug) problem('sku', M.skuTakenElsewhere);
      }
    }
  }
  return errors;
}

/**
 * Writes a product's variant rows after the product itself was created or updated (its variants
 * then match its colours and sizes): each row finds its variant by SKU, else by colour and size,
 * and sets the columns the file has. In the import's transaction.
 */
export async function writeVariantRows(trx: Database, actorId: number, productId: number, rows: Row[]): Promise<void> {
  const variants = (await allVariants(trx, productId)).filter((v) => v.retired_at === null);
  for (const row of rows) {
    const has = (c: Parameters<typeof row.columns.has>[0]) => row.columns.has(c);
    const { sku, color, size, price, sale_price, barcode, weight } = row.variant;
    const variant =
      (sku && variants.find((v) => v.sku.toUpperCase() === sku.toUpperCase())) ||
      variants.find((v) => keyOf(v.color, v.size) === keyOf(color, size));
    if (!variant) throw new AppError(400, 'VALIDATION_ERROR', V.variantNotFound, { [`line ${row.line}`]: [V.variantNotFound] });
    const change: VariantChange = {};
    if (sku && sku !== variant.sku) change.sku = sku;
    if (has('stock')) change.stock = row.input.stock;
    if (has('variant_price')) change.price = price === null || price === undefined ? null : toMinor(price);
    if (has('variant_sale_price')) change.sale_price = sale_price === null || sale_price === undefined ? null : toMinor(sale_price);
    if (has('barcode')) change.barcode = barcode ?? null;
    const edit = { productId, variant, change, weight: has('variant_weight') ? (weight ?? null) : undefined };
    await importVariant(trx, edit, { reason: 'import', actorId });
  }
}
