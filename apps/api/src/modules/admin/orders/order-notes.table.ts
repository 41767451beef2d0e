import type { Generated, Insertable } from 'kysely';

/** Internal notes on an order (migration 0009): staff only, never mailed or shown to the customer. */
export interface OrderNotesTable {
  id: Generated<number>;
  order_id: number;
  body: string;
  /** The admin who wrote it; null once that account is gone. */
  author_id: number | null;
  created_at: string;
}

export interface OrderNotesTables {
  order_notes: OrderNotesTable;
}

export type NewOrderNote = Insertable<OrderNotesTable>;
