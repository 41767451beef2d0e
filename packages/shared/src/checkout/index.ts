import { z } from 'zod';
import { AddressSchema } from '../account/index';
import { TaxLineSchema } from '../tax/index';
import { GiftCardCodesSchema, QuoteCreditFields, UseStoreCreditSchema } from '../credit/index';
import { MarketQueryFields, OrderCurrencySchema } from '../markets/index';
import { cardDigits, cardExpired, luhnValid } from './card';
import { CHECKOUT_MESSAGES as M } from './messages';

export * from './card';
export { CHECKOUT_MESSAGES } from './messages';

/** The shipping methods every shop starts with; staff add others per zone (admin/shipping-methods). */
export const SHIPPING_METHODS = ['standard', 'express'] as const;
/** A shipping method's code, such as `standard` or one staff created. */
export type ShippingMethod = string;
/** A shipping method's name for an order or quote that carries only its code (orders keep their method's name). */
export const shippingLabel = (code: string, name?: string | null) =>
  name ?? (code === 'express' ? 'Express' : code === 'standard' ? 'Standard' : code);

/** `currency`: a fixed-amount code without an amount in the cart's currency (markets, ADR 029). */
export const DISCOUNT_REFUSALS = ['not_found', 'inactive', 'not_started', 'expired', 'exhausted', 'minimum_not_met', 'currency'] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

export const ShippingMethodSchema = z
  .string({ error: M.shippingMethodInvalid })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, { error: M.shippingMethodInvalid });

/** A discount code as typed: trimmed and upper-cased; blank or null means none. */
export const DiscountCodeInputSchema = z
  .string({ error: M.discountCodeInvalid })
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || /^[A-Z0-9_-]{3,32}$/.test(v), { error: M.discountCodeInvalid })
  .nullish()
  .transform((v) => (v ? v : undefined));

/**
 * Where a quote is for: at least a country (`region` and `postal_code` refine an estimate); a
 * full address (any of name, line or city given) is checked like the order's.
 */
export const QuoteAddressSchema = AddressSchema.partial().required({ country: true });
export type QuoteAddress = z.infer<typeof QuoteAddressSchema>;

/** `POST checkout/quote`: prices the signed-in shopper's cart for a destination (the shop's default destination without one). */
export const QuoteRequestSchema = z.strictObject({
  shipping_method: ShippingMethodSchema.default('standard'),
  discount_code: DiscountCodeInputSchema,
  address: QuoteAddressSchema.optional(),
  /** The billing party, when not the shipping address: its `company` and `vat_id` decide the EU reverse charge. */
  billing_address: QuoteAddressSchema.optional(),
  /** Gift card codes that pay first, in this order (at most 5, duplicates dropped); refused ones are answered in `gift_card_errors`. */
  gift_cards: GiftCardCodesSchema,
  /** The shopper's store credit pays after the gift cards. */
  use_store_credit: UseStoreCreditSchema,
  /** The market to price in (its currency, prices, shipping and tax); the primary market without it. */
  market: MarketQueryFields.market,
});
export type QuoteRequest = z.input<typeof QuoteRequestSchema>;

const monthNow = () => new Date();

/** Card details as the shopper types them. They go to the payment gateway and are never stored. */
export const CardSchema = z
  .strictObject({
    number: z
      .string({ error: M.cardNumberRequired })
      .min(1, { error: M.cardNumberRequired, abort: true })
      .max(40, { error: M.cardNumberLength, abort: true })
      .transform(cardDigits)
      .refine((v) => /^\d*$/.test(v), { error: M.cardNumberDigits, abort: true })
      .refine((v) => v.length >= 12 && v.length <= 19, { error: M.cardNumberLength, abort: true })
      .refine(luhnValid, { error: M.cardNumberInvalid }),
    exp_month: z
      .number({ error: M.expMonthInvalid })
      .int({ error: M.expMonthInvalid })
      .min(1, { error: M.expMonthInvalid })
      .max(12, { error: M.expMonthInvalid }),
    exp_year: z
      .number({ error: M.expYearInvalid })
      .int({ error: M.expYearInvalid })
      .min(2000, { error: M.expYearInvalid })
      .max(2099, { error: M.expYearInvalid }),
    cvc: z.string({ error: M.cvcInvalid }).regex(/^\d{3,4}$/, { error: M.cvcInvalid }),
    holder: z
      .string({ error: M.holderRequired })
      .trim()
      .min(1, { error: M.holderRequired, abort: true })
      .max(100, { error: M.holderTooLong }),
  })
  .superRefine((card, ctx) => {
    if (cardExpired(card.exp_month, card.exp_year, monthNow()))
      ctx.addIssue({ code: 'custom', path: ['exp_month'], message: M.cardExpired });
  });
export type CardInput = z.input<typeof CardSchema>;

/** `stripe` is Stripe Checkout (the hosted page), offered when the shop has Stripe keys. */
export const PAYMENT_METHODS = ['card', 'pay_later', 'stripe'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PaymentInputSchema = z.discriminatedUnion(
  'method',
  [
    z.strictObject({ method: z.literal('card'), card: CardSchema }),
    z.strictObject({ method: z.literal('pay_later') }),
    z.strictObject({ method: z.literal('stripe') }),
  ],
  { error: M.paymentMethodInvalid },
);
export type PaymentInput = z.infer<typeof PaymentInputSchema>;

const amount = z
  .number({ error: M.expectedTotalInvalid })
  .min(0, { error: M.expectedTotalInvalid })
  .max(100_000_000, { error: M.expectedTotalInvalid })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: M.expectedTotalInvalid });

