import {
  CART_MESSAGES as M,
  MAX_LINE_QUANTITY,
  type AddToCartInput,
  type Cart,
  type CartLineQuery,
  type SetCartQuantityInput,
} from '@shopwright/shared/cart';
import { CATALOG_MESSAGES, VARIANT_MESSAGES, variantLabel } from '@shopwright/shared/catalog';
import type { GiftCardRecipient } from '@shopwright/shared/credit';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { AppError, badRequest, conflict, fieldError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { findPublishedProduct } from '../catalog/products.repo';
import { optionKeysByLabel } from '../catalog/translations.repo';
import { pricesInMarket, type SaleMarket } from '../checkout/market';
import { toCart, type CartLine } from './cart.mappers';
import { reconcile } from './cart.reconcile';
import { keepRecipient, recipientFor } from './cart-gift-card';
import * as repo from './cart.repo';

const optionKey = (name: string) => name.trim().toLowerCase();
const units = (lines: Array<{ quantity: number }>) => lines.reduce((sum, l) => sum + l.quantity, 0);

/**
 * 409 OUT_OF_STOCK, saying how many are left and how many the shopper already holds; a sold-out
 * variant of a product with options is named ("Red / 42 is sold out.").
 */
const outOfStock = (stock: number, inCart: number, variant: { color: string | null; size: string | null }) => {
  const label = variantLabel(variant);
  return new AppError(
    409,
    'OUT_OF_STOCK',
    stock > 0 ? M.onlyLeft(stock, inCart) : label ? VARIANT_MESSAGES.variantSoldOut(label) : M.outOfStock,
  );
};

/**
 * The lines' prices in the market (ADR 029): the catalog's rule, from the variants' current base
 * and fixed prices. Without a market (or in the primary one) they stay the base prices.
 */
async function priceLines(db: Database, lines: CartLine[], sale: SaleMarket | undefined): Promise<CartLine[]> {
  if (!sale || sale.market.primary) return lines;
  const prices = await pricesInMarket(
    db,
    sale,
    lines.map((l) => ({
      product_id: l.product.id,
      variant_id: l.variant_id,
      regular: l.product.regular_price,
      sale: l.product.sale_price,
    })),
  );
  return lines.map((l, i) => ({ ...l, product: { ...l.product, regular_price: prices[i]!.regular, sale_price: prices[i]!.sale } }));
}

/** Whether the stored cart is in another market than `sale`'s (no row: the primary market). */
const otherMarket = (stored: string | undefined, sale: SaleMarket) =>
  sale.market.primary ? stored !== undefined : stored !== sale.market.code;

/** Puts the cart in the call's market, inside a change's transaction: its lines are priced there from now on. */
export async function switchMarket(db: Database, userId: number, sale: SaleMarket | undefined): Promise<void> {
  if (sale) await repo.setCartMarket(db, userId, sale.market.primary ? null : sale.market.code, nowIso());
}

/**
 * The user's cart at current prices in the call's market: lines the catalog no longer backs are
 * left out or lowered in the answer, with a notice each, but stay stored until the next change
 * settles them (`settleCart`), so `GET users/me` and the quote never write them. A read in another
 * market than the cart's switches the cart to it (ADR 029; one statement, only then), so the order
 * placed after it is in the market the shopper last saw.
 */
export async function readCart(db: Database, userId: number, sale?: SaleMarket): Promise<Cart> {
  // The lines and the cart's market in one statement (issue 29); an empty cart has no market to switch.
  const rows = await repo.cartLinesForChange(db, userId, sale?.lang);
  const result = reconcile(rows);
  if (sale && rows.length > 0 && otherMarket(storedOf(rows), sale))
    await repo.setCartMarket(db, userId, sale.market.primary ? null : sale.market.code, nowIso());
  return toCart(await priceLines(db, result.lines, sale), result.notices, sale);
}

/** The market the cart of these rows is in (`cartLinesForChange`, read with its lines); undefined: the primary one, or no lines. */
const storedOf = (rows: repo.CartChangeRow[]) => rows[0]?.cart_market ?? undefined;

/** The cart's lines as `readCart` computes them (priced in `sale`'s market), read only; `settled` is false when the catalog changed it (the reconciliation is not written). */
export async function readCartLines(
  db: Database,
  userId: number,
  sale?: SaleMarket,
): Promise<{ lines: CartLine[]; notices: string[]; settled: boolean }> {
  const result = reconcile(await repo.cartLines(db, userId, sale?.lang));
  const lines = await priceLines(db, result.lines, sale);
  return { lines, notices: result.notices, settled: result.remove.length === 0 && result.lower.length === 0 };
}

/** The cart's lines as `readCart` computes them, with the reconciliation written: run inside a change's transaction. */
export async function settleCartLines(db: Database, userId: number, sale?: SaleMarket): Promise<{ lines: CartLine[]; notices: string[] }> {
  return settleRows(db, userId, await repo.cartLines(db, userId, sale?.lang), sale);
}

/** `settleCartLines` for rows already read in the change's transaction, as they are after it. */
async function settleRows(db: Database, userId: number, rows: repo.CartLineRow[], sale?: SaleMarket) {
  const result = reconcile(rows);
  await repo.deleteLines(db, userId, result.remove);
  const now = nowIso();
  for (const { id, from, to } of result.lower) await repo.lowerLine(db, userId, id, from, to, now);
  return { lines: await priceLines(db, result.lines, sale), notices: result.notices };
}

/** The cart as `readCart` computes it, with the reconciliation written: run inside a change's transaction. */
export async function settleCart(db: Database, userId: number, sale?: SaleMarket): Promise<Cart> {
  const { lines, notices } = await settleCartLines(db, userId, sale);
  return toCart(lines, notices, sale);
}

/** The cart answer of a change from the rows as they are after it (read or worked out in its transaction), with the reconciliation written. */
async function settledAnswer(db: Database, userId: number, rows: repo.CartLineRow[], sale?: SaleMarket): Promise<Cart> {
  const { lines, notices } = await settleRows(db, userId, rows, sale);
  return toCart(lines, notices, sale);
}

/** Puts the cart in the call's market when the rows (read in the change's transaction) say it is in another one. */
async function switchMarketOf(db: Database, userId: number, rows: repo.CartChangeRow[], sale: SaleMarket | undefined) {
  if (sale && otherMarket(storedOf(rows), sale)) await switchMarket(db, userId, sale);
}

/** The market the user's cart is in (ADR 029): its code, or undefined for the primary market. */
export const storedCartMarket = (db: Database, userId: number) => repo.cartMarket(db, userId);

/** Runs a change to the user's cart or wishlist in a transaction holding that user's lock. */
export function inOwnerTransaction<T>(ctx: AppContext, userId: number, work: (trx: Database) => Promise<T>): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    await repo.lockOwner(trx, ctx.dialect, userId);
    return work(trx);
  });
}

