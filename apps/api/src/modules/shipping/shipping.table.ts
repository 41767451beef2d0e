import type { Generated, Selectable } from 'kysely';

/** A way of shipping offered in one zone (migration 0016), priced by its first rate whose conditions hold. */
export interface ShippingMethodsTable {
  id: Generated<number>;
  code: string;
  name: string;
  estimate: string;
  zone_id: number;
  tax_category: string;
  active: number;
  /** Cents of discounted goods from which it is free; null: never. */
  free_from: number | null;
  created_at: string;
  updated_at: string;
}

/** One row of a method's rate table: a price (cents) and conditions on the discounted goods (cents) and the weight (grams). */
export interface ShippingRatesTable {
  id: Generated<number>;
  method_id: number;
  position: number;
  price: number;
  min_subtotal: number | null;
  max_subtotal: number | null;
  min_weight: number | null;
  max_weight: number | null;
}

export interface ShippingTables {
  shipping_methods: ShippingMethodsTable;
  shipping_rates: ShippingRatesTable;
}

export type ShippingMethodRow = Selectable<ShippingMethodsTable>;
export type ShippingRateRow = Selectable<ShippingRatesTable>;
