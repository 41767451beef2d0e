import type { Address } from '@shopwright/shared/account';
import { CARD_BRAND_LABELS, shippingLabel, type CardBrand } from '@shopwright/shared/checkout';
import { millisToPercent } from '@shopwright/shared/tax';
import { fromMinorIn } from '@shopwright/shared/money';
import type { Order, OrderAddress, OrderSummary } from '@shopwright/shared/orders';
import { parseRecipient } from '../cart/cart-gift-card';
import { orderNumber } from './order-number';
import type { OrderEventRow, OrderLineRow, OrderPaymentRow, OrderRow, OrderTaxRow } from './orders.table';
import { canCancel } from './state-machine';

const EMPTY_ADDRESS: OrderAddress = {
  full_name: '',
  line1: '',
  line2: null,
  city: '',
  region: null,
  postal_code: '',
  country: '',
  phone: null,
};

export const addressJson = (address: Address): string => JSON.stringify(address);

/** A stored address; a damaged value shows as empty rather than failing the whole order. */
export function addressOf(json: string): OrderAddress {
  try {
    return { ...EMPTY_ADDRESS, ...(JSON.parse(json) as Partial<OrderAddress>) };
  } catch {
    return EMPTY_ADDRESS;
  }
}

export const cardLabel = (brand: string) => CARD_BRAND_LABELS[brand as CardBrand] ?? 'Card';

/**
 * Whose words an order's lines are in (ADR 030): the shopper's (`order`: the name and option
 * labels frozen in the order's language, where it had them) or the staff's (`base`: the
 * catalog's own texts, as the admin, the reports and the returns know them).
 */
export type OrderTexts = 'order' | 'base';

export function toOrder(
  row: OrderRow,
  lines: OrderLineRow[],
  events: OrderEventRow[],
  taxes: OrderTaxRow[],
  payments: OrderPaymentRow[],
  texts: OrderTexts = 'order',
  /** When each gift-card line's cards were mailed (null: not yet), by line id. */
  giftCardsSent?: Map<number, string | null>,
): Order {
  const local = texts === 'order';
  // Money in the order's currency with its decimals (JPY none), as it was charged: never converted (ADR 029).
  const fromMinor = (minor: number) => fromMinorIn(minor, row.currency);
  return {
    id: row.id,
    number: orderNumber(row.id),
    status: row.status,
    payment_status: row.payment_status,
    payment_method: row.payment_method,
    currency: row.currency,
    market: row.market ?? 'us',
    total: fromMinor(Number(row.total)),
    placed_at: row.placed_at,
    updated_at: row.updated_at,
    lines: lines.map((l) => ({
      id: l.id,
      product_id: l.product_id,
      name: (local && l.lang_name) || l.name,
      slug: l.slug,
      image: l.image,
      color: (local && l.lang_color) || l.color,
      size: (local && l.lang_size) || l.size,
      sku: l.sku,
      variant_id: l.variant_id,
      unit_price: fromMinor(Number(l.unit_price)),
      quantity: Number(l.quantity),
      line_total: fromMinor(Number(l.line_total)),
      tax_rate: l.tax_rate_millis === null ? null : millisToPercent(Number(l.tax_rate_millis)),
      tax: fromMinor(Number(l.tax)),
      ...(l.gift_card ? { gift_card: { ...parseRecipient(l.gift_card)!, sent_at: giftCardsSent?.get(l.id) ?? null } } : {}),
    })),
    item_count: lines.reduce((sum, l) => sum + Number(l.quantity), 0),
    subtotal: fromMinor(Number(row.subtotal)),
    discount: row.discount_code ? { code: row.discount_code, amount: fromMinor(Number(row.discount_total)) } : null,
    shipping_method: row.shipping_method,
    shipping_name: shippingLabel(row.shipping_method, row.shipping_name),
    shipping_tax: fromMinor(Number(row.shipping_tax)),
    taxes: taxes.map((t) => ({
      name: t.name,
      rate: millisToPercent(Number(t.rate_millis)),
      amount: fromMinor(Number(t.tax)),
      net: fromMinor(Number(t.net)),
    })),
    prices_include_tax: Number(row.prices_include_tax) === 1,
    tax_note: row.tax_note,
    buyer_vat_id: row.buyer_vat_id,
    shop_vat_id: row.shop_vat_id,
    shipping: fromMinor(Number(row.shipping_total)),
    tax_rate: Number(row.tax_rate_bp) / 100,
    tax: fromMinor(Number(row.tax_total)),
    refunded: fromMinor(Number(row.refunded_total)),
    shipping_address: addressOf(row.shipping_address),
    billing_address: addressOf(row.billing_address),
    card: row.card_brand && row.card_last4 ? { brand: cardLabel(row.card_brand), last4: row.card_last4 } : null,
    shipment: row.carrier && row.tracking_number ? { carrier: row.carrier, tracking_number: row.tracking_number } : null,
    can_cancel: canCancel(row.status),
    payments: payments.map((p) => ({
      method: p.method,
      amount: fromMinor(Number(p.amount)),
      status: p.status,
      refunded: fromMinor(Number(p.refunded)),
      card: p.card_brand && p.card_last4 ? { brand: cardLabel(p.card_brand), last4: p.card_last4 } : null,
      ...(p.method === 'gift_card' ? { gift_card_last4: p.card_last4 } : {}),
    })),
    events: events.map((e) => ({ id: e.id, type: e.type, message: e.message, actor: e.actor_type, created_at: e.created_at })),
    ...(row.payment_status === 'awaiting_payment' && row.status === 'pending' && row.payment_redirect_url
      ? { payment_redirect_url: row.payment_redirect_url }
      : {}),
  };
}

export type SummaryRow = Pick<OrderRow, 'id' | 'status' | 'payment_status' | 'payment_method' | 'currency' | 'total' | 'placed_at'> & {
  item_count: number | string | null;
  image: string | null;
};

export const toSummary = (row: SummaryRow): OrderSummary => ({
  id: row.id,
  number: orderNumber(row.id),
  status: row.status,
  payment_status: row.payment_status,
  payment_method: row.payment_method,
  currency: row.currency,
  total: fromMinorIn(Number(row.total), row.currency),
  placed_at: row.placed_at,
  item_count: Number(row.item_count ?? 0),
  image: row.image,
});