/** A product a shopper may put in the cart or wishlist: it exists and is published (404 otherwise). */
export async function shoppableProduct(db: Database, productId: number) {
  const product = await findPublishedProduct(db, { id: productId });
  if (!product) throw notFound(CATALOG_MESSAGES.productNotFound);
  return product;
}

/**
 * The option a cart call names: by its name (the spec's calls), else by its label in a language
 * (ADR 030: a German product page shows and sends "Schwarz" for Black) when that label is one
 * option's only.
 */
async function pickOption(
  db: Database,
  productId: number,
  options: repo.ProductOption[],
  wanted: string | undefined,
  field: 'color' | 'size',
  message: string,
) {
  if (wanted === undefined) return undefined;
  let found = options.find((o) => o.key === optionKey(wanted));
  if (!found) {
    const keys = await optionKeysByLabel(db, productId, field, wanted);
    const labelled = options.filter((o) => keys.includes(o.key));
    if (labelled.length === 1) found = labelled[0];
  }
  if (!found) throw fieldError(field, message);
  return found;
}

/**
 * The line's variant: a given colour or size must be the product's; colour defaults to the first
 * (`products/add-to-cart` with only `product_id` still works), size is required if the product has sizes (400 "Please choose a size").
 */
export async function chooseVariant(
  db: Database,
  productId: number,
  choice: CartLineQuery,
  known?: { colors: repo.ProductOption[]; sizes: repo.ProductOption[] },
) {
  const { colors, sizes } = known ?? (await repo.productOptions(db, productId));
  const color = (await pickOption(db, productId, colors, choice.color, 'color', M.colorUnavailable)) ?? colors[0];
  const size = await pickOption(db, productId, sizes, choice.size, 'size', M.sizeUnavailable);
  if (!size && sizes.length > 0) throw fieldError('size', M.chooseSize);
  const variant = await repo.variantOfKeys(db, productId, color?.key ?? '', size?.key ?? '');
  if (!variant || variant.retired_at !== null) throw badRequest(VARIANT_MESSAGES.variantUnavailable);
  return {
    id: variant.id,
    sku: variant.sku,
    stock: variant.stock,
    color: color?.name ?? null,
    color_key: color?.key ?? '',
    size: size?.name ?? null,
    size_key: size?.key ?? '',
  };
}

