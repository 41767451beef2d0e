import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * One call to a payment provider (migration 0006). Only the card's brand and last four digits
 * are ever stored. A refused attempt has no order.
 */
export interface PaymentTransactionsTable {
  id: Generated<number>;
  order_id: number | null;
  user_id: number;
  provider: 'test_card' | 'pay_later' | 'stripe' | 'gift_card' | 'store_credit';
  kind: 'authorize' | 'capture' | 'refund' | 'void';
  status: 'succeeded' | 'failed' | 'pending';
  amount: number;
  currency: string;
  reference: string | null;
  card_brand: string | null;
  card_last4: string | null;
  failure_reason: string | null;
  created_at: string;
  /** A refund's split into net and tax, and per rate (JSON of {order_tax_id, net, tax}[]): migration 0016. */
  net_amount?: number | null;
  tax_amount?: number | null;
  tax_split?: string | null;
  /** Which of the order's payments (order_payments) the call was for: migration 0018. */
  payment_id?: number | null;
}

/**
 * The built-in test gateway's own record of its calls, keyed by the caller's idempotency key
 * (migration 0013): a repeated call answers the first result, and the sweep asks it what happened.
 */
export interface GatewayCallsTable {
  id: Generated<number>;
  key: string;
  kind: 'charge' | 'refund' | 'void';
  status: 'succeeded' | 'failed';
  reference: string | null;
  amount: number;
  failure_reason: string | null;
  card_brand: string | null;
  card_last4: string | null;
  created_at: string;
  /** The currency of the amount (migration 0022); null on calls recorded before markets. */
  currency?: string | null;
}

/** Stripe webhook events already handled: each event id once (migration 0013). */
export interface StripeEventsTable {
  id: string;
  type: string;
  created_at: string;
}

export interface PaymentsTables {
  payment_transactions: PaymentTransactionsTable;
  gateway_calls: GatewayCallsTable;
  stripe_events: StripeEventsTable;
}

export type PaymentTransactionRow = Selectable<PaymentTransactionsTable>;
export type NewPaymentTransaction = Insertable<PaymentTransactionsTable>;
