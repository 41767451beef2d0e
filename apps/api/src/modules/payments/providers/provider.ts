import type { CardBrand } from '@shopwright/shared/checkout';
import type { OrderPaymentMethod } from '@shopwright/shared/orders';
import type { AppContext } from '../../../context';
import type { CardDetails, PaymentFailureReason, PaymentResult } from '../payment-provider';
import type { CheckoutOrder, CheckoutSession } from '../stripe-checkout';

/** An order as a provider sees it: what to charge, and (for a hosted page) what to show. */
export interface ProviderOrder {
  id: number;
  /** Cents in `currency`. */
  amount: number;
  currency: string;
  /** The lines, shipping, tax and discount a hosted payment page lists (read when needed). */
  describe: () => Promise<CheckoutOrder>;
}

/** What starting a payment led to. Expected refusals are results the caller must handle, never exceptions. */
export type StartOutcome =
  | { kind: 'paid'; reference: string; card: { brand: CardBrand | string; last4: string } | null }
  | { kind: 'invoiced'; reference: string }
  | { kind: 'redirect'; session: CheckoutSession }
  | { kind: 'refused'; reason: PaymentFailureReason | 'abandoned' | null; message: string; card: { brand: string; last4: string } | null }
  | { kind: 'unreachable'; message: string };

/**
 * One way of paying. `start` is called outside any transaction with the order already written
 * (ADR 006): a card is charged at once, an invoice is issued, or a hosted page is opened.
 * `lookup` answers what happened to a start whose answer was never recorded (the settling sweep:
 * the same key, so nothing is charged twice). `capture` takes money reserved or invoiced,
 * `refund` gives money back, once per `key`.
 */
export interface PaymentProvider {
  readonly method: OrderPaymentMethod;
  /** The ledger's name of the provider. */
  readonly id: 'test_card' | 'pay_later' | 'stripe' | 'gift_card' | 'store_credit';
  start(ctx: AppContext, order: ProviderOrder, card: CardDetails | undefined): Promise<StartOutcome>;
  lookup(ctx: AppContext, order: ProviderOrder): Promise<StartOutcome>;
  capture(ctx: AppContext, reference: string, amount: number): Promise<PaymentResult>;
  /** `amount` in the ISO minor units of `currency` (the order's; the base currency's when absent). */
  refund(ctx: AppContext, reference: string, amount: number, key: string, currency?: string): Promise<PaymentResult>;
}

/** The key the built-in gateway knows an order's charge by: the sweep asks it with the same key. */
export const chargeKey = (orderId: number) => `order-${orderId}-charge`;
