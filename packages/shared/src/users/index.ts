import { z } from 'zod';

export const ROLES = ['customer', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** A cart line as `GET users/me` returns it (spec section 3; filled by the cart module). */
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
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** `GET users/me`: the signed-in user's profile with the cart. */
export const ProfileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: RoleSchema,
  date_joined: z.string(),
  cart: z.object({ cart_items: z.array(CartItemSchema) }),
});
export type Profile = z.infer<typeof ProfileSchema>;
