import { z } from 'zod';
import { PAYMENT_METHODS } from '../checkout/index';
import { ORDER_ACTIONS, ORDER_STATUSES, OrderSchema, PAYMENT_STATUSES, ShipmentInputSchema, type OrderAction } from '../orders/index';
import type { Page } from './index';
import { AdminTransactionSchema, DateRangeFieldsSchema } from './reports';
import { UpdatedSinceSchema } from '../integrations/index';
import { ADMIN_SEARCH_MAX, PersonRefSchema } from './support';

// Re-exported by ./index, so nothing here may import values from it: the cycle would leave them undefined.

export const ORDER_NOTE_MAX = 2000;
export const REFUND_REASON_MAX = 500;

export const ADMIN_ORDER_SORTS = ['-placed_at', 'placed_at', '-total', 'total'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** What the action buttons say (the state machine decides which are offered). */
export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  confirm: 'Confirm',
  start_processing: 'Start processing',
  ship: 'Ship',
  deliver: 'Mark delivered',
  cancel: 'Cancel order',
};

export const ADMIN_ORDER_MESSAGES = {
  statusInvalid: `Status must be one of ${ORDER_STATUSES.join(', ')}`,
  paymentStatusInvalid: `Payment status must be one of ${PAYMENT_STATUSES.join(', ')}`,
  methodInvalid: `Payment method must be one of ${PAYMENT_METHODS.join(', ')}`,
  sortInvalid: `Sort must be one of ${ADMIN_ORDER_SORTS.join(', ')}`,
  searchInvalid: 'Search by order number, such as SW-100012 or 100012',
  customerInvalid: `Customer must be an id or (part of) an e-mail address of at most ${ADMIN_SEARCH_MAX} characters`,
  actionInvalid: `Action must be one of ${ORDER_ACTIONS.join(', ')}`,
  amountInvalid: 'Amount must be a whole number of cents above zero (leave it out to refund everything left)',
  reasonRequired: 'Reason is required',
  reasonTooLong: `Reason must be at most ${REFUND_REASON_MAX} characters`,
  noteRequired: 'Note is required',
  noteTooLong: `Note must be at most ${ORDER_NOTE_MAX} characters`,
  paidCancelled: 'A cancelled order cannot be marked as paid.',
  reminderNotDue: 'Only an unpaid pay-later order that is not cancelled gets payment reminders.',
  reminderNoEmail: 'This order has no e-mail address any more (its customer deleted their account), so no reminder can be sent.',
  // Toasts of the admin app.
  actionDone: (action: OrderAction) =>
    ({
      confirm: 'Order confirmed.',
      start_processing: 'Order marked as processing.',
      ship: 'Order shipped. The customer has been e-mailed.',
      deliver: 'Order marked as delivered.',
      cancel: 'Order cancelled. Items are back in stock.',
    })[action],
  refunded: (amount: string) => `Refunded ${amount}.`,
  markedPaid: (number: string) => `${number} marked as paid.`,
  reminderSent: (email: string) => `Payment reminder sent to ${email}.`,
  noteAdded: 'Internal note added.',
} as const;
const M = ADMIN_ORDER_MESSAGES;

/** Audit actions of the orders and pay-later sections. */
export const ORDER_AUDIT_ACTIONS = {
  action: (action: OrderAction) => `order.${action}`,
  refund: 'order.refund',
  note: 'order.note',
  markPaid: 'order.mark_paid',
  remind: 'order.remind',
} as const;

const text = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, { error: tooLong });

/**
 * Filters of `GET admin/orders` (besides `page` and `page_size`; combine with `refineRange`):
 * `q` is an order number or part of one, `customer` a customer id or part of an e-mail address,
 * `from` and `to` days (UTC) the order was placed.
 */
export const AdminOrderFiltersSchema = DateRangeFieldsSchema.extend(UpdatedSinceSchema.shape).extend({
  status: z.enum(ORDER_STATUSES, { error: M.statusInvalid }).optional(),
  payment_status: z.enum(PAYMENT_STATUSES, { error: M.paymentStatusInvalid }).optional(),
  payment_method: z.enum(PAYMENT_METHODS, { error: M.methodInvalid }).optional(),
  customer: z.string().trim().max(ADMIN_SEARCH_MAX, { error: M.customerInvalid }).optional(),
  q: z
    .string()
    .trim()
    .regex(/^((sw-?)?\d{0,12})$/i, { error: M.searchInvalid })
    .optional(),
  sort: z.enum(ADMIN_ORDER_SORTS, { error: M.sortInvalid }).default('-placed_at'),
});
export type AdminOrderFilters = z.output<typeof AdminOrderFiltersSchema>;
export type AdminOrderFiltersInput = z.input<typeof AdminOrderFiltersSchema>;

