import type { Generated, Insertable, Selectable } from 'kysely';

/** A cart line: one product in one colour and size (migration 0005). */
export interface CartItemsTable {
  id: Generated<number>;
  user_id: number;
  /** Null once the product was deleted; the line goes on the shopper's next look, with a notice. */
  product_id: number | null;
  /** The name when last added, for the notice about a deleted product. */
  product_name: string;
  /** The variant (migration 0012); null once it is gone. */
  variant_id: number | null;
  color: string | null;
  size: string | null;
  /** Lower-cased colour and size names, '' for none: with user and product, the line's unique key. */
  color_key: Generated<string>;
  size_key: Generated<string>;
  quantity: number;
  /** A gift-card line's recipient as JSON (migration 0025); null for other lines. */
  gift_card?: string | null;
  created_at: string;
  updated_at: string;
}

/** The market a shopper's cart is in (migration 0022); no row: the primary market. Its lines are priced in it. */
export interface CartsTable {
  user_id: number;
  market: string;
  updated_at: string;
}

export interface CartTables {
  cart_items: CartItemsTable;
  carts: CartsTable;
}

export type CartItemRow = Selectable<CartItemsTable>;
export type NewCartItem = Insertable<CartItemsTable>;
