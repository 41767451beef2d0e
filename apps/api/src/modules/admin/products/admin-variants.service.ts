import {
  ADMIN_PRODUCT_MESSAGES as P,
  ADMIN_VARIANT_MESSAGES as M,
  VARIANT_AUDIT_ACTIONS as A,
  type AdminVariant,
  type VariantBulk,
  type VariantPatch,
} from '@shopwright/shared/admin';
import { fromMinor, toMinor } from '@shopwright/shared/money';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/database';
import { recordAudit } from '../../../lib/audit';
import { AppError, fieldError, notFound } from '../../../lib/errors';
import { imageOf } from '../../catalog/catalog.mappers';
import { notifyBackInStock } from '../../catalog/stock.service';
import { editVariant } from '../../catalog/variant-writes';
import { allVariants, lockVariant, skuOwner, type AdminVariantRow, type VariantChange } from '../../catalog/variants.repo';
import { productExists, productHasImage } from './admin-products.repo';

const skuConflict = () => new AppError(409, 'CONFLICT', M.skuTaken, { sku: [M.skuTaken] });
/** A unique-index refusal (a racing admin took the SKU between our check and the write). */
const isUniqueViolation = (e: unknown) => /UNIQUE constraint failed|duplicate key value/i.test(String((e as Error)?.message));

export function toAdminVariant(row: AdminVariantRow): AdminVariant {
  const image = imageOf(row.image_alt, row.image_variants);
  return {
    id: row.id,
    sku: row.sku,
    color: row.color,
    size: row.size,
    price: row.price === null ? null : fromMinor(row.price),
    sale_price: row.sale_price === null ? null : fromMinor(row.sale_price),
    effective_price: fromMinor(row.price ?? row.base_price),
    effective_sale_price: fromMinor(row.sale_price ?? row.base_sale_price),
    stock: Number(row.stock),
    barcode: row.barcode,
    image: image && row.image_id !== null ? { id: row.image_id, ...image } : null,
    position: row.position,
    retired_at: row.retired_at,
    weight: row.weight == null ? null : Number(row.weight),
  };
}

/** `GET admin/products/{id}/variants`: sellable variants in order, then retired ones. */
export async function listVariants(ctx: AppContext, productId: number): Promise<AdminVariant[]> {
  if (!(await productExists(ctx.db, productId))) throw notFound(P.productNotFound);
  return (await allVariants(ctx.db, productId)).map(toAdminVariant);
}

type Current = NonNullable<Awaited<ReturnType<typeof lockVariant>>>;

/** The change in cents after the checks that need the database: SKU free, picture the product's, sale not above price. */
async function checkedChange(db: Database, current: Current, patch: Omit<VariantPatch, 'stock_note'>): Promise<VariantChange> {
  const change: VariantChange = {};
  if (patch.sku !== undefined && patch.sku !== current.sku) {
    const owner = await skuOwner(db, patch.sku);
    if (owner && owner.id !== current.id) throw skuConflict();
    change.sku = patch.sku;
  }
  if (patch.image_id !== undefined && patch.image_id !== null) {
    if (!(await productHasImage(db, current.product_id, patch.image_id))) throw fieldError('image_id', M.imageUnknown);
  }
  if (patch.image_id !== undefined) change.image_id = patch.image_id;
  if (patch.price !== undefined) change.price = patch.price === null ? null : toMinor(patch.price);
  if (patch.sale_price !== undefined) change.sale_price = patch.sale_price === null ? null : toMinor(patch.sale_price);
  const price = (change.price !== undefined ? change.price : current.price) ?? current.base_price;
  const sale = (change.sale_price !== undefined ? change.sale_price : current.sale_price) ?? current.base_sale_price;
  if (sale > price) throw fieldError('sale_price', M.saleAbovePrice);
  if (patch.stock !== undefined) change.stock = patch.stock;
  if (patch.barcode !== undefined) change.barcode = patch.barcode;
  return change;
}

/** One variant's change with its stock movement and audit entry, in the caller's transaction; answers whether it came back in stock. */
async function applyChange(
  trx: Database,
  ctx: AppContext,
  actorId: number,
  productId: number,
  variantId: number,
  patch: VariantPatch,
): Promise<boolean> {
  const current = await lockVariant(trx, productId, variantId, ctx.dialect === 'postgres');
  if (!current) throw notFound(M.variantNotFound);
  const { stock_note, weight, ...fields } = patch;
  const change = await checkedChange(trx, current, fields);
  // The catalog records the stock movement and tells integrations in the same transaction (webhook outbox).
  await editVariant(trx, { productId, variant: current, change, weight }, { reason: 'edit', note: stock_note, actorId });
  const before = Object.fromEntries(Object.keys(change).map((k) => [k, current[k as keyof VariantChange]]));
  const weights = weight === undefined ? null : { before: { weight: current.weight ?? null }, after: { weight } };
  await recordAudit(trx, {
    actor_id: actorId,
    action: A.variantUpdate,
    entity: 'variant',
    entity_id: variantId,
    before: { sku: current.sku, ...before, ...weights?.before },
    after: { sku: change.sku ?? current.sku, ...change, ...weights?.after },
  });
  return current.stock === 0 && (change.stock ?? 0) > 0 && current.retired_at === null && current.published === 1;
}

async function inTransaction<T>(ctx: AppContext, work: (trx: Database) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction().execute(work);
  } catch (e) {
    if (isUniqueViolation(e)) throw skuConflict();
    throw e;
  }
}

/** `PATCH admin/products/{id}/variants/{variantId}`. Stock raised from 0 mails whoever waits for the variant. */
export async function patchVariant(
  ctx: AppContext,
  actorId: number,
  productId: number,
  variantId: number,
  patch: VariantPatch,
): Promise<AdminVariant> {
  const back = await inTransaction(ctx, (trx) => applyChange(trx, ctx, actorId, productId, variantId, patch));
  if (back) await notifyBackInStock(ctx, productId);
  const row = (await allVariants(ctx.db, productId)).find((v) => v.id === variantId)!;
  return toAdminVariant(row);
}

/** `POST admin/products/{id}/variants/bulk`: the same stock and/or prices for the chosen variants, all or none. */
export async function bulkUpdateVariants(ctx: AppContext, actorId: number, productId: number, bulk: VariantBulk): Promise<AdminVariant[]> {
  if (!(await productExists(ctx.db, productId))) throw notFound(P.productNotFound);
  const { ids, ...patch } = bulk;
  const back = await inTransaction(ctx, async (trx) => {
    let any = false;
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) any = (await applyChange(trx, ctx, actorId, productId, id, patch)) || any;
    return any;
  });
  if (back) await notifyBackInStock(ctx, productId);
  return listVariants(ctx, productId);
}
