import { CHECKOUT_MESSAGES as M, type PlaceOrder } from '@shopwright/shared/checkout';
import { variantLabel } from '@shopwright/shared/catalog';
import { NO_SHIPPING_METHOD } from '@shopwright/shared/credit';
import { formatMoney, fromMinorIn } from '@shopwright/shared/money';
import type { Database, Dialect } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { isRefusal, refuse, type Refusal } from '../../lib/refusal';
import { nowIso } from '../../lib/time';
import { cartLines, cartMarket, lockOwner } from '../cart/cart.repo';
import { baseConversion, pricesInMarket } from '../checkout/market';
import { fromCartRow } from '../checkout/cart-lines';
import { emptyCart, priceCheckout, type PricedCheckout } from '../checkout/checkout.service';
import { insertPayment } from './order-payments.repo';
import { claimDiscountUse, recordDiscountUse } from '../checkout/discounts.repo';
import { mainRate, type PricedLineInput } from '../checkout/pricing';
import type { StoredSettings } from '../settings/settings.service';
import { takeStock, variantStock } from '../catalog/stock-writes';
import { addressJson } from './orders.mappers';
import { deleteCartLines, insertLines, insertOrder, insertOrderTaxes } from './orders.repo';
import type { OrderLineRow, OrderPaymentRow, OrderRow, OrderTaxRow } from './orders.table';

/** Everything one order attempt knows before its transaction starts. */
export interface OrderJob {
  dialect: Dialect;
  user: UserRow;
  input: PlaceOrder;
  settings: StoredSettings;
  /** The pricing the shopper was shown (`plan`); the transaction prices again and must agree. */
  planned: PricedCheckout;
  card: { brand: string; last4: string } | null;
  /** What gift cards and store credit pay (taken by the placement in the same transaction); the way of paying covers the rest. */
  creditPaid?: number;
  /** The language the order's mails are written in (ADR 029); the market's default without it. */
  lang?: string;
}

/**
 * The rows the order's transaction wrote, as stored: the placement answers the order from them
 * instead of reading it back (issue 29). `payment` is the way of paying's payment (none when gift
 * cards and store credit paid it all).
 */
export interface WrittenOrder {
  order: OrderRow;
  lines: OrderLineRow[];
  taxes: OrderTaxRow[];
  payment: OrderPaymentRow | null;
}

/** A line sold out or with fewer units than ordered: 409 OUT_OF_STOCK naming it. */
export const outOfStock = (message: string) => refuse(409, 'OUT_OF_STOCK', message, { cart: [message] });
/** A discount code that no longer applies: 409 naming why. */
export const discountRefused = (detail: string) => refuse(409, 'CONFLICT', detail, { discount_code: [detail] });

/**
 * The cart read again inside the transaction and priced again: if anything moved since it was
 * planned (a line, a price, the code), the order stops here with a 409.
 */
async function repriced(trx: Database, job: OrderJob): Promise<{ priced: PricedCheckout; lineIds: number[] } | Refusal> {
  const rows = await cartLines(trx, job.user.id, job.planned.pricing.sale.lang);
  if (rows.length === 0) return emptyCart([]);
  const gone = rows.find((r) => r.product_id === null || r.variant_id === null || r.name === null || Number(r.published) !== 1);
  if (gone) return outOfStock(M.unavailable(gone.name ?? gone.product_name));
  // The cart may have moved to another market since it was priced (another tab): the order stops rather than charge in another currency.
  const sale = job.planned.pricing.sale;
  const stored = await cartMarket(trx, job.user.id);
  if ((stored ?? sale.primaryCode) !== sale.market.code) return refuse(409, 'CONFLICT', M.cartChanged, { cart: [M.cartChanged] });
  const prices = await pricesInMarket(
    trx,
    sale,
    rows.map((r) => ({
      product_id: r.product_id!,
      variant_id: r.variant_id,
      regular: Number(r.regular_price),
      sale: Number(r.sale_price),
    })),
  );
  const lines = rows.map((r, i) => ({ ...fromCartRow({ ...r, product_id: r.product_id! }), unit_price: prices[i]!.sale }));
  // The planned pricing context (destination, day, reverse charge, market) is reused: VIES is never asked in here.
  const priced = await priceCheckout(
    trx,
    job.planned.pricing,
    lines,
    job.input.shipping_method ?? NO_SHIPPING_METHOD,
    job.input.discount_code,
  );
  if (priced.discount && !priced.discount.ok) return discountRefused(priced.discount.detail);
  const was = job.planned.totals.total;
  if (priced.totals.total !== was) {
    const currency = job.planned.pricing.currency;
    const money = (minor: number) => formatMoney(fromMinorIn(minor, currency), currency);
    return refuse(409, 'CONFLICT', M.priceChanged(money(was), money(priced.totals.total)), { cart: [M.cartChanged] });
  }
  return { priced, lineIds: rows.map((r) => r.id) };
}

/**
 * Takes the units of every variant (lines of one variant added up), in (product, variant) order so
 * racing orders cannot deadlock; the product's total goes down with them in the same statement pair.
 */
