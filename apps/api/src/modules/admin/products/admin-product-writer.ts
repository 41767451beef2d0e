import {
  ADMIN_PRODUCT_MESSAGES as M,
  type AdminProductDetail,
  type ProductInput,
  type ProductPatch,
  type StockReason,
} from '@shopwright/shared/admin';
import { toMinor } from '@shopwright/shared/money';
import type { Database, Dialect } from '../../../db/database';
import { AppError, fieldError } from '../../../lib/errors';
import { nowIso } from '../../../lib/time';
import { slugOf } from '../../catalog/product-key';
import { createProduct, updateProduct, type ProductColumns } from '../../catalog/product-writes';
import { productColors, productSizes, searchKeywords } from '../../catalog/products.repo';
import { productTranslations } from '../../catalog/translations.repo';
import { toAdminDetail } from './admin-products.mappers';
import * as repo from './admin-products.repo';

type Ref = { id: number; name: string; slug: string };
export interface Refs {
  category?: Ref;
  /** Undefined: not changed; null: no brand. */
  brand?: Ref | null;
}

export const slugConflict = () => new AppError(409, 'CONFLICT', M.slugTaken, { slug: [M.slugTaken] });

/** The category and brand named by slug, and the tax category by code; an unknown one is a field error. */
export async function resolveRefs(db: Database, input: { category?: string; brand?: string | null; tax_category?: string }): Promise<Refs> {
  const refs: Refs = {};
  if (input.category !== undefined) {
    refs.category = await repo.categoryBySlug(db, input.category);
    if (!refs.category) throw fieldError('category', M.categoryUnknown);
  }
  if (input.brand !== undefined) {
    refs.brand = input.brand === null ? null : await repo.brandBySlug(db, input.brand);
    if (refs.brand === undefined) throw fieldError('brand', M.brandUnknown);
  }
  if (input.tax_category !== undefined && !(await repo.taxCategoryExists(db, input.tax_category)))
    throw fieldError('tax_category', M.taxCategoryUnknown);
  return refs;
}

/** A product with its pictures and options, as admin answers show it. */
export async function loadDetail(db: Database, id: number): Promise<AdminProductDetail | undefined> {
  const row = await repo.findProduct(db, id);
  if (!row) return undefined;
  const [images, colors, sizes] = await Promise.all([repo.productImageRows(db, id), productColors(db, id), productSizes(db, id)]);
  const translations = await productTranslations(db, id, { colors, sizes });
  return toAdminDetail(row, { images, colors, sizes, translations });
}

const keywordsOf = (brand: string | null | undefined, category: string, colors: Array<{ name: string }>) =>
  searchKeywords([brand, category, ...colors.map((c) => c.name)]);

/** Inserts a new product (its slug made from the name when not given) and its first stock movement. */
export async function insertNew(
  trx: Database,
  actorId: number,
  input: ProductInput,
  refs: Required<Refs>,
  reason: StockReason,
): Promise<number> {
  const slug = input.slug ?? slugOf(input.name);
  if (await repo.slugTaken(trx, slug)) throw slugConflict();
  const price = toMinor(input.price);
  const product = {
    slug,
    name: input.name,
    category_id: refs.category.id,
    brand_id: refs.brand?.id ?? null,
    description: input.description,
    features: input.features,
    regular_price: price,
    sale_price: input.sale_price === undefined ? price : toMinor(input.sale_price),
    stock: input.stock,
    published: input.published,
    date_added: nowIso(),
    modified_by: actorId,
    search_keywords: keywordsOf(refs.brand?.name, refs.category.name, input.colors),
    colors: input.colors,
    sizes: input.sizes,
    tax_category: input.tax_category,
    // A gift card weighs nothing: it is mailed.
    weight: input.kind === 'gift_card' ? null : input.weight,
    kind: input.kind,
  };
  return createProduct(trx, product, { reason, actorId });
}

/**
 * The new prices in cents. A product that was not on sale stays so when only its regular price
 * changes; otherwise a stored sale price above a new regular price is refused.
 */
function pricesOf(current: AdminProductDetail, patch: ProductPatch) {
  const price = patch.price ?? current.price;
  const notOnSale = current.sale_price === current.price;
  const sale = patch.sale_price ?? (patch.price !== undefined && notOnSale ? patch.price : current.sale_price);
  if (sale > price) throw fieldError('sale_price', M.saleAbovePrice);
  return { base_price: toMinor(price), base_sale_price: toMinor(sale) };
}

/** Applies a patch in the caller's transaction; answers the stock before and after (read under a lock). */
export async function applyPatch(
  trx: Database,
  dialect: Dialect,
  actorId: number,
  current: AdminProductDetail,
  patch: ProductPatch,
  refs: Refs,
  reason: StockReason,
) {
  if (patch.slug !== undefined && patch.slug !== current.slug && (await repo.slugTaken(trx, patch.slug, current.id))) throw slugConflict();
  const set: ProductColumns = { ...pricesOf(current, patch), modified_by: actorId, modified_date: nowIso() };
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.slug !== undefined) set.slug = patch.slug;
  if (patch.description !== undefined) set.description = patch.description;
  if (patch.features !== undefined) set.features = JSON.stringify(patch.features);
  if (patch.published !== undefined) set.published = patch.published ? 1 : 0;
  if (patch.tax_category !== undefined) set.tax_category = patch.tax_category;
  if (patch.weight !== undefined) set.weight = patch.weight;
  if (patch.kind !== undefined) set.kind = patch.kind;
  if ((patch.kind ?? current.kind) === 'gift_card') set.weight = null;
  if (refs.category) set.category_id = refs.category.id;
  if (refs.brand !== undefined) set.brand_id = refs.brand?.id ?? null;
  if (refs.category || refs.brand !== undefined || patch.colors) {
    const brand = refs.brand === undefined ? current.brand?.name : refs.brand?.name;
    set.search_keywords = keywordsOf(brand, refs.category?.name ?? current.category.name, patch.colors ?? current.colors);
  }
  // A gift card's stock is the catalog's (never sold out): an edit of it is ignored.
  const stock =
    patch.stock === undefined || (patch.kind ?? current.kind) === 'gift_card'
      ? undefined
      : { value: patch.stock, reason, note: patch.stock_note, actorId };
  return updateProduct(trx, dialect, current, { columns: set, colors: patch.colors, sizes: patch.sizes, stock });
}
