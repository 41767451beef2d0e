import type { Generated, Insertable, Selectable } from 'kysely';
import type { GiftCardMovementKind } from '@shopwright/shared/credit';

/** A gift card (migration 0018): only the HMAC of its code and its last 4 are kept. */
export interface GiftCardsTable {
  id: Generated<number>;
  code_hash: string;
  last4: string;
  currency: string;
  initial_balance: number;
  /** Minor units left; never below zero (CHECK and the conditional updates that spend it). */
  balance: number;
  /** The last day (UTC) it pays; null: never expires. */
  expires_on: string | null;
  disabled: Generated<number>;
  note: Generated<string>;
  recipient_email: string | null;
  recipient_name: string | null;
  recipient_message: string | null;
  send_on: string | null;
  sent_at: string | null;
  order_id: number | null;
  /** A card sold as a product: its order line and which unit of it (migration 0025); null for staff-issued cards. */
  order_line_id?: number | null;
  unit?: number | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** One change of a card's balance; `key` makes it happen once. */
export interface GiftCardMovementsTable {
  id: Generated<number>;
  gift_card_id: number;
  amount: number;
  balance_after: number;
  kind: GiftCardMovementKind;
  order_id: number | null;
  actor_type: 'customer' | 'staff' | 'system';
  actor_id: number | null;
  key: string | null;
  created_at: string;
}

export interface GiftCardTables {
  gift_cards: GiftCardsTable;
  gift_card_movements: GiftCardMovementsTable;
}

export type GiftCardRow = Selectable<GiftCardsTable>;
export type NewGiftCard = Insertable<GiftCardsTable>;
export type GiftCardMovementRow = Selectable<GiftCardMovementsTable>;
