import { CHECKOUT_MESSAGES as M, cardBrand, cardDigits, type PlaceOrder } from '@shopwright/shared/checkout';
import { formatMoney, fromMinor, toMinor } from '@shopwright/shared/money';
import type { Order } from '@shopwright/shared/orders';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import { ordersPlaced, paymentsFailed } from '../../lib/metrics';
import { nowIso } from '../../lib/time';
import { loadCart } from '../cart/cart.service';
import { fromCartItem } from '../checkout/cart-lines';
import { emptyCart, priceCheckout, type PricedCheckout } from '../checkout/checkout.service';
import type { PaymentProvider } from '../payments/payment-provider';
import { providerFor } from '../payments/payments';
import { recordTransaction } from '../payments/payments.repo';
import type { NewPaymentTransaction } from '../payments/payments.table';
import { getSettings, type StoredSettings } from '../settings/settings.service';
import { activeUser } from '../users/users.service';
import { loadOrder } from './load-order';
import { recordEvents, SYSTEM, type EventInput } from './order-events';
import { cardLabel } from './orders.mappers';
import { confirmationMail } from './orders.mails';
import { discountConflict, writeOrder, type OrderJob } from './order-writer';

interface Authorized {
  provider: PaymentProvider;
  reference: string;
  card: { brand: string; last4: string } | null;
}

const money = (cents: number, currency: string) => formatMoney(fromMinor(cents), currency);

/** The cart priced before any money moves; every reason to refuse the order is found here first. */
async function plan(ctx: AppContext, userId: number, input: PlaceOrder, settings: StoredSettings): Promise<PricedCheckout> {
  const cart = await loadCart(ctx.db, userId);
  if (cart.cart_items.length === 0) throw emptyCart(cart.notices);
  if (cart.notices.length > 0) throw new AppError(409, 'OUT_OF_STOCK', M.cartChanged, { cart: cart.notices });
  const priced = await priceCheckout(ctx.db, settings, cart.cart_items.map(fromCartItem), input.shipping_method, input.discount_code);
  if (priced.discount && !priced.discount.ok) throw discountConflict(priced.discount.detail);
  const total = priced.totals.total;
  if (input.expected_total !== undefined && toMinor(input.expected_total) !== total) {
    const detail = M.priceChanged(money(toMinor(input.expected_total), settings.currency), money(total, settings.currency));
    throw new AppError(409, 'CONFLICT', detail, { expected_total: [detail] });
  }
  return priced;
}

function attempt(userId: number, provider: PaymentProvider, amount: number, currency: string): Omit<NewPaymentTransaction, 'kind' | 'status'> {
  return { order_id: null, user_id: userId, provider: provider.id, amount, currency, reference: null, card_brand: null, card_last4: null, failure_reason: null, created_at: nowIso() };
}

/** Asks the provider for the money; a refusal is kept (brand and last four only) and answered 402 with its reason. */
async function authorize(ctx: AppContext, userId: number, input: PlaceOrder, amount: number, currency: string): Promise<Authorized> {
  const provider = providerFor(input.payment.method);
  const card = input.payment.method === 'card' ? input.payment.card : undefined;
  const result = await provider.authorize({ amount, currency, card });
  if (result.ok) return { provider, reference: result.reference, card: result.card };
  paymentsFailed.inc({ step: 'authorize' });
  const digits = cardDigits(card?.number ?? '');
  await recordTransaction(ctx.db, {
    ...attempt(userId, provider, amount, currency), kind: 'authorize', status: 'failed',
    card_brand: digits ? cardBrand(digits) : null, card_last4: digits.slice(-4) || null, failure_reason: result.reason,
  });
  throw new AppError(402, 'PAYMENT_FAILED', result.message, { payment: [result.message] });
}

