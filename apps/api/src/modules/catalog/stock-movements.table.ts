import type { Generated } from 'kysely';
import type { StockReason } from '@shopwright/shared/admin';

/** One change of a product's stock (migration 0007). */
export interface StockMovementsTable {
  id: Generated<number>;
  product_id: number;
  /** The variant whose stock changed (migration 0012); null for older movements. */
  variant_id: number | null;
  stock_before: number;
  stock_after: number;
  reason: StockReason;
  note: string | null;
  /** The admin who changed it; null for orders and the system. */
  actor_id: number | null;
  order_id: number | null;
  created_at: string;
}

/** Written by the catalog module only (stock-movements.ts); admin pages read it. */
export interface StockMovementTables {
  stock_movements: StockMovementsTable;
}
