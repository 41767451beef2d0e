import { CHECKOUT_MESSAGES as M } from '@shopwright/shared/checkout';
import { ApiError } from '@shopwright/shared/http';
import { cardErrorsFromApi, type CardErrors } from './card-fields';
import { clientT } from '../../lib/i18n';

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

/** Reads a failed `POST orders` into a message on the right step. */
export function problemOf(error: unknown): CheckoutProblem {
  const t = clientT();
  const problem: CheckoutProblem = {
    step: 'payment',
    message: t('checkout.network'),
    details: [],
    cardErrors: {},
    stale: false,
    unclear: true,
  };
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return problem;
  if (error.status === 409 && (error.detail === M.requestInProgress || error.detail === t('checkout.requestInProgress')))
    return { ...problem, message: error.detail };
  problem.unclear = false;
  const errors = error.errors ?? {};
  const has = (prefix: string) => Object.keys(errors).some((k) => k === prefix || k.startsWith(`${prefix}.`));
  problem.message = error.detail;
  // A gift card or the store credit spent by another order meanwhile: back to the payment step with the quote read again.
  if (has('gift_cards') || has('use_store_credit')) return { ...problem, step: 'payment', stale: true };
  if (error.status === 409 && (has('cart') || has('expected_total') || has('discount_code') || !has('payment'))) {
    return { ...problem, step: 'review', details: (errors.cart ?? []).filter((d) => d !== error.detail), stale: true };
  }
  if (has('shipping_address')) return { ...problem, step: 'address' };
  if (has('shipping_method')) return { ...problem, step: 'shipping' };
  return { ...problem, cardErrors: cardErrorsFromApi(errors), stale: error.status === 409 };
}