/** The order failed after the money was reserved: the reservation is dropped (or the capture refunded) and both calls kept. */
async function undo(ctx: AppContext, userId: number, payment: Authorized, amount: number, currency: string, captured: boolean) {
  if (payment.provider.id === 'pay_later') return;
  const base = { ...attempt(userId, payment.provider, amount, currency), card_brand: payment.card?.brand ?? null, card_last4: payment.card?.last4 ?? null };
  try {
    const result = captured ? await payment.provider.refund(payment.reference, amount) : await payment.provider.void(payment.reference);
    await recordTransaction(ctx.db, [
      { ...base, kind: 'authorize', status: 'succeeded', reference: payment.reference },
      { ...base, kind: captured ? 'refund' : 'void', status: result.ok ? 'succeeded' : 'failed', reference: result.ok ? result.reference : null, failure_reason: result.ok ? null : result.reason },
    ]);
  } catch (err) {
    ctx.log.error({ err, reference: payment.reference }, 'could not release the payment of a failed order');
  }
}

/**
 * The payment's rows and the first timeline events, in the order's transaction after the stock
 * was taken. A card is captured at once, as the very last step before the commit.
 */
async function settle(trx: Database, job: OrderJob, orderId: number, payment: Authorized, amount: number, state: { captured: boolean }) {
  const base = { ...attempt(job.user.id, payment.provider, amount, job.settings.currency), order_id: orderId, card_brand: payment.card?.brand ?? null, card_last4: payment.card?.last4 ?? null };
  const placed: EventInput = { type: 'placed', message: 'Order placed.', actor: { type: 'customer', id: job.user.id } };
  const total = money(amount, base.currency);
  if (payment.provider.id === 'pay_later') {
    await recordTransaction(trx, [{ ...base, kind: 'authorize', status: 'pending', reference: payment.reference }]);
    await recordEvents(trx, orderId, [placed, { type: 'invoice_issued', message: `Invoice of ${total} issued: payment due later.`, actor: SYSTEM }]);
    return;
  }
  const captured = await payment.provider.capture(payment.reference, amount);
  if (!captured.ok) paymentsFailed.inc({ step: 'capture' });
  if (!captured.ok) throw new AppError(402, 'PAYMENT_FAILED', captured.message, { payment: [captured.message] });
  state.captured = true;
  await recordTransaction(trx, [
    { ...base, kind: 'authorize', status: 'succeeded', reference: payment.reference },
    { ...base, kind: 'capture', status: 'succeeded', reference: captured.reference },
  ]);
  const card = payment.card ? ` (${cardLabel(payment.card.brand)} ending in ${payment.card.last4})` : '';
  await recordEvents(trx, orderId, [placed, { type: 'payment_captured', message: `Payment of ${total} captured${card}.`, actor: SYSTEM }]);
}

/**
 * `POST orders`: prices the cart, authorizes the payment, then writes the order in one
 * transaction (stock, lines, discount use, payment, emptied cart). A card order is captured at
 * once and starts confirmed and paid; a pay-later order starts pending and unpaid. If the
 * transaction fails after the authorization, the money is released again.
 */
export async function placeOrder(ctx: AppContext, userId: number, input: PlaceOrder): Promise<Order> {
  const user = await activeUser(ctx.db, userId);
  const settings = await getSettings(ctx);
  if (input.payment.method === 'pay_later' && !settings.pay_later_enabled) {
    throw new AppError(409, 'CONFLICT', M.payLaterDisabled, { 'payment.method': [M.payLaterDisabled] });
  }
  const planned = await plan(ctx, userId, input, settings);
  const amount = planned.totals.total;
  const payment = await authorize(ctx, userId, input, amount, settings.currency);
  const job: OrderJob = { dialect: ctx.dialect, user, input, settings, planned, card: payment.card };
  const state = { captured: false };
  let orderId: number;
  try {
    orderId = await ctx.db.transaction().execute(async (trx) => {
      const written = await writeOrder(trx, job);
      await settle(trx, job, written.orderId, payment, amount, state);
      return written.orderId;
    });
  } catch (err) {
    await undo(ctx, userId, payment, amount, settings.currency, state.captured);
    throw err;
  }
  ordersPlaced.inc({ payment_method: input.payment.method });
  const order = await loadOrder(ctx.db, orderId);
  ctx.mailer.send(confirmationMail(ctx, user.email, order, settings.shop_name));
  return order;
}
