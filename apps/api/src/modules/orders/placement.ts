import { CHECKOUT_MESSAGES as M, cardBrand, cardDigits, type PlaceOrder } from '@shopwright/shared/checkout';
import { MARKET_ORDER_MESSAGES } from '@shopwright/shared/markets';
import { formatMoney, fromMinorIn, toMinorIn } from '@shopwright/shared/money';
import type { Order } from '@shopwright/shared/orders';
import { TAX_MESSAGES } from '@shopwright/shared/tax';
import { NO_SHIPPING_METHOD } from '@shopwright/shared/credit';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { ordersPlaced, paymentsFailed } from '../../lib/metrics';
import { isRefusal, refusableTransaction, refusalError, refuse, type Refusal } from '../../lib/refusal';
import { inOwnerTransaction, readCartLines, settleCartLines, storedCartMarket } from '../cart/cart.service';
import { fromCartLine } from '../checkout/cart-lines';
import { emptyCart, priceCheckout, type PricedCheckout } from '../checkout/checkout.service';
import { checkMethodKnown, pricingContext } from '../checkout/destination';
import { saleMarket, type SaleMarket } from '../checkout/market';
import { languageFor } from '../markets/markets-config';
import { chargeKey, providerFor, type ProviderOrder, type StartOutcome } from '../payments/providers/index';
import { stripeConfigOf } from '../payments/stripe-checkout';
import { chargeOnce } from '../payments/test-card-ledger';
import type { NewPaymentTransaction } from '../payments/payments.table';
import { getSettings, type StoredSettings } from '../settings/settings.service';
import { activeUser } from '../users/users.service';
import { keyOrder, linkKeyToOrder } from './idempotency';
import { loadOrder } from './load-order';
import { checkoutOrderOf } from './order-checkout';
import { compensate, recordCharge, recordCreditOnly, recordInvoice, recordSession, transactionOf } from './order-settlement';
import { creditRefusal, planCredit, takeCredit, type CreditPlan } from '../gift-cards/credit-plan';
import { externalPayment, insertCreditPayment } from './order-payments.repo';
import { recordTransaction } from '../payments/payments.repo';
import { orderNumber } from './order-number';
import { discountRefused, writeOrder, type OrderJob, type WrittenOrder } from './order-writer';
import { findOrder } from './orders.repo';
import type { OrderRow } from './orders.table';

/**
 * `POST orders`, the whole sequence in one place (ADR 006 for why the provider is called between
 * two transactions, ADR 024 for the steps). Each step returns its result or a refusal: an expected
 * outcome the shopper is told about (empty cart, sold out, price changed, discount refused, no
 * shipping method, card declined). A refusal stops the placement and the steps already done are
 * undone in reverse order. Only the unexpected is thrown.
 *
 *   1. resume   an earlier attempt with this Idempotency-Key that wrote its order settles it and answers it
 *   2. check    the shopper is active; pay later is on, Stripe is set up
 *   3. price    the cart (settled under the shopper's lock when the catalog changed it) priced for the destination
 *   4. write    one transaction: priced again, order and lines, cart emptied, discount use and stock taken,
 *               gift cards and store credit spent with conditional updates (ADR 025)
 *               (undo: stock, discount use, cart, gift cards and store credit given back, the provisional order deleted)
 *   5. pay      the provider starts the payment of the rest, outside any transaction: charged, invoiced or
 *               redirected; skipped when gift cards and store credit paid it all
 *   6. record   the provider's answer recorded in its own transaction; the shopper is mailed
 */
interface Placement {
  ctx: AppContext;
  userId: number;
  input: PlaceOrder;
  key: string | undefined;
  /** The language the shopper asked for (`?lang=`, else Accept-Language), if any: the order's mails are in it (ADR 029). */
  asked?: string | undefined;
  /** The market the order is placed in (`market`, the primary without it). */
  sale?: SaleMarket;
  user?: UserRow;
  settings?: StoredSettings;
  planned?: PricedCheckout;
  /** What gift cards and store credit pay, planned on the price step and taken in the write step. */
  credit?: CreditPlan;
  /** What the way of paying is asked for: the total less `credit`. */
  due?: number;
  order?: OrderRow;
  /** The rows the write step stored, to answer the order without reading it back. */
  written?: WrittenOrder;
  outcome?: StartOutcome;
  /** The refused attempt, kept in the ledger without an order by the compensation. */
  failed?: NewPaymentTransaction;
  result?: Order;
}

interface Step {
  name: string;
  run: (p: Placement) => Promise<Refusal | 'done' | void>;
  undo?: (p: Placement) => Promise<void>;
}

