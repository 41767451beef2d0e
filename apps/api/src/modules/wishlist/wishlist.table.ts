import type { Generated } from 'kysely';

/** A product a shopper saved for later (migration 0005); one row per user and product. */
export interface WishlistItemsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  created_at: string;
}

export interface WishlistTables {
  wishlist_items: WishlistItemsTable;
}
