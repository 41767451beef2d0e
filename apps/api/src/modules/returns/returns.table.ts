import type { Generated, Insertable, Selectable } from 'kysely';
import type { ReturnReason, ReturnResolution, ReturnStatus } from '@shopwright/shared/returns';

/** A return of (part of) a delivered order (migration 0019). Money in cents. */
export interface ReturnsTable {
  id: Generated<number>;
  number: string;
  order_id: number;
  user_id: number;
  status: ReturnStatus;
  reason: ReturnReason;
  comment: string | null;
  staff_message: string | null;
  currency: string;
  /** Staff's choice when refunding or crediting (1/0), null before. */
  refund_shipping: number | null;
  /** Shipping refunded or credited with it. */
  shipping_amount: Generated<number>;
  refunded_amount: Generated<number>;
  credited_amount: Generated<number>;
  /** A more expensive exchange: what the customer owes before it ships. */
  exchange_due: Generated<number>;
  exchange_paid: Generated<number>;
  exchange_tracking: string | null;
  /** Set while a refund or credit is under way (claimed, provider called outside the transaction). */
  settling_since: string | null;
  /** Hash of the shopper's request: a double submit answers the first return. */
  request_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface ReturnLinesTable {
  id: Generated<number>;
  return_id: number;
  order_line_id: number;
  product_id: number | null;
  variant_id: number | null;
  name: string;
  sku: string | null;
  color: string | null;
  size: string | null;
  image: string | null;
  quantity: number;
  received_quantity: Generated<number>;
  restocked_quantity: Generated<number>;
  resolution: ReturnResolution;
  exchange_variant_id: number | null;
  exchange_sku: string | null;
  exchange_color: string | null;
  exchange_size: string | null;
  /** Per unit: > 0 the customer owes it, < 0 it is refunded. */
  exchange_difference: Generated<number>;
  /** 1 while the exchange variant's units are held for it. */
  exchange_reserved: Generated<number>;
  line_quantity: number;
  line_paid: number;
  line_tax: number;
  tax_rate_millis: number | null;
  settled_amount: Generated<number>;
  settled_tax: Generated<number>;
  settled_quantity: Generated<number>;
}

export interface ReturnEventsTable {
  id: Generated<number>;
  return_id: number;
  type: string;
  message: string;
  actor_type: 'customer' | 'staff' | 'system';
  actor_id: number | null;
  created_at: string;
}

export interface ReturnsTables {
  returns: ReturnsTable;
  return_lines: ReturnLinesTable;
  return_events: ReturnEventsTable;
}

export type ReturnRow = Selectable<ReturnsTable>;
export type ReturnLineRow = Selectable<ReturnLinesTable>;
export type NewReturnLine = Insertable<ReturnLinesTable>;
export type ReturnEventRow = Selectable<ReturnEventsTable>;