/**
 * `POST orders` (with an `Idempotency-Key` header). The cart is priced again on the server;
 * `expected_total`, the total the shopper was shown, turns a price change in between into a
 * 409 instead of a charge of a different amount. Without `billing_address` the shipping
 * address is billed.
 */
export const PlaceOrderSchema = z.strictObject({
  shipping_address: AddressSchema,
  billing_address: AddressSchema.optional(),
  /** Required unless nothing in the cart ships (only gift cards): such an order has no shipping. */
  shipping_method: ShippingMethodSchema.optional(),
  discount_code: DiscountCodeInputSchema,
  payment: PaymentInputSchema,
  expected_total: amount.optional(),
  /** Gift cards pay first (in this order), then store credit, then `payment` what is left; a refused code is a 409 with its `reason`. */
  gift_cards: GiftCardCodesSchema,
  use_store_credit: UseStoreCreditSchema,
  /** The market the cart was shown in (the primary market without it) and, optionally, its currency: either not the cart's is a 409. */
  market: MarketQueryFields.market,
  currency: OrderCurrencySchema,
});
export type PlaceOrderInput = z.input<typeof PlaceOrderSchema>;
export type PlaceOrder = z.infer<typeof PlaceOrderSchema>;

/** The `Idempotency-Key` header of `POST orders`: required, 8 to 255 visible characters. */
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string({ error: M.idempotencyKeyRequired })
    .min(1, { error: M.idempotencyKeyRequired, abort: true })
    .regex(/^[\x21-\x7e]{8,255}$/, { error: M.idempotencyKeyInvalid }),
});

export const QuoteLineSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  /** The variant and its SKU; `unit_price` is the variant's price. */
  sku: z.string().nullable(),
  variant_id: z.number().int().nullable(),
  unit_price: z.number(),
  quantity: z.number().int(),
  line_total: z.number(),
  /** The line's tax category, rate in percent (null: no tax here) and tax, after its share of the discount. */
  tax_category: z.string(),
  tax_rate: z.number().nullable(),
  tax: z.number(),
});
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

export const ShippingOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  estimate: z.string(),
  price: z.number(),
  free: z.boolean(),
});
export type ShippingOption = z.infer<typeof ShippingOptionSchema>;

export const AppliedDiscountSchema = z.object({
  code: z.string(),
  kind: z.enum(['percentage', 'fixed']),
  /** Percent off (10 = 10 %) or the amount off. */
  value: z.number(),
  amount: z.number(),
});

/** Why a code was not applied: a stable reason and the sentence to show under the field. */
export const DiscountErrorSchema = z.object({ code: z.string(), reason: z.enum(DISCOUNT_REFUSALS), detail: z.string() });

/**
 * `POST checkout/quote`: every line and total, computed on the server. Money is in the shop's
 * currency with two decimals; `tax_rate` is in percent.
 */
export const QuoteSchema = z.object({
  currency: z.string(),
  /** The market priced in (ADR 029); money is in its currency, with that currency's decimals (JPY none). */
  market: z.string(),
  lines: z.array(QuoteLineSchema),
  item_count: z.number().int(),
  subtotal: z.number(),
  discount: AppliedDiscountSchema.nullable(),
  discount_error: DiscountErrorSchema.nullable(),
  /** The method priced; null when no method delivers to the destination (`shipping_options` is then empty). */
  shipping_method: z.string().nullable(),
  shipping_options: z.array(ShippingOptionSchema),
  shipping: z.number(),
  /** How much more (after discounts) would make the first offered method with a free threshold free; null when one is free already or none has one. */
  free_shipping_remaining: z.number().nullable(),
  /** The rate of the largest taxed amount, in percent (the one rate of a shop with one). */
  tax_rate: z.number(),
  tax: z.number(),
  shipping_tax: z.number(),
  /** The tax grouped by rate. */
  taxes: z.array(TaxLineSchema),
  /** Whether the prices include the tax (then `total` does not add it). */
  prices_include_tax: z.boolean(),
  total: z.number(),
  /** Where the quote is for: the address given, or the shop's default destination. */
  destination: z.object({ country: z.string(), region: z.string().nullable(), postal_code: z.string().nullable() }),
  /** EU reverse charge: no VAT, with `tax_note` the note to keep. Otherwise `tax_note` says why VAT is charged to a buyer who gave a VAT number, or is null. */
  reverse_charge: z.boolean(),
  tax_note: z.string().nullable(),
  pay_later_enabled: z.boolean(),
  /** Changes the shop made to the cart since the shopper last looked (sold out, fewer left). */
  notices: z.array(z.string()),
  ...QuoteCreditFields,
});
export type Quote = z.infer<typeof QuoteSchema>;

/** `GET payments/options`: the ways of paying this shop offers besides the spec's card and pay later. */
export const PaymentOptionsSchema = z.object({ stripe: z.boolean() });
export type PaymentOptions = z.infer<typeof PaymentOptionsSchema>;

/** The Stripe events the shop's webhook endpoint handles (select these in Stripe's dashboard). */
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'checkout.session.async_payment_failed',
  'charge.refunded',
] as const;

/** `GET admin/payments/stripe`: whether Stripe is set up and in which mode; never the keys. */
export const StripeStatusSchema = z.object({
  configured: z.boolean(),
  mode: z.enum(['test', 'live']).nullable(),
  webhook_url: z.string(),
  events: z.array(z.string()),
});
export type StripeStatus = z.infer<typeof StripeStatusSchema>;
