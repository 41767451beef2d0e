/* Order texts and status labels. No schemas here: the message catalogs (../i18n) import this file. */
import { rendered } from '../i18n/render';
import type { OrderStatus, PaymentStatus } from './index';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  failed: 'Failed',
  awaiting_payment: 'Awaiting payment',
};

/** The English templates of the parameterized order texts (catalog keys `order.*`). */
export const ORDER_TEMPLATES = {
  cannotCancel: 'This order is {status} and can no longer be cancelled.',
  notAllowed: 'An order that is {status} cannot be changed with "{action}".',
  refundTooLarge: 'The refund can be at most {left}, what is left of the payment.',
} as const;

export const ORDER_MESSAGES = {
  orderNotFound: 'Order not found.',
  orderIdInvalid: 'Order id must be a number such as 12 or an order number such as SW-100012',
  cannotCancel: (status: string) => rendered('order.cannotCancel', ORDER_TEMPLATES.cannotCancel, { status }),
  notAllowed: (action: string, status: string) => rendered('order.notAllowed', ORDER_TEMPLATES.notAllowed, { action, status }),
  changedMeanwhile: 'The order was changed by someone else in the meantime. Reload it and try again.',
  carrierRequired: 'Carrier is required',
  trackingRequired: 'Tracking number is required',
  refundNotPaid: 'Only a paid order can be refunded.',
  refundTooLarge: (left: string) => rendered('order.refundTooLarge', ORDER_TEMPLATES.refundTooLarge, { left }),
  refundInvalid: 'Refund amount must be more than zero',
  refundFailed: 'The payment provider refused the refund. Nothing was changed; try again later.',
  alreadyPaid: 'This order is already paid.',
  notPayLater: 'Only a pay-later order can be marked as paid.',
  pageInvalid: 'Page must be a whole number from 1',
  pageSizeInvalid: 'Page size must be a whole number from 1 to 50',
} as const;
