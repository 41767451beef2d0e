import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * One call to a payment provider (migration 0006). Only the card's brand and last four digits
 * are ever stored. A refused attempt has no order.
 */
export interface PaymentTransactionsTable {
  id: Generated<number>;
  order_id: number | null;
  user_id: number;
  provider: 'test_card' | 'pay_later';
  kind: 'authorize' | 'capture' | 'refund' | 'void';
  status: 'succeeded' | 'failed' | 'pending';
  amount: number;
  currency: string;
  reference: string | null;
  card_brand: string | null;
  card_last4: string | null;
  failure_reason: string | null;
  created_at: string;
}

export interface PaymentsTables {
  payment_transactions: PaymentTransactionsTable;
}

export type PaymentTransactionRow = Selectable<PaymentTransactionsTable>;
export type NewPaymentTransaction = Insertable<PaymentTransactionsTable>;
