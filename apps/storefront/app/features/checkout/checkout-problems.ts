import { CHECKOUT_MESSAGES as M } from '@shopwright/shared/checkout';
import { ApiError } from '@shopwright/shared/http';
import { cardErrorsFromApi, type CardErrors } from './card-fields';

export type CheckoutStep = 'address' | 'shipping' | 'review' | 'payment';

/** What to show after a refused order, and on which step. */
export interface CheckoutProblem {
  step: CheckoutStep;
  message: string;
  /** Each change the server names (sold out, fewer left). */
  details: string[];
  cardErrors: CardErrors;
  /** The cart or the prices changed: the quote and the cart must be read again. */
  stale: boolean;
  /** The server may have placed the order: the retry must use the same Idempotency-Key. */
  unclear: boolean;
}

const NETWORK =
  'We could not reach the shop to confirm your order. Please try again: the same attempt is sent again, so you will not be charged twice.';

/** Reads a failed `POST orders` into a message on the right step. */
export function problemOf(error: unknown): CheckoutProblem {
  const problem: CheckoutProblem = { step: 'payment', message: NETWORK, details: [], cardErrors: {}, stale: false, unclear: true };
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return problem;
  if (error.status === 409 && error.detail === M.requestInProgress) return { ...problem, message: error.detail };
  problem.unclear = false;
  const errors = error.errors ?? {};
  const has = (prefix: string) => Object.keys(errors).some((k) => k === prefix || k.startsWith(`${prefix}.`));
  problem.message = error.detail;
  if (error.status === 409 && (has('cart') || has('expected_total') || has('discount_code') || !has('payment'))) {
    return { ...problem, step: 'review', details: (errors.cart ?? []).filter((d) => d !== error.detail), stale: true };
  }
  if (has('shipping_address')) return { ...problem, step: 'address' };
  if (has('shipping_method')) return { ...problem, step: 'shipping' };
  return { ...problem, cardErrors: cardErrorsFromApi(errors), stale: error.status === 409 };
}