/**
 * Adds units to the cart inside the caller's transaction. The upsert sums racing adds into one
 * line; the checks run after it and throw, rolling the transaction back, when a rule says no.
 * Answers the cart's rows as they are after it (`cartLinesForChange` in `lang`), read once for
 * both the checks and the caller's answer (issue 29).
 */
export async function addUnits(
  trx: Database,
  userId: number,
  productId: number,
  quantity: number,
  choice: CartLineQuery,
  giftCard?: GiftCardRecipient,
  lang?: string,
): Promise<repo.CartChangeRow[]> {
  const found = await repo.shoppableWithOptions(trx, productId);
  if (!found) throw notFound(CATALOG_MESSAGES.productNotFound);
  const recipient = recipientFor(found.product.kind, giftCard);
  const { id: variantId, sku: _sku, stock, ...options } = await chooseVariant(trx, productId, choice, found);
  const product = found.product;
  const now = nowIso();
  await repo.addToLine(trx, {
    user_id: userId,
    product_id: productId,
    product_name: product.name,
    variant_id: variantId,
    ...options,
    quantity,
    created_at: now,
    updated_at: now,
  });
  const rows = await repo.cartLinesForChange(trx, userId, lang);
  // The product's lines of this variant, oldest first, with their stored quantities.
  const lines = rows.filter((l) => l.product_id === productId && l.variant_id === variantId);
  const total = units(lines);
  if (total > stock) throw outOfStock(stock, total - quantity, options);
  const line = lines[0];
  if (line && line.quantity > MAX_LINE_QUANTITY) throw conflict(M.lineLimit);
  if (!line || !recipient) return rows;
  await keepRecipient(trx, userId, line.id, recipient);
  return repo.cartLinesForChange(trx, userId, lang);
}

/** `POST products/add-to-cart`. */
export async function addToCart(ctx: AppContext, userId: number, input: AddToCartInput, sale?: SaleMarket): Promise<Cart> {
  return inOwnerTransaction(ctx, userId, async (trx) => {
    const rows = await addUnits(trx, userId, input.product_id, input.quantity ?? 1, input, input.gift_card, sale?.lang);
    await switchMarketOf(trx, userId, rows, sale);
    return settledAnswer(trx, userId, rows, sale);
  });
}

/**
 * The key of the colour or size a cart call names among the product's lines: by its name, else by
 * its label in a language when that label is one of theirs only (ADR 030: a German cart shows and
 * sends "Schwarz"); undefined when the call names none.
 */
async function lineKey(db: Database, productId: number, kind: 'color' | 'size', wanted: string | undefined, keys: string[]) {
  if (wanted === undefined) return undefined;
  const key = optionKey(wanted);
  if (keys.includes(key)) return key;
  const labelled = (await optionKeysByLabel(db, productId, kind, wanted)).filter((k) => keys.includes(k));
  return labelled.length === 1 ? labelled[0]! : key;
}