async function reserveStock(trx: Database, lines: PricedLineInput[]): Promise<Refusal | null> {
  const wanted = new Map<number, { productId: number; name: string; quantity: number }>();
  // A gift card has no stock to take (ADR 025).
  for (const l of lines.filter((line) => !line.gift_card)) {
    // Named as the shopper reads it (ADR 030).
    const name = l.local?.name ?? l.name;
    const label = variantLabel({ color: l.local?.color ?? l.color, size: l.local?.size ?? l.size });
    wanted.set(l.variant_id!, {
      productId: l.product_id,
      name: label ? `${name} (${label})` : name,
      quantity: (wanted.get(l.variant_id!)?.quantity ?? 0) + l.quantity,
    });
  }
  const ordered = [...wanted].sort((a, b) => a[1].productId - b[1].productId || a[0] - b[0]);
  for (const [variantId, { productId, name, quantity }] of ordered) {
    // The catalog writes the variant's stock.low itself when the take crosses the threshold.
    if ((await takeStock(trx, productId, variantId, quantity)) !== null) continue;
    const row = await variantStock(trx, variantId);
    const left = row && Number(row.published) === 1 && row.retired_at === null ? Number(row.stock) : 0;
    return outOfStock(left > 0 ? M.fewerLeft(name, left) : M.soldOut(name));
  }
  return null;
}

async function insertOrderRows(trx: Database, job: OrderJob, priced: PricedCheckout, now: string): Promise<Omit<WrittenOrder, 'payment'>> {
  const { input, settings, user, card } = job;
  const { totals, discount, pricing } = priced;
  // Every order starts pending and `settling` until its payment's outcome is recorded (ADR 006).
  const order = await insertOrder(trx, {
    user_id: user.id,
    email: user.email,
    status: 'pending',
    payment_status: input.payment.method === 'stripe' ? 'awaiting_payment' : 'unpaid',
    settling: 1,
    payment_method: input.payment.method,
    // What the order charged is in its market's currency, frozen with the market's rate at placement (ADR 029).
    currency: pricing.currency,
    market: pricing.sale.market.code,
    exchange_rate: pricing.sale.market.primary ? '1' : pricing.sale.market.rate,
    lang: job.lang ?? pricing.sale.market.languages[0] ?? 'en',
    ...baseConversion(pricing.sale),
    subtotal: totals.subtotal,
    discount_total: totals.discount,
    discount_code: discount?.ok ? discount.row.code : null,
    discount_id: discount?.ok ? discount.row.id : null,
    shipping_method: totals.shippingMethod!.id,
    shipping_name: totals.shippingMethod!.name,
    shipping_total: totals.shipping,
    shipping_tax: totals.shippingTax,
    tax_rate_bp: Math.round(mainRate(totals.groups) / 10),
    tax_total: totals.tax,
    prices_include_tax: totals.pricesIncludeTax ? 1 : 0,
    tax_country: pricing.place.country,
    tax_note: pricing.reverseCharge.note,
    buyer_vat_id: pricing.reverseCharge.buyerVatId ?? (input.billing_address ?? input.shipping_address).vat_id ?? null,
    shop_vat_id: settings.vat_id,
    total: totals.total,
    shipping_address: addressJson(input.shipping_address),
    billing_address: addressJson(input.billing_address ?? input.shipping_address),
    card_brand: card?.brand ?? null,
    card_last4: card?.last4 ?? null,
    carrier: null,
    tracking_number: null,
    placed_at: now,
    updated_at: now,
  });
  const orderId = order.id;
  const lines = await insertLines(
    trx,
    priced.lines.map((l, i) => ({
      order_id: orderId,
      product_id: l.product_id,
      name: l.name,
      slug: l.slug || null,
      image: l.image,
      color: l.color,
      size: l.size,
      variant_id: l.variant_id,
      sku: l.sku,
      unit_price: totals.lines[i]!.unit_price,
      quantity: l.quantity,
      line_total: totals.lines[i]!.amount,
      tax_category: l.tax_category,
      tax_rate_millis: totals.lines[i]!.rate?.millis ?? null,
      tax: totals.lines[i]!.tax,
      discount: totals.lines[i]!.discount,
      gift_card: l.gift_card ? JSON.stringify(l.gift_card) : null,
      // Frozen in the order's language beside the base texts (ADR 030): the order is a record.
      lang_name: l.local?.name ?? null,
      lang_color: l.local?.color ?? null,
      lang_size: l.local?.size ?? null,
    })),
  );
  const taxes = await insertOrderTaxes(
    trx,
    totals.groups.map((g) => ({ order_id: orderId, name: g.name, rate_millis: g.millis, net: g.net, tax: g.tax })),
  );
  return { order, lines, taxes };
}

/**
 * The order's writes, in the caller's transaction: the shopper's lock, the cart priced again,
 * the order and its lines, the cart emptied, then stock and the discount use taken with
 * conditional updates. Those two come last because the rows they change stay locked until the
 * commit and every buyer of the product waits for them. A refusal is returned: the caller's
 * transaction (`refusableTransaction`) rolls all of it back. Answers the rows written.
 */
export async function writeOrder(
  trx: Database,
  job: OrderJob,
): Promise<{ orderId: number; priced: PricedCheckout; written: WrittenOrder } | Refusal> {
  await lockOwner(trx, job.dialect, job.user.id);
  const checked = await repriced(trx, job);
  if (isRefusal(checked)) return checked;
  const { priced, lineIds } = checked;
  const now = nowIso();
  const rows = await insertOrderRows(trx, job, priced, now);
  const orderId = rows.order.id;
  await deleteCartLines(trx, job.user.id, lineIds);
  if (priced.discount?.ok)
    await recordDiscountUse(trx, { discount_id: priced.discount.row.id, order_id: orderId, user_id: job.user.id, created_at: now });
  const stock = await reserveStock(trx, priced.lines);
  if (stock) return stock;
  if (priced.discount?.ok && !(await claimDiscountUse(trx, priced.discount.row.id, now))) return discountRefused(M.discountExhausted);
  const due = priced.totals.total - (job.creditPaid ?? 0);
  const payment =
    due > 0 ? await insertPayment(trx, { order_id: orderId, method: job.input.payment.method, amount: due, created_at: now }) : null;
  return { orderId, priced, written: { ...rows, payment } };
}
