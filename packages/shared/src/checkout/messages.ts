import { rendered } from '../i18n/render';

/** The English templates of the parameterized texts below (catalog keys `checkout.*`). */
export const CHECKOUT_TEMPLATES = {
  discountMinimum: 'This discount code needs a subtotal of at least {minimum}.',
  priceChanged:
    'The total is now {now} instead of the {shown} you were shown, because prices changed. Please review your order and place it again.',
  unavailable: '"{name}" is no longer available. Please remove it from your cart.',
  soldOut: '"{name}" sold out while you were checking out.',
  fewerLeft: 'Only {left} of "{name}" left in stock. Please lower the quantity in your cart.',
} as const;
const T = CHECKOUT_TEMPLATES;

/** Texts of the checkout API's answers and field errors, and of the checkout form. */
export const CHECKOUT_MESSAGES = {
  shippingMethodInvalid: 'Choose Standard or Express shipping',
  discountCodeInvalid: 'A discount code has 3 to 32 letters, digits, dashes or underscores',
  expectedTotalInvalid: 'Expected total must be an amount such as 42.50',
  paymentMethodInvalid: 'Choose card or pay later as the payment method',

  cardNumberRequired: 'Card number is required',
  cardNumberDigits: 'Card number may contain only digits and spaces',
  cardNumberLength: 'Card number must have 12 to 19 digits',
  cardNumberInvalid: 'Card number is invalid: please check the digits',
  expMonthInvalid: 'Expiry month must be a number from 1 to 12',
  expYearInvalid: 'Expiry year must be a four-digit year such as 2030',
  expiryInvalid: 'Enter the expiry date as MM/YY',
  cardExpired: 'This card has expired',
  cvcInvalid: 'CVC must be 3 or 4 digits',
  holderRequired: 'Cardholder name is required',
  holderTooLong: 'Cardholder name must be at most 100 characters',

  discountNotFound: 'This discount code does not exist.',
  discountInactive: 'This discount code is no longer active.',
  discountNotStarted: 'This discount code is not valid yet.',
  discountExpired: 'This discount code has expired.',
  discountExhausted: 'This discount code has reached its usage limit.',
  discountMinimum: (minimum: string) => rendered('checkout.discountMinimum', T.discountMinimum, { minimum }),

  cartEmpty: 'Your cart is empty. Add something to it before checking out.',
  cartChanged: 'Your cart changed since you reviewed it. Please check it and place your order again.',
  priceChanged: (shown: string, now: string) => rendered('checkout.priceChanged', T.priceChanged, { shown, now }),
  unavailable: (name: string) => rendered('checkout.unavailable', T.unavailable, { name }),
  soldOut: (name: string) => rendered('checkout.soldOut', T.soldOut, { name }),
  fewerLeft: (name: string, left: number) => rendered('checkout.fewerLeft', T.fewerLeft, { name, left }),
  payLaterDisabled: 'Pay later is not available right now. Please pay by card.',

  idempotencyKeyRequired: 'The Idempotency-Key header is required: send a new random key (such as a UUID) with each order attempt.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 8 to 255 visible characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different order request. Send a new key for a new attempt.',
  requestInProgress: 'An order with this Idempotency-Key is still being placed. Wait a moment, then retry.',

  cardDeclined: 'Your card was declined. Please use another card.',
  insufficientFunds: 'Your card has insufficient funds. Please use another card.',
  testModeCard: 'Your card was declined: this shop takes test cards only, such as 4242 4242 4242 4242.',
  paymentUnavailable: 'The payment could not be completed. No money was taken; please try again.',
} as const;
