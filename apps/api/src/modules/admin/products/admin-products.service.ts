import {
  ADMIN_PRODUCT_MESSAGES as M,
  CATALOG_AUDIT_ACTIONS as A,
  type AdminProduct,
  type AdminProductDetail,
  type AdminProductSort,
  type BulkProductAction,
  type Page,
  type ProductInput,
  type ProductPatch,
  type StockFilter,
} from '@shopwright/shared/admin';
import type { AppContext } from '../../../context';
import { recordAudit } from '../../../lib/audit';
import { createImageStorage } from '../../../lib/image-storage';
import { notFound } from '../../../lib/errors';
import { nowIso } from '../../../lib/time';
import { deleteProduct as removeProduct, setPublished } from '../../catalog/product-writes';
import { productSearch, searchTokens } from '../../catalog/search';
import { writeProductTranslations } from '../../catalog/translation-writes';
import { notifyBackInStock } from '../../catalog/stock.service';
import { pageOf, type PageRequest } from '../admin-pagination';
import { applyPatch, insertNew, loadDetail, resolveRefs } from './admin-product-writer';
import { changedFields, editableView, toAdminProduct } from './admin-products.mappers';
import * as repo from './admin-products.repo';
import { removeImageFiles } from './admin-product-images.service';
import { checkLanguages, checkOptionNames, checkProductSlugs } from './admin-translations';

export interface ProductListQuery extends PageRequest {
  q?: string;
  category?: string;
  brand?: string;
  published?: boolean;
  stock?: StockFilter;
  sort: AdminProductSort;
  updated_since?: string;
}

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `GET admin/products`: every product, published or not, filtered, sorted and paginated. */
export async function listProducts(ctx: AppContext, query: ProductListQuery): Promise<Page<AdminProduct>> {
  const tokens = query.q ? searchTokens(query.q) : [];
  const filters: repo.AdminListFilters = {
    search: tokens.length > 0 ? productSearch(ctx.dialect, tokens, 'last') : null,
    slugPattern: query.q ? likePattern(query.q) : undefined,
    category: query.category,
    brand: query.brand,
    published: query.published,
    stock: query.stock,
    updatedSince: query.updated_since,
  };
  const [rows, count] = await Promise.all([repo.productPage(ctx.db, filters, query.sort, query), repo.countProducts(ctx.db, filters)]);
  return pageOf(rows.map(toAdminProduct), count, query);
}

export async function getProduct(ctx: AppContext, id: number): Promise<AdminProductDetail> {
  const product = await loadDetail(ctx.db, id);
  if (!product) throw notFound(M.productNotFound);
  return product;
}

/**
 * Mails the people waiting for a product when it has just become available to them: stock
 * raised from none, or published with stock.
 */
export async function announceIfBackInStock(
  ctx: AppContext,
  before: { stock: number; published: boolean },
  after: AdminProductDetail,
): Promise<void> {
  if (after.published && after.stock > 0 && (before.stock === 0 || !before.published)) await notifyBackInStock(ctx, after.id);
}

/** `POST admin/products`. */
export async function createProduct(ctx: AppContext, actorId: number, input: ProductInput): Promise<AdminProductDetail> {
  await checkLanguages(ctx, input.translations);
  checkOptionNames(input.translations, input);
  return ctx.db.transaction().execute(async (trx) => {
    const refs = await resolveRefs(trx, input);
    await checkProductSlugs(trx, input.translations, null);
    const id = await insertNew(trx, actorId, input, { category: refs.category!, brand: refs.brand ?? null }, 'created');
    if (input.translations) await writeProductTranslations(trx, id, input.translations);
    const product = (await loadDetail(trx, id))!;
    await recordAudit(trx, { actor_id: actorId, action: A.productCreate, entity: 'product', entity_id: id, after: editableView(product) });
    return product;
  });
}

/** `PATCH admin/products/{id}`: the fields sent; stock changes are recorded and announced. */
export async function updateProduct(ctx: AppContext, actorId: number, id: number, patch: ProductPatch): Promise<AdminProductDetail> {
  await checkLanguages(ctx, patch.translations);
  const { before, after, stockBefore } = await ctx.db.transaction().execute(async (trx) => {
    const current = await loadDetail(trx, id);
    if (!current) throw notFound(M.productNotFound);
    const refs = await resolveRefs(trx, patch);
    checkOptionNames(patch.translations, { colors: patch.colors ?? current.colors, sizes: patch.sizes ?? current.sizes });
    await checkProductSlugs(trx, patch.translations, id);
    const { stockBefore } = await applyPatch(trx, ctx.dialect, actorId, current, patch, refs, 'edit');
    if (patch.translations) await writeProductTranslations(trx, id, patch.translations);
    const updated = (await loadDetail(trx, id))!;
    const diff = changedFields(editableView(current), editableView(updated));
    await recordAudit(trx, { actor_id: actorId, action: A.productUpdate, entity: 'product', entity_id: id, ...diff });
    return { before: current, after: updated, stockBefore };
  });
  await announceIfBackInStock(ctx, { stock: stockBefore, published: before.published }, after);
  return after;
}

/**
 * `DELETE admin/products/{id}`: removes the product for good. Orders keep their own copy of
 * name, price and picture (order lines only lose the link), so history stays intact.
 */
export async function deleteProduct(ctx: AppContext, actorId: number, id: number): Promise<void> {
  const images = await ctx.db.transaction().execute(async (trx) => {
    const current = await loadDetail(trx, id);
    if (!current) throw notFound(M.productNotFound);
    const rows = await repo.productImageRows(trx, id);
    await removeProduct(trx, id);
    await recordAudit(trx, { actor_id: actorId, action: A.productDelete, entity: 'product', entity_id: id, before: editableView(current) });
    return rows;
  });
  const storage = createImageStorage(ctx.config.dataDir);
  for (const image of images) await removeImageFiles(ctx.db, storage, image.variants);
}

/** `POST admin/products/bulk`: publishes or unpublishes several products at once (all or none). */
export async function bulkPublish(ctx: AppContext, actorId: number, { ids, action }: BulkProductAction): Promise<{ updated: number }> {
  const unique = [...new Set(ids)];
  const publish = action === 'publish';
  const changed = await ctx.db.transaction().execute(async (trx) => {
    if ((await repo.existingIds(trx, unique)).length !== unique.length) throw notFound(M.productsNotFound);
    // Each change is announced by the catalog (product.updated, the catalog notice).
    const rows = await setPublished(trx, unique, publish, actorId, nowIso());
    for (const row of rows) {
      await recordAudit(trx, {
        actor_id: actorId,
        action: publish ? A.productPublish : A.productUnpublish,
        entity: 'product',
        entity_id: row.id,
        before: { published: !publish },
        after: { published: publish },
      });
    }
    return rows;
  });
  if (publish) for (const row of changed) if (row.stock > 0) await notifyBackInStock(ctx, row.id);
  return { updated: changed.length };
}