/** The lines of a product a call's colour and size name (by name or label), with the keys they resolved to. */
async function matching<L extends { color_key: string; size_key: string }>(
  db: Database,
  productId: number,
  lines: L[],
  query: CartLineQuery,
) {
  const [colors, sizes] = [lines.map((l) => l.color_key), lines.map((l) => l.size_key)];
  const color = await lineKey(db, productId, 'color', query.color, colors);
  const size = await lineKey(db, productId, 'size', query.size, sizes);
  return {
    found: lines.filter((l) => (color === undefined || l.color_key === color) && (size === undefined || l.size_key === size)),
    keys: { color, size },
  };
}

/** `PATCH products/cart/{product_id}`: sets one line's quantity (0 removes it), within the stock. */
export async function setCartQuantity(
  ctx: AppContext,
  userId: number,
  productId: number,
  input: SetCartQuantityInput,
  sale?: SaleMarket,
): Promise<Cart> {
  return inOwnerTransaction(ctx, userId, async (trx) => {
    // The whole cart, read once: the product's lines, their variants' stock, the cart's market,
    // and after the change the answer, worked out from it (issue 29).
    const rows = await repo.cartLinesForChange(trx, userId, sale?.lang);
    const lines = rows.filter((r) => r.product_id === productId);
    // A line of a variant for sale says the product is published; otherwise ask the catalog (404).
    if (!lines.some((l) => Number(l.published) === 1)) await shoppableProduct(trx, productId);
    const { found } = await matching(trx, productId, lines, input);
    if (found.length === 0) throw notFound(M.notInCart);
    if (found.length > 1) throw badRequest(M.whichLine);
    const line = found[0]!;
    await switchMarketOf(trx, userId, rows, sale);
    if (input.quantity === 0) {
      await repo.deleteLines(trx, userId, [line.id]);
      return settledAnswer(
        trx,
        userId,
        rows.filter((r) => r !== line),
        sale,
      );
    }
    // The line's variant as it is now (a gone or retired one reads as null: `cartLinesForChange`).
    const stock = line.variant_product_id === productId ? Number(line.stock) : undefined;
    if (stock === undefined) throw badRequest(VARIANT_MESSAGES.variantUnavailable);
    const others = units(lines.filter((l) => l.variant_id === line.variant_id)) - line.quantity;
    if (others + input.quantity > stock) throw outOfStock(stock, others, { color: line.variant_color, size: line.variant_size });
    await repo.setQuantity(trx, userId, line.id, input.quantity, nowIso());
    return settledAnswer(
      trx,
      userId,
      rows.map((r) => (r === line ? { ...r, quantity: input.quantity } : r)),
      sale,
    );
  });
}

/** `DELETE products/remove-from-cart/{product_id}`: the product's lines, or those of one colour or size. */
export async function removeFromCart(
  ctx: AppContext,
  userId: number,
  productId: number,
  query: CartLineQuery,
  sale?: SaleMarket,
): Promise<Cart> {
  if (!(await repo.findProduct(ctx.db, productId))) throw notFound(CATALOG_MESSAGES.productNotFound);
  return inOwnerTransaction(ctx, userId, async (trx) => {
    const named = query.color !== undefined || query.size !== undefined;
    const { keys } = named ? await matching(trx, productId, await repo.productLines(trx, userId, productId), query) : { keys: {} };
    await repo.deleteProductLines(trx, userId, productId, keys);
    await switchMarket(trx, userId, sale);
    return settleCart(trx, userId, sale);
  });
}

/** `DELETE products/clear-cart`. */
export async function clearCart(ctx: AppContext, userId: number, sale?: SaleMarket): Promise<Cart> {
  return inOwnerTransaction(ctx, userId, async (trx) => {
    await repo.clearCart(trx, userId);
    await switchMarket(trx, userId, sale);
    return settleCart(trx, userId, sale);
  });
}
