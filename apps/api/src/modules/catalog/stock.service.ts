import { CATALOG_MESSAGES as M } from '@shopwright/shared/catalog';
import { NOT_AUTHENTICATED_DETAIL } from '@shopwright/shared/errors';
import type { AppContext } from '../../context';
import { AppError, badRequest, conflict, fieldError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { findUserById } from '../auth/auth.repo';
import { productKey } from './product-key';
import { findPublishedProduct } from './products.repo';
import * as repo from './stock.repo';
import { shopName } from '../settings/settings.service';

/**
 * `notify-me`: asks for an e-mail when a sold-out product is back. Guests give an e-mail,
 * signed-in shoppers may omit it (their account's is used). Asking twice counts once.
 */
export async function requestRestockNotice(ctx: AppContext, idOrSlug: string, who: { userId?: number; email?: string }) {
  const product = await findPublishedProduct(ctx.db, productKey(idOrSlug));
  if (!product) throw notFound(M.productNotFound);
  if (product.stock > 0) throw conflict(M.notifyInStock);
  let email = who.email?.toLowerCase();
  if (who.userId !== undefined) {
    const user = await findUserById(ctx.db, who.userId);
    if (!user || user.is_blocked) throw new AppError(401, 'NOT_AUTHENTICATED', NOT_AUTHENTICATED_DETAIL);
    email ??= user.email;
  }
  if (!email) throw fieldError('email', M.notifyEmailRequired);
  const address = email;
  const subscribers = await ctx.db.transaction().execute(async (trx) => {
    await repo.addSubscription(trx, product.id, address, who.userId ?? null, nowIso());
    return repo.recountSubscribers(trx, product.id);
  });
  return { message: M.notifySubscribed, subscribers };
}

/**
 * Mails everyone waiting for a product that is in stock and published, once each; returns how
 * many were told. Requests are claimed in a transaction before mailing, so concurrent calls
 * never mail anybody twice.
 */
export async function notifyBackInStock(ctx: AppContext, productId: number): Promise<number> {
  const product = await findPublishedProduct(ctx.db, { id: productId });
  if (!product || product.stock <= 0) return 0;
  const emails = await ctx.db.transaction().execute(async (trx) => {
    const claimed = await repo.claimWaiting(trx, productId, nowIso());
    await repo.recountSubscribers(trx, productId);
    return claimed;
  });
  const link = `${ctx.config.publicUrl}/products/${product.id}`;
  for (const to of emails) {
    ctx.mailer.send({
      to,
      subject: `${product.name} is back in stock`,
      text: `Good news: ${product.name} is back in stock at ${await shopName(ctx)}.\n\n`
        + `Order it here while it lasts: ${link}\n\n`
        + `You asked us to tell you when it returned. This is the only e-mail we send about it.`,
    });
  }
  return emails.length;
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
    await repo.updateStock(trx, productId, newStock, actorId, nowIso());
    return row.stock;
  });
  const notified = previous === 0 && newStock > 0 ? await notifyBackInStock(ctx, productId) : 0;
  return { previous, stock: newStock, notified };
}