/** A row of the admin's order list. */
export const AdminOrderSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  currency: z.string(),
  total: z.number(),
  refunded: z.number(),
  /** The market it was placed in, and its total in the base currency at its stored rate (the reports' rule, ADR 029). */
  market: z.string(),
  base_currency: z.string(),
  total_base: z.number(),
  item_count: z.number().int(),
  /** The account that ordered; `email` is where the order's mails go (null once the account is deleted). */
  customer: PersonRefSchema.nullable(),
  email: z.string().nullable(),
  placed_at: z.string(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

/** An internal note: staff only, never shown to the customer. */
export const OrderNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: PersonRefSchema.nullable(),
  created_at: z.string(),
});
export type OrderNote = z.infer<typeof OrderNoteSchema>;

/** `GET admin/orders/{id}`: the order as the customer sees it, plus what staff need. */
export const AdminOrderDetailSchema = OrderSchema.extend({
  customer: PersonRefSchema.nullable(),
  email: z.string().nullable(),
  /** The moves the state machine allows from the current status. */
  allowed_actions: z.array(z.enum(ORDER_ACTIONS)),
  /** What can still be refunded (0 unless paid). */
  refundable: z.number(),
  can_mark_paid: z.boolean(),
  transactions: z.array(AdminTransactionSchema),
  notes: z.array(OrderNoteSchema),
  /** A Stripe order's PaymentIntent and its page in Stripe's dashboard (null otherwise). */
  stripe_payment: z.object({ payment_intent: z.string(), dashboard_url: z.string() }).nullable().optional(),
  /**
   * The market's rate at placement (units of `currency` per unit of the base currency; 1 in the
   * primary market), and the total and refunds in the base currency at that rate, rounded as the
   * reports round them (ADR 029): what the order counts for in the reports.
   */
  exchange_rate: z.number(),
  base_currency: z.string(),
  total_base: z.number(),
  refunded_base: z.number(),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

/** `POST admin/orders/{id}/actions`: one move of the state machine; `ship` needs the carrier and tracking number. */
export const OrderActionInputSchema = z
  .strictObject({
    action: z.enum(ORDER_ACTIONS, { error: M.actionInvalid }),
    carrier: z.string().optional(),
    tracking_number: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action !== 'ship') return;
    const shipment = ShipmentInputSchema.safeParse({ carrier: value.carrier, tracking_number: value.tracking_number });
    for (const issue of shipment.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
export type OrderActionInput = z.infer<typeof OrderActionInputSchema>;

/** `POST admin/orders/{id}/refunds`: `amount` in cents; without it, everything still refundable. */
export const RefundInputSchema = z.strictObject({
  amount: z
    .number({ error: M.amountInvalid })
    .int({ error: M.amountInvalid })
    .min(1, { error: M.amountInvalid })
    .max(Number.MAX_SAFE_INTEGER, { error: M.amountInvalid })
    .optional(),
  reason: text(M.reasonRequired, M.reasonTooLong, REFUND_REASON_MAX),
});
export type RefundInput = z.infer<typeof RefundInputSchema>;

/** `POST admin/orders/{id}/notes`. */
export const OrderNoteInputSchema = z.strictObject({ note: text(M.noteRequired, M.noteTooLong, ORDER_NOTE_MAX) });
export type OrderNoteInput = z.infer<typeof OrderNoteInputSchema>;

export const PAY_LATER_SORTS = ['placed_at', '-placed_at', '-total', 'total'] as const;
export type PayLaterSort = (typeof PAY_LATER_SORTS)[number];

/** Filters of `GET admin/pay-later` (besides `page` and `page_size`): the oldest first by default. */
export const PayLaterFiltersSchema = z.object({
  sort: z.enum(PAY_LATER_SORTS, { error: `Sort must be one of ${PAY_LATER_SORTS.join(', ')}` }).default('placed_at'),
});
export type PayLaterFiltersInput = z.input<typeof PayLaterFiltersSchema>;

/** A pay-later order waiting for its money. */
export const PayLaterOrderSchema = AdminOrderSummarySchema.extend({
  /** Whole days since it was placed. */
  age_days: z.number().int(),
  last_reminder_at: z.string().nullable(),
});
export type PayLaterOrder = z.infer<typeof PayLaterOrderSchema>;

/** What `GET admin/pay-later` adds to its page: everything awaiting payment (all pages). */
export const PayLaterTotalsSchema = z.object({ outstanding: z.number(), currency: z.string() });
export type PayLaterPage = Page<PayLaterOrder> & z.infer<typeof PayLaterTotalsSchema>;
