import type { Generated, Insertable, Selectable } from 'kysely';

/** A discount code (migration 0006); staff manage them in the admin. */
export interface DiscountCodesTable {
  id: Generated<number>;
  /** Upper-case, unique. */
  code: string;
  kind: 'percentage' | 'fixed';
  /** Basis points for a percentage (1000 = 10 %), cents for a fixed amount. */
  value: number;
  /** Cents the cart must reach before the discount; 0 for none. */
  min_subtotal: Generated<number>;
  starts_at: string | null;
  ends_at: string | null;
  /** How many orders may use it in all; null for no limit. */
  usage_limit: number | null;
  times_used: Generated<number>;
  active: Generated<number>;
  /** A fixed code's amounts in other currencies, JSON `{"EUR": 500}` in their minor units (migration 0022); `value` is the base currency's. */
  amounts: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface DiscountUsagesTable {
  id: Generated<number>;
  discount_id: number;
  order_id: number;
  user_id: number;
  created_at: string;
}

export interface CheckoutTables {
  discount_codes: DiscountCodesTable;
  discount_usages: DiscountUsagesTable;
}

export type DiscountRow = Selectable<DiscountCodesTable>;
export type NewDiscount = Insertable<DiscountCodesTable>;
