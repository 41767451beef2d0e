import { CHECKOUT_MESSAGES as M, cardBrand, cardDigits, type PlaceOrder } from '@shopwright/shared/checkout';
import { formatMoney, fromMinor, toMinor } from '@shopwright/shared/money';
import type { Order } from '@shopwright/shared/orders';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { ordersPlaced, paymentsFailed } from '../../lib/metrics';
import { TAX_MESSAGES } from '@shopwright/shared/tax';
import { settleCartLines } from '../cart/cart.service';
import { fromCartLine } from '../checkout/cart-lines';
import { emptyCart, priceCheckout, type PricedCheckout } from '../checkout/checkout.service';
import { checkMethodKnown, pricingContext } from '../checkout/destination';
import { payLater } from '../payments/pay-later';
import { createCheckoutSession, stripeConfigOf } from '../payments/stripe-checkout';
import { chargeOnce } from '../payments/test-card-ledger';
import { getSettings, type StoredSettings } from '../settings/settings.service';
import { activeUser } from '../users/users.service';
import { linkKeyToOrder } from './idempotency';
import { loadOrder } from './load-order';
import { checkoutOrderOf } from './order-checkout';
import { chargeKey, compensate, recordCharge, recordInvoice, recordSession, transactionOf } from './order-settlement';
import { findOrder } from './orders.repo';
import type { OrderRow } from './orders.table';
import { discountConflict, writeOrder, type OrderJob } from './order-writer';

const money = (cents: number, currency: string) => formatMoney(fromMinor(cents), currency);
/** 409 NO_SHIPPING_METHOD: nothing delivers to the address, or not the chosen method. */
const noShippingMethod = (none: boolean) => {
  const detail = none ? TAX_MESSAGES.noShippingMethod : TAX_MESSAGES.shippingMethodUnavailable;
  return new AppError(409, 'NO_SHIPPING_METHOD', detail, { shipping_method: [detail] });
};

export const STRIPE_UNREACHABLE = 'Stripe could not be reached, so nothing was charged. Try again in a moment.';

/**
 * The cart priced before the order is written; every reason to refuse the order is found here first.
 * A cart the catalog changed is settled (written) here and refused once with the notices, so the
 * shopper's next attempt orders what the cart now holds.
 */
async function plan(ctx: AppContext, userId: number, input: PlaceOrder, settings: StoredSettings): Promise<PricedCheckout> {
  const [pricing, cart] = await Promise.all([
    pricingContext(ctx, { address: input.shipping_address, billing: input.billing_address }),
    settleCartLines(ctx.db, userId),
  ]);
  checkMethodKnown(pricing, input.shipping_method);
  if (cart.lines.length === 0) throw emptyCart(cart.notices);
  if (cart.notices.length > 0) throw new AppError(409, 'OUT_OF_STOCK', M.cartChanged, { cart: cart.notices });
  const priced = await priceCheckout(ctx.db, pricing, cart.lines.map(fromCartLine), input.shipping_method, input.discount_code);
  if (priced.discount && !priced.discount.ok) throw discountConflict(priced.discount.detail);
  if (!priced.totals.shippingMethod) throw noShippingMethod(priced.totals.shippingOptions.length === 0);
  const total = priced.totals.total;
  if (input.expected_total !== undefined && toMinor(input.expected_total) !== total) {
    const detail = M.priceChanged(money(toMinor(input.expected_total), settings.currency), money(total, settings.currency));
    throw new AppError(409, 'CONFLICT', detail, { expected_total: [detail] });
  }
  return priced;
}

