import { z } from 'zod';
import { MAX_ID } from '../constants/index';
import { MarketQueryFields } from '../markets/index';
import { CartItemSchema, ProfileCartSchema } from '../users/index';
import { GiftCardRecipientSchema } from '../credit/recipient';
import { CART_MESSAGES, MAX_LINE_QUANTITY } from './messages';

export * from './messages';

/** Ids are 32-bit integers in both engines: anything larger cannot name a product. */
export const MAX_PRODUCT_ID = MAX_ID;

const M = CART_MESSAGES;

/** A product id as existing clients send it: a string of digits ("12"); numbers and anything else are refused. */
export const ProductIdStringSchema = z
  .string({ error: (issue) => (issue.input === undefined ? M.productIdRequired : M.productIdInvalid) })
  .regex(/^[1-9]\d{0,9}$/, { error: M.productIdInvalid })
  .refine((v) => Number(v) <= MAX_PRODUCT_ID, { error: M.productIdInvalid })
  .transform(Number);

/** A product id in a path (`products/cart/{product_id}`, `wishlist/{product_id}`). */
export const ProductIdParamsSchema = z.strictObject({ product_id: ProductIdStringSchema });

/** A colour or size name, matched without regard to case; blank or null means "not given". */
export const CartOptionSchema = z
  .string({ error: M.optionInvalid })
  .trim()
  .max(40, { error: M.optionInvalid })
  .nullish()
  .transform((v) => (v ? v : undefined));

/**
 * `POST products/add-to-cart`. Adds `quantity` (default 1) units. Without `color` the product's
 * first colour is taken; a product with sizes needs `size` (400 "Please choose a size").
 */
export const AddToCartSchema = z.strictObject({
  product_id: ProductIdStringSchema,
  quantity: z
    .number({ error: M.quantityInvalid })
    .int({ error: M.quantityInvalid })
    .min(1, { error: M.quantityInvalid })
    .max(MAX_LINE_QUANTITY, { error: M.quantityInvalid })
    .optional(),
  color: CartOptionSchema,
  size: CartOptionSchema,
  /** Who a gift card is for: required when the product is a gift card, refused otherwise (400 on `gift_card`). */
  gift_card: GiftCardRecipientSchema.optional(),
});
export type AddToCartInput = z.infer<typeof AddToCartSchema>;

/** `PATCH products/cart/{product_id}`: sets a line's quantity (0 removes it); color and size pick the line. */
export const SetCartQuantitySchema = z.strictObject({
  quantity: z
    .number({ error: M.setQuantityInvalid })
    .int({ error: M.setQuantityInvalid })
    .min(0, { error: M.setQuantityInvalid })
    .max(MAX_LINE_QUANTITY, { error: M.setQuantityInvalid }),
  color: CartOptionSchema,
  size: CartOptionSchema,
});
export type SetCartQuantityInput = z.infer<typeof SetCartQuantitySchema>;

/** `?market=` of the cart calls (ADR 029): the market the cart is priced in and belongs to from then on; the primary market without it. */
export const CartMarketQuerySchema = z.object({ market: MarketQueryFields.market });

/** Which lines of a product to act on; an option left out matches every line. `market` as on every cart call. */
export const CartLineQuerySchema = z.strictObject({ color: CartOptionSchema, size: CartOptionSchema, market: MarketQueryFields.market });
export type CartLineQuery = z.infer<typeof CartLineQuerySchema>;

/** What every cart call answers: the whole updated cart (the same shape as `users/me`'s `cart`). */
export const CartSchema = ProfileCartSchema;
export type Cart = z.infer<typeof CartSchema>;

/** The product as a cart line or a wishlist entry shows it: current prices, card-size image, stock. */
export const CartProductSchema = CartItemSchema.shape.product;
export type CartProduct = z.infer<typeof CartProductSchema>;
