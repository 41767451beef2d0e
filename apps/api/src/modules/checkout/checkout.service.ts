import { CHECKOUT_MESSAGES as M, type Quote, type ShippingMethod } from '@shopwright/shared/checkout';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { settleCart } from '../cart/cart.service';
import { getSettings, type StoredSettings } from '../settings/settings.service';
import { activeUser } from '../users/users.service';
import { fromCartItem } from './cart-lines';
import { toQuote } from './checkout.mappers';
import { checkDiscount, type DiscountCheck } from './discounts';
import { findDiscount } from './discounts.repo';
import { computeTotals, subtotalOf, type PricedLineInput, type Totals } from './pricing';

/** A priced cart: the lines, the totals and, when a code was given, whether it applies and why not. */
export interface PricedCheckout {
  lines: PricedLineInput[];
  totals: Totals;
  discount: DiscountCheck | null;
}

/** Prices lines with the shop's settings: the one calculation behind quotes and orders. */
export async function priceCheckout(
  db: Database,
  settings: StoredSettings,
  lines: PricedLineInput[],
  method: ShippingMethod,
  code: string | undefined,
): Promise<PricedCheckout> {
  const subtotal = subtotalOf(lines);
  const discount = code ? checkDiscount(code, await findDiscount(db, code), subtotal, nowIso(), settings.currency) : null;
  const totals = computeTotals(lines, settings, method, discount?.ok ? discount.amount : 0);
  return { lines, totals, discount };
}

/** 409 for an empty cart; when the shop emptied it (sold out, withdrawn) it is OUT_OF_STOCK with the reasons as `errors.cart`. */
export const emptyCart = (notices: string[]) =>
  notices.length > 0 ? new AppError(409, 'OUT_OF_STOCK', M.cartEmpty, { cart: notices }) : new AppError(409, 'CONFLICT', M.cartEmpty);

/**
 * `POST checkout/quote`: the signed-in shopper's cart at current prices with the chosen shipping
 * and code. A refused code does not fail the quote: it is priced without it and says why. The
 * quote settles the cart (unlike `users/me`): the order placed from it is then not refused for a
 * change the shopper was already shown here.
 */
export async function quote(
  ctx: AppContext,
  userId: number,
  input: { shipping_method: ShippingMethod; discount_code?: string },
): Promise<Quote> {
  await activeUser(ctx.db, userId);
  const [settings, cart] = await Promise.all([getSettings(ctx), settleCart(ctx.db, userId)]);
  if (cart.cart_items.length === 0) throw emptyCart(cart.notices);
  const priced = await priceCheckout(ctx.db, settings, cart.cart_items.map(fromCartItem), input.shipping_method, input.discount_code);
  return toQuote(priced, settings, input.shipping_method, cart.notices);
}