/** Step 2 for a card: the gateway charges under the order's key; a refusal is compensated and answered 402. */
async function payByCard(ctx: AppContext, order: OrderRow, input: PlaceOrder): Promise<void> {
  const card = input.payment.method === 'card' ? input.payment.card : undefined;
  const result = await chargeOnce(ctx, chargeKey(order.id), Number(order.total), order.currency, card);
  if (result.ok) {
    await recordCharge(ctx, order, result.reference, result.card);
    return;
  }
  paymentsFailed.inc({ step: 'charge' });
  const digits = cardDigits(card?.number ?? '');
  await compensate(
    ctx,
    order.id,
    transactionOf(order, {
      kind: 'authorize',
      status: 'failed',
      card_brand: digits ? cardBrand(digits) : null,
      card_last4: digits.slice(-4) || null,
      failure_reason: result.reason,
    }),
  );
  throw new AppError(402, 'PAYMENT_FAILED', result.message, { payment: [result.message] });
}

/** Step 2 for Stripe: the Checkout Session is opened; if Stripe cannot be reached the order is compensated. */
async function payWithStripe(ctx: AppContext, order: OrderRow): Promise<void> {
  let session;
  try {
    session = await createCheckoutSession(ctx, await checkoutOrderOf(ctx.db, order));
  } catch (err) {
    ctx.log.error(
      { err: { message: (err as Error).message, type: (err as { type?: string }).type }, order: order.id },
      'could not open a Stripe Checkout Session',
    );
    paymentsFailed.inc({ step: 'stripe_session' });
    await compensate(ctx, order.id);
    throw new AppError(502, 'PAYMENT_FAILED', STRIPE_UNREACHABLE, { payment: [STRIPE_UNREACHABLE] });
  }
  await recordSession(ctx, order, session);
}

/**
 * Step 1 of `POST orders`: the checks, then one transaction that prices the cart again, takes the
 * stock and the discount use, empties the cart and writes the order, marked `settling`.
 */
export async function beginPlacement(ctx: AppContext, userId: number, input: PlaceOrder, idempotencyKey?: string): Promise<OrderRow> {
  const user = await activeUser(ctx.db, userId);
  const settings = await getSettings(ctx);
  if (input.payment.method === 'pay_later' && !settings.pay_later_enabled) {
    throw new AppError(409, 'CONFLICT', M.payLaterDisabled, { 'payment.method': [M.payLaterDisabled] });
  }
  if (input.payment.method === 'stripe') stripeConfigOf(ctx);
  const planned = await plan(ctx, userId, input, settings);
  const job: OrderJob = { dialect: ctx.dialect, user, input, settings, planned, card: null };
  const holdLock = ctx.config.paymentBench.inTransaction && input.payment.method === 'card';
  const orderId = await ctx.db.transaction().execute(async (trx) => {
    const { orderId } = await writeOrder(trx, job);
    if (idempotencyKey) await linkKeyToOrder(trx, userId, idempotencyKey, orderId);
    // Bench only: the replaced design, the processor called while the order's locks are held.
    if (holdLock)
      await chargeOnce(
        { ...ctx, db: trx },
        chargeKey(orderId),
        planned.totals.total,
        settings.currency,
        input.payment.method === 'card' ? input.payment.card : undefined,
      );
    return orderId;
  });
  return (await findOrder(ctx.db, orderId))!;
}

/**
 * `POST orders`, in steps (ADR 006): (1) `beginPlacement` commits the order; (2) the payment
 * provider is called outside any transaction; (3) a second transaction records its answer. A
 * refusal is compensated (stock, discount use and cart given back, the order deleted) and
 * answered as before; a crash in between is settled by the sweep, which asks the provider.
 */
export async function placeOrder(ctx: AppContext, userId: number, input: PlaceOrder, idempotencyKey?: string): Promise<Order> {
  const order = await beginPlacement(ctx, userId, input, idempotencyKey);
  if (input.payment.method === 'card') await payByCard(ctx, order, input);
  else if (input.payment.method === 'stripe') await payWithStripe(ctx, order);
  else {
    const invoice = await payLater.authorize({ amount: Number(order.total), currency: order.currency });
    await recordInvoice(ctx, order, invoice.ok ? invoice.reference : `inv_${order.id}`);
  }
  ordersPlaced.inc({ payment_method: input.payment.method });
  return loadOrder(ctx.db, order.id);
}
