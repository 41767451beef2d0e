import type { Generated, Insertable, Selectable } from 'kysely';
import type { OrderPaymentMethod, OrderStatus, PaymentStatus } from '@shopwright/shared/orders';

/** An order (migration 0006). Money in cents; addresses as JSON text; the number derives from the id. */
export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  /** Where the order's mails go; null once the account is deleted. */
  email: string | null;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: 'card' | 'pay_later' | 'stripe';
  currency: string;
  subtotal: number;
  discount_total: number;
  discount_code: string | null;
  discount_id: number | null;
  /** A shipping method's code (migration 0016: any method; `shipping_name` its name at placement). */
  shipping_method: string;
  shipping_total: number;
  tax_rate_bp: number;
  tax_total: number;
  total: number;
  refunded_total: Generated<number>;
  shipping_address: string;
  billing_address: string;
  card_brand: string | null;
  card_last4: string | null;
  carrier: string | null;
  tracking_number: string | null;
  placed_at: string;
  updated_at: string;
  /** 1 from the placement's first commit until the provider's answer is recorded (migration 0013): hidden from the shopper meanwhile. */
  settling: Generated<number>;
  /** The provider's payment id (Stripe: the PaymentIntent). */
  payment_reference: string | null;
  /** Stripe: the Checkout Session, its hosted page and when it expires. */
  payment_session: string | null;
  payment_redirect_url: string | null;
  payment_expires_at: string | null;
  /** What the order charged, frozen at placement (migration 0016). */
  prices_include_tax: Generated<number>;
  shipping_tax: Generated<number>;
  shipping_name: string | null;
  /** The destination country whose tax was charged (the tax report groups by it). */
  tax_country: string | null;
  /** The reverse-charge note, or why VAT was charged when VIES could not confirm the buyer's number. */
  tax_note: string | null;
  buyer_vat_id: string | null;
  shop_vat_id: string | null;
  /** The market it was placed in, its rate at placement (exact decimal text: base = amount / rate) and the shopper's language (migration 0022). */
  market: string | null;
  exchange_rate: string | null;
  lang: string | null;
  /** The rate as integers for the reports' SQL (migration 0022): rate x 1,000,000 and 10^(6 + base digits - currency digits). */
  rate_micros: Generated<number | string>;
  base_scale: Generated<number | string>;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  name: string;
  slug: string | null;
  image: string | null;
  color: string | null;
  size: string | null;
  /** The variant and the SKU it was sold as (migration 0012). */
  variant_id: number | null;
  sku: string | null;
  unit_price: number;
  quantity: number;
  line_total: number;
  /** Its tax category, rate (thousandths of a percent; null: untaxed), tax and share of the order discount (migration 0016). */
  tax_category: string | null;
  tax_rate_millis: number | null;
  tax: Generated<number>;
  discount: Generated<number>;
  /** A gift-card line's recipient as JSON (migration 0025); null for other lines. */
  gift_card?: string | null;
  /** The name and option labels in the order's language, frozen at placement; null: the base text (migration 0024, ADR 030). */
  lang_name: string | null;
  lang_color: string | null;
  lang_size: string | null;
}

/** An order's totals per tax rate (goods and shipping), frozen at placement; refunds count against them. */
export interface OrderTaxesTable {
  id: Generated<number>;
  order_id: number;
  name: string;
  rate_millis: number;
  net: number;
  tax: number;
  refunded_net: Generated<number>;
  refunded_tax: Generated<number>;
}

/** The order's timeline: who did what, when. */
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  type: string;
  message: string;
  actor_type: 'customer' | 'staff' | 'system';
  actor_id: number | null;
  /** JSON with the change's details (e.g. carrier and tracking number). */
  data: string | null;
  created_at: string;
}

/** An `Idempotency-Key` of `POST orders` and, once finished, the answer it gave. */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  user_id: number;
  key: string;
  request_hash: string;
  status: 'in_progress' | 'done';
  response_status: number | null;
  response_body: string | null;
  /** The order the request wrote before its provider call (migration 0013): a retry after a crash answers with it. */
  order_id: number | null;
  created_at: string;
  updated_at: string;
}

/**
 * One payment of an order (migration 0017): the order's money can come from several (gift cards
 * and store credit first, then a card, Stripe or pay later), each through its provider.
 */
export interface OrderPaymentsTable {
  id: Generated<number>;
  order_id: number;
  method: OrderPaymentMethod;
  /** Cents this payment covers. */
  amount: number;
  status: Generated<'pending' | 'paid' | 'partially_refunded' | 'refunded' | 'cancelled'>;
  /** The provider's id of the charge, invoice or PaymentIntent, once known. */
  reference: string | null;
  card_brand: string | null;
  card_last4: string | null;
  refunded: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface OrdersTables {
  order_payments: OrderPaymentsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_taxes: OrderTaxesTable;
  order_events: OrderEventsTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type OrderRow = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type NewOrderLine = Insertable<OrderLinesTable>;
export type OrderPaymentRow = Selectable<OrderPaymentsTable>;
export type OrderTaxRow = Selectable<OrderTaxesTable>;
export type OrderEventRow = Selectable<OrderEventsTable>;
