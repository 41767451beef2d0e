import type { CardBrand } from '@shopwright/shared/checkout';

/** Why a provider said no; the message is what the shopper is told. */
export type PaymentFailureReason = 'card_declined' | 'insufficient_funds' | 'test_mode_card' | 'invalid_card' | 'unknown_reference';

export type PaymentResult = { ok: true; reference: string } | { ok: false; reason: PaymentFailureReason; message: string };

/** Card details on their way to the gateway: never stored, never logged. */
export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  holder: string;
}

export interface AuthorizeRequest {
  /** Cents in `currency`. */
  amount: number;
  currency: string;
  card?: CardDetails;
}

/** A successful authorization also says which card paid (brand and last four digits only). */
export type AuthorizeResult =
  (PaymentResult & { ok: false }) | { ok: true; reference: string; card: { brand: CardBrand; last4: string } | null };

/**
 * A processor's own calls (the built-in test gateway, pay later's invoice book), which the
 * providers in ./providers wrap for orders. A card processor reserves money on
 * `authorize`, takes it on `capture`, gives it back on `refund` and drops an uncaptured
 * reservation on `void`; pay later opens an invoice on `authorize` and records the money staff
 * received on `capture`. Expected refusals are results, not exceptions.
 */
export interface GatewayClient {
  readonly id: 'test_card' | 'pay_later' | 'stripe';
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  capture(reference: string, amount: number): Promise<PaymentResult>;
  refund(reference: string, amount: number): Promise<PaymentResult>;
  void(reference: string): Promise<PaymentResult>;
}