const money = (minor: number, currency: string) => formatMoney(fromMinorIn(minor, currency), currency);

const RESUME: Step = { name: 'resume', run: resume };
const STEPS: Step[] = [
  RESUME,
  { name: 'check', run: check },
  { name: 'price', run: price },
  { name: 'write', run: write, undo: undoWrite },
  { name: 'pay', run: pay },
  { name: 'record', run: record },
];

/**
 * Runs the steps; a refusal undoes the steps done, newest first, and is returned. `fresh`: the
 * key was claimed just now (`once`), so no earlier attempt can have written an order under it and
 * the resume step has nothing to look for.
 */
export async function placeOrder(
  ctx: AppContext,
  userId: number,
  input: PlaceOrder,
  key?: string,
  asked?: string,
  fresh = false,
): Promise<Order | Refusal> {
  const placement: Placement = { ctx, userId, input, key, asked };
  const done: Step[] = [];
  for (const step of fresh ? STEPS.filter((s) => s !== RESUME) : STEPS) {
    const outcome = await step.run(placement);
    if (outcome === 'done') break;
    if (isRefusal(outcome)) {
      for (const finished of done.reverse()) await finished.undo?.(placement);
      return outcome;
    }
    done.push(step);
  }
  return placement.result!;
}

/** 1. A retry of a request that died after writing its order settles that order and answers it. */
async function resume(p: Placement): Promise<'done' | void> {
  if (!p.key) return;
  const orderId = await keyOrder(p.ctx.db, p.userId, p.key);
  const row = orderId === null ? undefined : await findOrder(p.ctx.db, orderId);
  if (!row) return;
  if (Number(row.settling) === 1) await settleStuck(p.ctx, row);
  if (!(await findOrder(p.ctx.db, row.id))) return;
  p.result = await loadOrder(p.ctx.db, row.id);
  return 'done';
}

/** The plan of an order that names no gift card and does not use store credit: nothing paid by them (no balance read). */
const NO_CREDIT: CreditPlan = Object.freeze({ payments: [], errors: [], storeCreditAvailable: 0, refused: null, paid: 0 });

const payLaterDisabled = () => refuse(409, 'CONFLICT', M.payLaterDisabled, { 'payment.method': [M.payLaterDisabled] });

/** 2. The shopper, the market (unknown: 400, inactive: 409) and the way of paying. */
async function check(p: Placement): Promise<Refusal | void> {
  p.user = await activeUser(p.ctx.db, p.userId);
  p.settings = await getSettings(p.ctx);
  p.sale = await saleMarket(p.ctx, p.input.market, 'conflict', p.asked);
  // With gift cards or store credit nothing may be left to pay later: that is known once priced.
  const credit = p.input.gift_cards.length > 0 || p.input.use_store_credit;
  if (p.input.payment.method === 'pay_later' && !p.settings.pay_later_enabled && !credit) return payLaterDisabled();
  if (p.input.payment.method === 'stripe') stripeConfigOf(p.ctx);
}

/**
 * 3. The cart priced before the order is written; every reason to refuse is found here first. A
 * cart the catalog changed is settled under the shopper's lock; the order goes on only when the
 * shopper was shown that cart (the quote's total is `expected_total`), else it is refused once
 * with the notices.
 */
