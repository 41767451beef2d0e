import { z } from 'zod';
import { GiftCardLineSchema } from '../credit/recipient';

export const ROLES = ['customer', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** A cart line as `GET users/me` returns it (`cart.cart_items[{product, quantity}]`; filled by the cart module). */
export const CartItemSchema = z.object({
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    sale_price: z.number(),
    price: z.number(),
    percentage_discount: z.number(),
    image: z.string().nullable(),
    in_stock: z.boolean(),
    available: z.number().int(),
  }),
  quantity: z.number().int(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  /** The variant (colour x size) of the line: `product.price` / `sale_price` / `available` are its own. */
  variant_id: z.number().int().nullable(),
  sku: z.string().nullable(),
  /** Only on a gift-card line: who it is for and when the code is mailed. */
  gift_card: GiftCardLineSchema.optional(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/**
 * The cart as `GET users/me` and the cart calls return it: current prices, totals computed on
 * the server (`total_price` = sum of sale_price x quantity).
 */
export const ProfileCartSchema = z.object({
  cart_items: z.array(CartItemSchema),
  total_items: z.number().int(),
  total_price: z.number(),
  /**
   * Lines the shop changed since the cart was last changed (product unpublished, deleted or sold
   * out, or fewer left than the line held), one sentence each. `GET users/me` only reads: it reports
   * them every time until the next cart change, checkout quote or order writes them, which reports them a last time.
   */
  notices: z.array(z.string()),
  /** Only when the call named a `market` (ADR 029): the cart's market and the currency its prices are in. */
  market: z.string().optional(),
  currency: z.string().optional(),
});
export type ProfileCart = z.infer<typeof ProfileCartSchema>;

/** `GET users/me`: the signed-in user's profile with the cart. */
export const ProfileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: RoleSchema,
  date_joined: z.string(),
  cart: ProfileCartSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;
