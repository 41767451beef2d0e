import type { Metadata } from 'sharp';
import { sharp } from '../../../lib/image-storage';
import { ADMIN_PRODUCT_MESSAGES as M, CATALOG_AUDIT_ACTIONS as A, PRODUCT_LIMITS, type AdminProductImage } from '@shopwright/shared/admin';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/database';
import { recordAudit } from '../../../lib/audit';
import { AppError, badRequest, conflict, notFound } from '../../../lib/errors';
import { createImageStorage, type ImageStorage, type StoredImage } from '../../../lib/image-storage';
import { addProductImage, removeProductImage, reorderProductImages } from '../../catalog/image-writes';
import { lockStock } from '../../catalog/stock.repo';
import { toAdminImages } from './admin-products.mappers';
import * as repo from './admin-products.repo';
import * as images from './admin-product-images.repo';

/**
 * What the bytes are, read from their content (never from the file name or the announced type):
 * one of the accepted formats, of a size that is safe to decode.
 */
export async function checkImage(input: Buffer): Promise<void> {
  let meta: Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: the size check below gives the clear answer.
    meta = await sharp()(input, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(M.imageInvalid);
  }
  const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
  if (!['jpeg', 'png', 'webp', 'gif', 'avif'].includes(format ?? '')) throw badRequest(M.imageInvalid);
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
  if (pixels === 0) throw badRequest(M.imageInvalid);
  if (pixels > PRODUCT_LIMITS.imagePixels) throw badRequest(M.imageTooManyPixels);
}

async function storeImage(storage: ImageStorage, productId: number, name: string, input: Buffer): Promise<StoredImage> {
  try {
    return await storage.save(`products/${productId}`, name, input);
  } catch (err) {
    // File-system failures carry a code (ENOSPC...); anything else is sharp failing to decode a
    // damaged file whose header looked fine.
    if ((err as NodeJS.ErrnoException).code) throw err;
    throw badRequest(M.imageInvalid);
  }
}

/** Deletes a picture's files unless another record still shows them (the same upload twice). */
export async function removeImageFiles(db: Database, storage: ImageStorage, variants: string): Promise<void> {
  if (await images.variantsInUse(db, variants)) return;
  try {
    await storage.remove(JSON.parse(variants) as StoredImage);
  } catch {
    // A damaged record names no files we could remove.
  }
}

async function currentImages(db: Database, productId: number): Promise<AdminProductImage[]> {
  return toAdminImages(await repo.productImageRows(db, productId));
}

/** `POST admin/products/{id}/images`: stores the upload as WebP variants, after the others. */
export async function addImage(
  ctx: AppContext,
  actorId: number,
  productId: number,
  input: Buffer,
  alt: string | undefined,
): Promise<AdminProductImage[]> {
  const product = await repo.findProduct(ctx.db, productId);
  if (!product) throw notFound(M.productNotFound);
  if ((await images.countImages(ctx.db, productId)) >= PRODUCT_LIMITS.images) throw conflict(M.imagesFull);
  await checkImage(input);
  const text = alt?.trim() || product.name;
  const storage = createImageStorage(ctx.config.dataDir);
  const stored = await storeImage(storage, productId, text, input);
  try {
    return await recordImage(ctx, actorId, productId, text, stored);
  } catch (err) {
    await removeImageFiles(ctx.db, storage, JSON.stringify(stored));
    throw err;
  }
}

function recordImage(ctx: AppContext, actorId: number, productId: number, text: string, stored: StoredImage): Promise<AdminProductImage[]> {
  return ctx.db.transaction().execute(async (trx) => {
    // The product row's lock makes concurrent uploads take positions one after the other.
    if (!(await lockStock(trx, productId, ctx.dialect === 'postgres'))) throw notFound(M.productNotFound);
    if ((await images.countImages(trx, productId)) >= PRODUCT_LIMITS.images) throw conflict(M.imagesFull);
    await addProductImage(trx, productId, (await images.maxPosition(trx, productId)) + 1, text.slice(0, 200), stored, actorId);
    await recordAudit(trx, {
      actor_id: actorId,
      action: A.imageAdd,
      entity: 'product',
      entity_id: productId,
      after: { alt: text, file: stored.full.path },
    });
    return currentImages(trx, productId);
  });
}

/** `DELETE admin/products/{id}/images/{imageId}`. */
export async function removeImage(ctx: AppContext, actorId: number, productId: number, imageId: number): Promise<AdminProductImage[]> {
  const { removed, list } = await ctx.db.transaction().execute(async (trx) => {
    const image = await images.findImage(trx, productId, imageId);
    if (!image) throw notFound(M.imageNotFound);
    await removeProductImage(trx, productId, imageId, actorId);
    await recordAudit(trx, {
      actor_id: actorId,
      action: A.imageRemove,
      entity: 'product',
      entity_id: productId,
      before: { image_id: imageId, alt: image.alt },
    });
    return { removed: image, list: await currentImages(trx, productId) };
  });
  await removeImageFiles(ctx.db, createImageStorage(ctx.config.dataDir), removed.variants);
  return list;
}

/** `PUT admin/products/{id}/images/order`: the ids must be exactly the product's pictures. */
export async function reorderImages(ctx: AppContext, actorId: number, productId: number, imageIds: number[]): Promise<AdminProductImage[]> {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await lockStock(trx, productId, ctx.dialect === 'postgres'))) throw notFound(M.productNotFound);
    const rows = await repo.productImageRows(trx, productId);
    const known = new Set(rows.map((r) => r.id));
    if (imageIds.length !== known.size || new Set(imageIds).size !== imageIds.length || !imageIds.every((id) => known.has(id))) {
      throw new AppError(400, 'VALIDATION_ERROR', M.imageOrderInvalid, { image_ids: [M.imageOrderInvalid] });
    }
    await reorderProductImages(trx, productId, imageIds, actorId);
    await recordAudit(trx, {
      actor_id: actorId,
      action: A.imageReorder,
      entity: 'product',
      entity_id: productId,
      before: { image_ids: rows.map((r) => r.id) },
      after: { image_ids: imageIds },
    });
    return currentImages(trx, productId);
  });
}
