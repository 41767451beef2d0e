/*
 * The returns' constants, labels and exact texts, without zod: the message catalogs (and so every
 * storefront page) import them, and zod loads only with the forms that need it (ADR 012).
 */

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded', 'credited', 'exchanged', 'cancelled'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_REASONS = ['wrong_size', 'damaged', 'not_as_described', 'changed_mind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** How one returned line is settled: money back to the original payments, store credit, or another variant of the same product. */
export const RETURN_RESOLUTIONS = ['refund', 'store_credit', 'exchange'] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];

export const RETURN_ACTIONS = ['approve', 'reject', 'receive', 'refund', 'credit', 'ship_exchange'] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

/** The return window setting, in days from delivery: never under the EU's 14 days. */
export const RETURN_WINDOW_DAYS = { default: 30, min: 14, max: 365 } as const;
export const RETURN_COMMENT_MAX = 1000;
export const RETURN_MESSAGE_MAX = 1000;
export const RETURN_TRACKING_MAX = 80;
export const RETURN_MAX_LINES = 50;
export const RETURN_PAGE_SIZE = { default: 10, max: 50 } as const;

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  refunded: 'Refunded',
  credited: 'Credited',
  exchanged: 'Exchanged',
  cancelled: 'Cancelled',
};

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  wrong_size: 'Wrong size',
  damaged: 'Damaged',
  not_as_described: 'Not as described',
  changed_mind: 'Changed my mind',
  other: 'Other',
};

export const RETURN_RESOLUTION_LABELS: Record<ReturnResolution, string> = {
  refund: 'Refund',
  store_credit: 'Store credit',
  exchange: 'Exchange',
};

export const RETURN_ACTION_LABELS: Record<ReturnAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  receive: 'Mark received',
  refund: 'Refund',
  credit: 'Issue store credit',
  ship_exchange: 'Ship exchange',
};

/** Same colour families as the order badges: grey waiting, blue accepted, indigo in progress, green done, red stopped. */
export const RETURN_STATUS_TONES: Record<ReturnStatus, 'grey' | 'blue' | 'indigo' | 'amber' | 'green' | 'red'> = {
  requested: 'grey',
  approved: 'blue',
  rejected: 'red',
  received: 'indigo',
  refunded: 'green',
  credited: 'green',
  exchanged: 'green',
  cancelled: 'red',
};

/** Exact texts of the returns' answers and field errors. */
export const RETURN_MESSAGES = {
  returnNotFound: 'Return not found.',
  returnIdInvalid: 'Return id must be a number such as 12 or a return number such as R-100012',
  linesRequired: 'Choose at least one item to return',
  tooManyLines: `A return can have at most ${RETURN_MAX_LINES} lines`,
  lineInvalid: 'Order line must be the id of a line of this order',
  lineUnknown: 'This item is not part of the order.',
  lineTwice: 'Each order line may appear once in a return',
  quantityInvalid: 'Quantity must be a whole number from 1',
  quantityTooLarge: (left: number) =>
    left === 0 ? 'This item has already been returned in full.' : `At most ${left} of this item can still be returned.`,
  resolutionInvalid: `Resolution must be one of ${RETURN_RESOLUTIONS.join(', ')}`,
  reasonInvalid: `Reason must be one of ${RETURN_REASONS.join(', ')}`,
  commentTooLong: `Comment must be at most ${RETURN_COMMENT_MAX} characters`,
  exchangeVariantRequired: 'Choose the variant to exchange this item for',
  exchangeVariantUnexpected: 'Only an exchange names a variant to exchange for',
  exchangeVariantInvalid: 'Exchange variant must be the id of a variant',
  exchangeOtherProduct: 'An exchange must be for another variant of the same product.',
  exchangeSameVariant: 'Choose a different variant than the one you bought.',
  exchangeUnavailable: 'This variant is sold out or no longer sold; choose another one or ask for a refund.',
  notDelivered: 'Only a delivered order can be returned.',
  windowClosed: (days: number) => `The return window of ${days} days after delivery has closed for this order.`,
  cannotCancel: (status: string) => `This return is ${status} and can no longer be cancelled.`,
  actionInvalid: `Action must be one of ${RETURN_ACTIONS.join(', ')}`,
  notAllowed: (action: string, status: string) => `A return that is ${status} cannot be changed with "${action}".`,
  messageRequired: 'Message to the customer is required',
  messageTooLong: `Message must be at most ${RETURN_MESSAGE_MAX} characters`,
  receiveLinesRequired: 'List the lines received',
  receiveLineUnknown: 'This line is not part of the return.',
  receiveTooMany: (left: number) => `At most ${left} more of this line can be received.`,
  receiveNothing: 'Nothing was received yet: mark the items received first.',
  restockInvalid: 'Restock must be true or false',
  amountInvalid: 'Amount must be more than zero with at most 2 decimals',
  amountTooLarge: (left: string) => `The refund can be at most ${left}, what is left for this return.`,
  nothingToRefund: 'No received line of this return is to be refunded.',
  nothingToCredit: 'No received line of this return is to be settled in store credit.',
  noExchange: 'This return has no exchange line received to ship.',
  exchangeDifferenceDue: (amount: string) =>
    `The customer still owes ${amount} for the more expensive variant. Ship the exchange once it is paid (difference_received: true).`,
  trackingTooLong: `Tracking number must be at most ${RETURN_TRACKING_MAX} characters`,
  refundFailed: 'The payment provider refused the refund. Nothing was changed; try again later.',
  changedMeanwhile: 'The return was changed by someone else in the meantime. Reload it and try again.',
  returnWindowInvalid: `Return window must be a whole number of days from ${RETURN_WINDOW_DAYS.min} to ${RETURN_WINDOW_DAYS.max}`,
  pageInvalid: 'Page must be a whole number from 1',
  pageSizeInvalid: `Page size must be a whole number from 1 to ${RETURN_PAGE_SIZE.max}`,
  statusInvalid: `Status must be one of ${RETURN_STATUSES.join(', ')}`,
  searchInvalid: 'Search by return number, such as R-100012, or order number, such as SW-100012',
  // Toasts of the storefront and the admin app.
  requested: (number: string) => `Return ${number} requested. We have e-mailed you the instructions.`,
  cancelled: (number: string) => `Return ${number} cancelled.`,
  actionDone: (action: ReturnAction) =>
    ({
      approve: 'Return approved. The customer has been e-mailed.',
      reject: 'Return rejected. The customer has been e-mailed.',
      receive: 'Items marked as received.',
      refund: 'Refund sent. The customer has been e-mailed.',
      credit: 'Store credit issued. The customer has been e-mailed.',
      ship_exchange: 'Exchange shipped. The customer has been e-mailed.',
    })[action],
} as const;
