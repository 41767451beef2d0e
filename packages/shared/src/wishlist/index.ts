import { z } from 'zod';
import { CartLineQuerySchema, CartProductSchema, CartSchema, ProductIdStringSchema } from '../cart/index';
export { WISHLIST_MESSAGES } from './messages';

/** `POST wishlist`: product_id as a string of digits, like `products/add-to-cart`. */
export const AddToWishlistSchema = z.strictObject({ product_id: ProductIdStringSchema });
export type AddToWishlistInput = z.infer<typeof AddToWishlistSchema>;

/** A saved product with its current price, card-size image and stock, and when it was saved; `currency` when the call named a market. */
export const WishlistItemSchema = CartProductSchema.extend({ currency: z.string().length(3).optional(), added_at: z.string() });
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

/** `GET wishlist` and the answer of every wishlist change: newest first, published products only. */
export const WishlistSchema = z.array(WishlistItemSchema);
export type Wishlist = z.infer<typeof WishlistSchema>;

/** `POST wishlist/{product_id}/move-to-cart` (body optional): the colour and size of the cart line. */
export const MoveToCartSchema = CartLineQuerySchema;
export type MoveToCartInput = z.infer<typeof MoveToCartSchema>;

/** The answer of a move: both lists as they now are. */
export const MoveToCartResultSchema = z.object({ cart: CartSchema, wishlist: WishlistSchema });
export type MoveToCartResult = z.infer<typeof MoveToCartResultSchema>;
