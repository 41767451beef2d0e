import { z } from 'zod';
import { MAX_ID } from '../constants/index';
import { PAYMENT_METHODS } from '../checkout/index';
import { CREDIT_SOURCES, OrderGiftCardLineSchema } from '../credit/index';
import { TaxLineSchema } from '../tax/index';
import { ORDER_MESSAGES } from './messages';

export { ORDER_MESSAGES, ORDER_STATUS_LABELS, ORDER_TEMPLATES, PAYMENT_STATUS_LABELS } from './messages';

/** How each of an order's payments was made: the ways of paying, and the gift cards and store credit taken first. */
export const ORDER_PAYMENT_METHODS = [...PAYMENT_METHODS, ...CREDIT_SOURCES] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded', 'partially_refunded', 'failed', 'awaiting_payment'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What staff (and the shopper, for cancel) can do to an order; the API's state machine decides when. */
export const ORDER_ACTIONS = ['confirm', 'start_processing', 'ship', 'deliver', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * One colour family per state, used by every badge in the storefront and the admin:
 * grey waiting, blue accepted, indigo in progress, amber on its way, green done, red stopped.
 */
export const STATUS_TONES: Record<OrderStatus | PaymentStatus, 'grey' | 'blue' | 'indigo' | 'amber' | 'green' | 'red'> = {
  pending: 'grey',
  confirmed: 'blue',
  processing: 'indigo',
  shipped: 'amber',
  delivered: 'green',
  cancelled: 'red',
  unpaid: 'grey',
  paid: 'green',
  refunded: 'indigo',
  partially_refunded: 'amber',
  failed: 'red',
  awaiting_payment: 'grey',
};

/** An order id in a path: its number (12) or its order number (SW-100012). */
export const OrderKeyParamsSchema = z.object({
  orderId: z
    .string()
    .trim()
    .regex(/^(\d{1,10}|[Ss][Ww]-\d{1,12})$/, { error: ORDER_MESSAGES.orderIdInvalid })
    .refine((v) => !/^\d+$/.test(v) || Number(v) <= MAX_ID, { error: ORDER_MESSAGES.orderIdInvalid })
    .transform((v) => (/^\d+$/.test(v) ? { id: Number(v) } : { number: v.toUpperCase() })),
});

export const ORDER_PAGE_SIZE = { default: 10, max: 50 } as const;
const whole = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: message });

/** `GET orders`: newest first, a page at a time. */
export const OrderListQuerySchema = z.object({
  page: whole(1, 100_000, ORDER_MESSAGES.pageInvalid).default(1),
  page_size: whole(1, ORDER_PAGE_SIZE.max, ORDER_MESSAGES.pageSizeInvalid).default(ORDER_PAGE_SIZE.default),
});

/** `ship` needs where the parcel went. */
export const ShipmentInputSchema = z.strictObject({
  carrier: z.string({ error: ORDER_MESSAGES.carrierRequired }).trim().min(1, { error: ORDER_MESSAGES.carrierRequired }).max(60),
  tracking_number: z.string({ error: ORDER_MESSAGES.trackingRequired }).trim().min(1, { error: ORDER_MESSAGES.trackingRequired }).max(80),
});
export type ShipmentInput = z.infer<typeof ShipmentInputSchema>;

export const OrderAddressSchema = z.object({
  full_name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postal_code: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable().optional(),
  vat_id: z.string().nullable().optional(),
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

/** A line as it was sold: name, price, colour, size and image are copies taken when ordering. */
export const OrderLineSchema = z.object({
  /** The line's id (what a return names as `order_line_id`). */
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  name: z.string(),
  slug: z.string().nullable(),
  image: z.string().nullable(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  /** The SKU the line was sold as (kept when the variant changes or goes); null for lines older than variants without one. */
  sku: z.string().nullable(),
  variant_id: z.number().int().nullable(),
  unit_price: z.number(),
  quantity: z.number().int(),
  line_total: z.number(),
  /** The rate in percent it was taxed at (null: untaxed, or an order from before per-line taxes) and its tax, frozen at placement. */
  tax_rate: z.number().nullable(),
  tax: z.number(),
  /** Only on a gift-card line: its recipient and when the code was mailed (never the code). */
  gift_card: OrderGiftCardLineSchema.optional(),
});

export const OrderEventSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  message: z.string(),
  actor: z.enum(['customer', 'staff', 'system']),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

const statusFields = {
  id: z.number().int(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  currency: z.string(),
  total: z.number(),
  placed_at: z.string(),
};

/** `GET orders/{id}` and the answer of `POST orders`. */
export const OrderSchema = z.object({
  ...statusFields,
  /** The market it was placed in (ADR 029); its money is in `currency`, frozen at placement and never converted. */
  market: z.string(),
  updated_at: z.string(),
  lines: z.array(OrderLineSchema),
  item_count: z.number().int(),
  subtotal: z.number(),
  discount: z.object({ code: z.string(), amount: z.number() }).nullable(),
  /** The shipping method's code and its name when the order was placed. */
  shipping_method: z.string(),
  shipping_name: z.string(),
  shipping: z.number(),
  tax_rate: z.number(),
  tax: z.number(),
  shipping_tax: z.number(),
  /** What the order charged per tax rate (with the amount it was charged on, `net`), frozen at placement. */
  taxes: z.array(TaxLineSchema.extend({ net: z.number() })),
  prices_include_tax: z.boolean(),
  /** The reverse-charge note (no VAT charged), or why VAT was charged to a buyer who gave a VAT number. */
  tax_note: z.string().nullable(),
  buyer_vat_id: z.string().nullable(),
  shop_vat_id: z.string().nullable(),
  refunded: z.number(),
  shipping_address: OrderAddressSchema,
  billing_address: OrderAddressSchema,
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  shipment: z.object({ carrier: z.string(), tracking_number: z.string() }).nullable(),
  /** Whether the shopper may still cancel it (before it ships). */
  can_cancel: z.boolean(),
  events: z.array(OrderEventSchema),
  /** The order's payments, each through its provider: what each covers, its state, what was refunded of it. */
  payments: z.array(
    z.object({
      method: z.enum(ORDER_PAYMENT_METHODS),
      amount: z.number(),
      status: z.enum(['pending', 'paid', 'partially_refunded', 'refunded', 'cancelled']),
      refunded: z.number(),
      card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
      /** A gift card payment: the card's last 4 (the code is never shown again). */
      gift_card_last4: z.string().nullable().optional(),
    }),
  ),
  /** A Stripe order awaiting payment: the hosted payment page (Stripe Checkout) to send the shopper to. */
  payment_redirect_url: z.string().optional(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderSummarySchema = z.object({ ...statusFields, item_count: z.number().int(), image: z.string().nullable() });
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderPageSchema = z.object({
  count: z.number().int(),
  next: z.number().int().nullable(),
  previous: z.number().int().nullable(),
  results: z.array(OrderSummarySchema),
});
export type OrderPage = z.infer<typeof OrderPageSchema>;
