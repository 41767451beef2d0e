import { CART_MESSAGES } from '@shopwright/shared/cart';
import { CATALOG_MESSAGES as M, VARIANT_MESSAGES, variantLabel } from '@shopwright/shared/catalog';
import { NOT_AUTHENTICATED_DETAIL } from '@shopwright/shared/errors';
import type { AppContext } from '../../context';
import { AppError, badRequest, conflict, fieldError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { findUserById } from '../auth/auth.repo';
import { productUpdated, stockMoved } from './catalog-changes';
import { productKey } from './product-key';
import { findPublishedProduct } from './products.repo';
import * as repo from './stock.repo';
import { sellableVariants, setProductStock } from './variants.repo';
import { shopName } from '../settings/settings.service';

/**
 * `notify-me`: asks for an e-mail when a sold-out product is back. Guests give an e-mail,
 * signed-in shoppers may omit it (their account's is used). Asking twice counts once.
 */
export async function requestRestockNotice(
  ctx: AppContext,
  idOrSlug: string,
  who: { userId?: number; email?: string; color?: string; size?: string },
) {
  const product = await findPublishedProduct(ctx.db, productKey(idOrSlug));
  if (!product) throw notFound(M.productNotFound);
  const variant = await waitedVariant(ctx, product.id, who);
  if (variant && variant.stock > 0) throw conflict(VARIANT_MESSAGES.notifyInStock);
  if (!variant && product.stock > 0) throw conflict(M.notifyInStock);
  let email = who.email?.toLowerCase();
  if (who.userId !== undefined) {
    const user = await findUserById(ctx.db, who.userId);
    if (!user || user.is_blocked) throw new AppError(401, 'NOT_AUTHENTICATED', NOT_AUTHENTICATED_DETAIL);
    email ??= user.email;
  }
  if (!email) throw fieldError('email', M.notifyEmailRequired);
  const address = email;
  const subscribers = await ctx.db.transaction().execute(async (trx) => {
    await repo.addSubscription(trx, product.id, variant?.id ?? null, address, who.userId ?? null, nowIso());
    return repo.recountSubscribers(trx, product.id);
  });
  return { message: M.notifySubscribed, subscribers };
}

/**
 * The variant a back-in-stock request names by colour and size: the product's only variant when
 * it has one; none (any variant) when nothing is named. A named combination must exist (400).
 */
async function waitedVariant(ctx: AppContext, productId: number, who: { color?: string; size?: string }) {
  const variants = await sellableVariants(ctx.db, [productId]);
  if (variants.length === 1) return variants[0];
  if (who.color === undefined && who.size === undefined) return undefined;
  const same = (a: string | null, b: string | undefined) => b === undefined || (a ?? '').toLowerCase() === b.toLowerCase();
  const found = variants.filter((v) => same(v.color, who.color) && same(v.size, who.size));
  if (found.length === 0) throw badRequest(VARIANT_MESSAGES.variantUnavailable);
  if (found.length > 1)
    throw fieldError(
      who.size === undefined ? 'size' : 'color',
      who.size === undefined ? CART_MESSAGES.chooseSize : 'Please choose a colour',
    );
  return found[0];
}

/**
 * Mails everyone waiting for a product that is in stock and published, once each; returns how
 * many were told. Requests are claimed in a transaction before mailing, so concurrent calls
 * never mail anybody twice.
 */
export async function notifyBackInStock(ctx: AppContext, productId: number): Promise<number> {
  const product = await findPublishedProduct(ctx.db, { id: productId });
  if (!product || product.stock <= 0) return 0;
  const claimed = await ctx.db.transaction().execute(async (trx) => {
    const rows = await repo.claimWaiting(trx, productId, nowIso());
    await repo.recountSubscribers(trx, productId);
    return rows;
  });
  const variants = new Map((await sellableVariants(ctx.db, [productId])).map((v) => [v.id, v]));
  for (const { email: to, variant_id } of claimed) {
    const variant = variant_id === null ? undefined : variants.get(variant_id);
    const label = variant && variants.size > 1 ? variantLabel(variant) : '';
    const name = label ? `${product.name} (${label})` : product.name;
    const query = variant
      ? `?${new URLSearchParams({ ...(variant.color ? { color: variant.color } : {}), ...(variant.size ? { size: variant.size } : {}) })}`
      : '';
    const link = `${ctx.config.publicUrl}/products/${product.id}${query === '?' ? '' : query}`;
    ctx.mailer.send({
      to,
      subject: `${name} is back in stock`,
      text:
        `Good news: ${name} is back in stock at ${await shopName(ctx)}.\n\n` +
        `Order it here while it lasts: ${link}\n\n` +
        `You asked us to tell you when it returned. This is the only e-mail we send about it.`,
    });
  }
  return claimed.length;
}

/**
 * Sets a product's stock (admin stock edits call this). When a sold-out product gets stock,
 * everyone waiting for it is mailed.
 */
export async function setStock(ctx: AppContext, productId: number, newStock: number, actorId: number | null) {
  if (!Number.isSafeInteger(newStock) || newStock < 0) throw badRequest('Stock must be a whole number of 0 or more.');
  const previous = await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.lockStock(trx, productId, ctx.dialect === 'postgres');
    if (!row) throw notFound(M.productNotFound);
    await setProductStock(trx, productId, newStock);
    await repo.updateStock(trx, productId, newStock, actorId, nowIso());
    await productUpdated(trx, productId, { onlyStock: true });
    await stockMoved(trx, productId, Number(row.stock), newStock);
    return row.stock;
  });
  const notified = previous === 0 && newStock > 0 ? await notifyBackInStock(ctx, productId) : 0;
  return { previous, stock: newStock, notified };
}