async function price(p: Placement): Promise<Refusal | void> {
  const { ctx, userId, input } = p;
  const sale = p.sale!;
  const [pricing, read, stored] = await Promise.all([
    pricingContext(ctx, { address: input.shipping_address, billing: input.billing_address, sale }),
    readCartLines(ctx.db, userId, sale),
    storedCartMarket(ctx.db, userId),
  ]);
  if (input.shipping_method !== undefined) checkMethodKnown(pricing, input.shipping_method);
  const cart = read.settled ? read : await inOwnerTransaction(ctx, userId, (trx) => settleCartLines(trx, userId, sale));
  if (cart.lines.length === 0) return emptyCart(cart.notices);
  const mismatch = marketMismatch(stored, sale, input.currency);
  if (mismatch) return mismatch;
  const currency = pricing.currency;
  const lines = cart.lines.map(fromCartLine);
  // Only a cart with nothing to ship (gift cards) may leave the method out (ADR 025); the write step prices with the same.
  const method = input.shipping_method ?? NO_SHIPPING_METHOD;
  if (input.shipping_method === undefined && lines.some((l) => !l.gift_card)) throw fieldError('shipping_method', M.shippingMethodInvalid);
  p.input = { ...input, shipping_method: method };
  const priced = await priceCheckout(ctx.db, pricing, lines, method, input.discount_code);
  if (priced.discount && !priced.discount.ok) return discountRefused(priced.discount.detail);
  if (!priced.totals.shippingMethod) {
    const detail = priced.totals.shippingOptions.length === 0 ? TAX_MESSAGES.noShippingMethod : TAX_MESSAGES.shippingMethodUnavailable;
    return refuse(409, 'NO_SHIPPING_METHOD', detail, { shipping_method: [detail] });
  }
  const total = priced.totals.total;
  const shown = input.expected_total === undefined ? null : toMinorIn(input.expected_total, currency);
  if (cart.notices.length > 0 && shown !== total) return refuse(409, 'OUT_OF_STOCK', M.cartChanged, { cart: cart.notices });
  if (shown !== null && shown !== total) {
    const detail = M.priceChanged(money(shown, currency), money(total, currency));
    return refuse(409, 'CONFLICT', detail, { expected_total: [detail] });
  }
  // Gift cards first (in the order given), then store credit; a refused code stops the order like a refused discount code.
  const credit =
    input.gift_cards.length === 0 && !input.use_store_credit
      ? NO_CREDIT
      : await planCredit(ctx, ctx.db, {
          userId,
          currency,
          total,
          codes: input.gift_cards,
          useStoreCredit: input.use_store_credit,
          giftCardsAllowed: !priced.lines.some((l) => l.gift_card),
        });
  const refused = creditRefusal(credit);
  if (refused) return refused;
  p.due = total - credit.paid;
  if (p.due > 0 && input.payment.method === 'pay_later' && !p.settings!.pay_later_enabled) return payLaterDisabled();
  p.planned = priced;
  p.credit = credit;
}

/**
 * An order in another market than its cart's, or in another currency than the cart's prices, is
 * refused (409, issue 27): the shopper is shown the cart again rather than charged in a currency
 * they did not see. `stored` is the cart's market (undefined: the primary).
 */
export function marketMismatch(stored: string | undefined, sale: SaleMarket, currency: string | undefined): Refusal | null {
  const cartMarket = stored ?? sale.primaryCode;
  if (cartMarket !== sale.market.code) {
    const detail = MARKET_ORDER_MESSAGES.marketMismatch(cartMarket, sale.market.code);
    return refuse(409, 'CONFLICT', detail, { market: [detail] });
  }
  if (currency !== undefined && currency !== sale.market.currency) {
    const detail = MARKET_ORDER_MESSAGES.currencyMismatch(sale.market.currency, currency);
    return refuse(409, 'CONFLICT', detail, { currency: [detail] });
  }
  return null;
}

/** Steps 2 to 4 alone: the order written and left `settling` (tests crash a placement between its steps with it). */
export async function beginPlacement(ctx: AppContext, userId: number, input: PlaceOrder, key?: string): Promise<OrderRow> {
  const p: Placement = { ctx, userId, input, key };
  const refused = (await check(p)) ?? (await price(p)) ?? (await write(p));
  if (refused) throw refusalError(refused);
  return p.order!;
}

/** 4. One transaction writes the order, marked `settling` until its payment's outcome is recorded. */
async function write(p: Placement): Promise<Refusal | void> {
  const { ctx, userId, input, key } = p;
  const credit = p.credit!;
  const job: OrderJob = {
    dialect: ctx.dialect,
    user: p.user!,
    input,
    settings: p.settings!,
    planned: p.planned!,
    card: null,
    creditPaid: credit.paid,
    lang: languageFor(p.sale!.market, p.asked),
  };
  const currency = job.planned.pricing.currency;
  // Bench only: the replaced design, the processor called while the order's locks are held.
  const holdLock = ctx.config.paymentBench.inTransaction && input.payment.method === 'card';
  const written = await refusableTransaction(ctx.db, async (trx) => {
    const result = await writeOrder(trx, job);
    if (isRefusal(result)) return result;
    const taken = await takeCreditFor(trx, userId, currency, result.orderId, credit);
    if (isRefusal(taken)) return taken;
    if (key) await linkKeyToOrder(trx, userId, key, result.orderId);
    if (holdLock) {
      const card = input.payment.method === 'card' ? input.payment.card : undefined;
      await chargeOnce({ ...ctx, db: trx }, chargeKey(result.orderId), job.planned.totals.total, currency, card);
    }
    return result.written;
  });
  if (isRefusal(written)) return written;
  // The row as committed; gift cards and store credit may have changed it after the insert: read back then.
  p.order = credit.payments.length === 0 ? written.order : (await findOrder(ctx.db, written.order.id))!;
  p.written = written;
}

