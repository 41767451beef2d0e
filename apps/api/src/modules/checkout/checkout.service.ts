import { CHECKOUT_MESSAGES as M, type Quote, type QuoteRequest } from '@shopwright/shared/checkout';
import { QuoteRequestSchema } from '@shopwright/shared/checkout';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { refusalError, refuse } from '../../lib/refusal';
import { nowIso } from '../../lib/time';
import { readCartLines } from '../cart/cart.service';
import { fromCartLine } from './cart-lines';
import { planCredit } from '../gift-cards/credit-plan';
import { toQuote } from './checkout.mappers';
import { checkFullAddress, checkMethodKnown, pricingContext } from './destination';
import { saleMarket } from './market';
import { checkDiscount, type DiscountCheck } from './discounts';
import { findDiscount } from './discounts.repo';
import { computeTotals, type PricedLineInput, type PricingContext, type Totals } from './pricing';

/** A priced cart: the lines, the totals and, when a code was given, whether it applies and why not. */
export interface PricedCheckout {
  lines: PricedLineInput[];
  totals: Totals;
  discount: DiscountCheck | null;
  pricing: PricingContext;
}

/** Prices lines for a destination: the one calculation behind quotes and orders. */
export async function priceCheckout(
  db: Database,
  pricing: PricingContext,
  lines: PricedLineInput[],
  method: string,
  code: string | undefined,
): Promise<PricedCheckout> {
  const row = code ? await findDiscount(db, code) : undefined;
  const currency = pricing.currency;
  let discount: DiscountCheck | null = null;
  const totals = computeTotals(lines, pricing, method, (subtotal) => {
    discount = code ? checkDiscount(code, row, subtotal, nowIso(), currency, pricing.sale) : null;
    return discount?.ok ? discount.amount : 0;
  });
  return { lines, totals, discount, pricing };
}

/** The refusal of an empty cart (quote and order): 409; when the shop emptied it (sold out, withdrawn) it is OUT_OF_STOCK with the reasons as `errors.cart`. */
export const emptyCart = (notices: string[]) =>
  notices.length > 0 ? refuse(409, 'OUT_OF_STOCK', M.cartEmpty, { cart: notices }) : refuse(409, 'CONFLICT', M.cartEmpty);

type QuoteInput = ReturnType<typeof QuoteRequestSchema.parse>;

/**
 * `POST checkout/quote`: the signed-in shopper's cart at current prices for a destination (the
 * address, or the shop's default destination), with the methods offered there and the chosen one
 * (the first offered when the chosen one does not deliver there) and the code. A refused code does
 * not fail the quote: it is priced without it and says why. The quote only reads: lines the
 * catalog no longer backs are left out or lowered in the answer with a notice, and the order
 * placed with the quote's total (`expected_total`) settles the cart then and goes through.
 * `market` prices it there (ADR 029): its prices, shipping converted, tax on those amounts, in its
 * currency; unknown is a 400, inactive a 409. `userId` is an active account: the route's guard read
 * it (`requireAccount`), so the quote does not read it again.
 */
export async function quote(ctx: AppContext, userId: number, input: QuoteInput, asked?: string): Promise<Quote> {
  checkFullAddress(input.address, 'address');
  checkFullAddress(input.billing_address, 'billing_address');
  const sale = await saleMarket(ctx, input.market, 'conflict', asked);
  const [pricing, cart] = await Promise.all([
    pricingContext(ctx, { address: input.address, billing: input.billing_address, sale }),
    readCartLines(ctx.db, userId, sale),
  ]);
  // `standard` is the default code: a shop without such a method quotes its first method instead.
  if (input.shipping_method !== 'standard') checkMethodKnown(pricing, input.shipping_method);
  if (cart.lines.length === 0) throw refusalError(emptyCart(cart.notices));
  const lines = cart.lines.map(fromCartLine);
  let priced = await priceCheckout(ctx.db, pricing, lines, input.shipping_method, input.discount_code);
  const first = priced.totals.shippingOptions[0];
  if (!priced.totals.shippingMethod && first) priced = await priceCheckout(ctx.db, pricing, lines, first.id, input.discount_code);
  // Gift cards, then store credit: what each pays and what is left for the card (refused codes answered, not thrown).
  const credit = await planCredit(ctx, ctx.db, {
    userId,
    currency: pricing.currency,
    total: priced.totals.total,
    codes: input.gift_cards,
    useStoreCredit: input.use_store_credit,
    giftCardsAllowed: !lines.some((l) => l.gift_card),
  });
  return toQuote(priced, cart.notices, credit);
}

export type { QuoteRequest };
