import type { Generated, Selectable } from 'kysely';
import type { StoreCreditKind } from '@shopwright/shared/credit';

/** A customer's store credit in one currency (migration 0018); never below zero. */
export interface StoreCreditBalancesTable {
  user_id: number;
  currency: string;
  balance: number;
  updated_at: string;
}

/** The ledger the customer sees: every grant, deduction, spend and refund; `key` makes a movement happen once. */
export interface StoreCreditMovementsTable {
  id: Generated<number>;
  user_id: number;
  currency: string;
  amount: number;
  balance_after: number;
  kind: StoreCreditKind;
  reason: string;
  order_id: number | null;
  return_id: number | null;
  actor_id: number | null;
  key: string | null;
  created_at: string;
}

export interface StoreCreditTables {
  store_credit_balances: StoreCreditBalancesTable;
  store_credit_movements: StoreCreditMovementsTable;
}

export type StoreCreditMovementRow = Selectable<StoreCreditMovementsTable>;