/** The plan's gift cards and store credit taken for the order, each an order payment (paid) with its ledger row. */
async function takeCreditFor(trx: Database, userId: number, currency: string, orderId: number, plan: CreditPlan): Promise<Refusal | void> {
  if (plan.payments.length === 0) return;
  const taken = await takeCredit(trx, { id: orderId, userId, currency, number: orderNumber(orderId) }, plan);
  if (isRefusal(taken)) return taken;
  const order = (await findOrder(trx, orderId))!;
  const now = new Date().toISOString();
  for (const t of taken) {
    const { id } = await insertCreditPayment(trx, {
      order_id: orderId,
      method: t.method,
      amount: t.amount,
      reference: t.reference,
      card_last4: t.last4,
      created_at: now,
    });
    await recordTransaction(
      trx,
      transactionOf(order, {
        provider: t.method,
        kind: 'capture',
        status: 'succeeded',
        amount: t.amount,
        reference: t.reference,
        card_brand: null,
        card_last4: t.last4,
        payment_id: id,
        created_at: now,
      }),
    );
  }
}

async function undoWrite(p: Placement): Promise<void> {
  if (p.order) await compensate(p.ctx, p.order.id, p.failed);
}

const providerOrder = (ctx: AppContext, order: OrderRow, amount: number): ProviderOrder => ({
  id: order.id,
  amount,
  currency: order.currency,
  describe: () => checkoutOrderOf(ctx.db, order),
});

/** 5. The provider is called outside any transaction; a refusal undoes the write (step 4). */
async function pay(p: Placement): Promise<Refusal | void> {
  const order = p.order!;
  if (p.due === 0) {
    // Gift cards and store credit paid it all in the write step: the card, Stripe or pay later is not called.
    p.outcome = { kind: 'paid', reference: '', card: null };
    return;
  }
  const card = p.input.payment.method === 'card' ? p.input.payment.card : undefined;
  const outcome = await providerFor(p.input.payment.method).start(p.ctx, providerOrder(p.ctx, order, p.due!), card);
  if (outcome.kind === 'refused') {
    paymentsFailed.inc({ step: 'charge' });
    const digits = cardDigits(card?.number ?? '');
    p.failed = transactionOf(order, {
      kind: 'authorize',
      status: 'failed',
      card_brand: digits ? cardBrand(digits) : null,
      card_last4: digits.slice(-4) || null,
      failure_reason: outcome.reason,
    });
    return refuse(402, 'PAYMENT_FAILED', outcome.message, { payment: [outcome.message] });
  }
  if (outcome.kind === 'unreachable') {
    paymentsFailed.inc({ step: 'stripe_session' });
    return refuse(502, 'PAYMENT_FAILED', outcome.message, { payment: [outcome.message] });
  }
  p.outcome = outcome;
}

/** 6. The provider's answer recorded; the order is shown to the shopper from now on. */
async function record(p: Placement): Promise<void> {
  const recorded = p.due === 0 ? await recordCreditOnly(p.ctx, p.order!) : await recordOutcome(p.ctx, p.order!, p.outcome!, p.written);
  ordersPlaced.inc({ payment_method: p.input.payment.method });
  p.result = recorded ?? (await loadOrder(p.ctx.db, p.order!.id));
}

/** Records the outcome; answers the order when recording it loaded it (for the confirmation mail). */
async function recordOutcome(ctx: AppContext, order: OrderRow, outcome: StartOutcome, written?: WrittenOrder): Promise<Order | null> {
  if (outcome.kind === 'paid') return recordCharge(ctx, order, outcome.reference, outcome.card, written);
  if (outcome.kind === 'invoiced') return recordInvoice(ctx, order, outcome.reference);
  if (outcome.kind === 'redirect') await recordSession(ctx, order, outcome.session);
  return null;
}

/**
 * Settles an order whose provider call has no recorded outcome (a request that died between
 * steps 4 and 6), by asking its provider what happened under the order's key: recorded as the
 * request would have, or undone.
 */
export async function settleStuck(ctx: AppContext, order: OrderRow): Promise<void> {
  const external = await externalPayment(ctx.db, order.id);
  if (!external) {
    // Gift cards and store credit paid it all when it was written: nothing to ask a provider.
    await recordCreditOnly(ctx, order);
    return;
  }
  const outcome = await providerFor(order.payment_method).lookup(ctx, providerOrder(ctx, order, Number(external.amount)));
  if (outcome.kind === 'refused' || outcome.kind === 'unreachable') {
    const failed =
      order.payment_method === 'card' && outcome.kind === 'refused'
        ? transactionOf(order, { kind: 'authorize', status: 'failed', failure_reason: outcome.reason })
        : undefined;
    await compensate(ctx, order.id, failed);
    return;
  }
  await recordOutcome(ctx, order, outcome);
}
