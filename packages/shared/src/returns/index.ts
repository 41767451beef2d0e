import { z } from 'zod';
import { MAX_ID } from '../constants/index';
import { ORDER_STATUSES } from '../orders/index';
import { DateRangeFieldsSchema, refineRange } from '../admin/reports';
import { PersonRefSchema } from '../admin/support';

/**
 * Returns and exchanges (issue 28): the shopper asks from a delivered order within the return
 * window; staff approve or reject, receive line by line, then refund, credit or ship the exchange.
 * Money in JSON is decimal (two places), as everywhere in the API.
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
const M = RETURN_MESSAGES;

/** Audit actions of the returns section (one per staff action). */
export const RETURN_AUDIT_ACTIONS = {
  action: (action: ReturnAction) => `return.${action}`,
} as const;

/** Webhook events of returns (also listed in WEBHOOK_EVENTS). */
export const RETURN_WEBHOOK_EVENTS = ['return.requested', 'return.approved', 'return.received', 'return.refunded'] as const;

const id = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(MAX_ID, { error: message });

const trimmed = (max: number, tooLong: string) => z.string().trim().max(max, { error: tooLong });

/** A return id in a path: its id (12) or its number (R-100012). */
export const ReturnKeyParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^(\d{1,10}|[Rr]-\d{1,12})$/, { error: M.returnIdInvalid })
    .refine((v) => !/^\d+$/.test(v) || (Number(v) >= 1 && Number(v) <= MAX_ID), { error: M.returnIdInvalid })
    .transform((v) => (/^\d+$/.test(v) ? { id: Number(v) } : { number: v.toUpperCase() })),
});

/** One line of `POST orders/{id}/returns`. */
export const ReturnLineInputSchema = z
  .strictObject({
    order_line_id: id(M.lineInvalid),
    quantity: z.number({ error: M.quantityInvalid }).int({ error: M.quantityInvalid }).min(1, { error: M.quantityInvalid }).max(100_000, {
      error: M.quantityInvalid,
    }),
    resolution: z.enum(RETURN_RESOLUTIONS, { error: M.resolutionInvalid }),
    exchange_variant_id: id(M.exchangeVariantInvalid).nullish(),
  })
  .superRefine((line, ctx) => {
    if (line.resolution === 'exchange' && line.exchange_variant_id == null)
      ctx.addIssue({ code: 'custom', message: M.exchangeVariantRequired, path: ['exchange_variant_id'] });
    if (line.resolution !== 'exchange' && line.exchange_variant_id != null)
      ctx.addIssue({ code: 'custom', message: M.exchangeVariantUnexpected, path: ['exchange_variant_id'] });
  });
export type ReturnLineInput = z.infer<typeof ReturnLineInputSchema>;

/** `POST orders/{id}/returns`. Field errors of a line are reported as `lines.<index>.<field>`. */
export const ReturnRequestSchema = z.strictObject({
  lines: z
    .array(ReturnLineInputSchema, { error: M.linesRequired })
    .min(1, { error: M.linesRequired })
    .max(RETURN_MAX_LINES, { error: M.tooManyLines })
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      lines.forEach((line, i) => {
        if (seen.has(line.order_line_id)) ctx.addIssue({ code: 'custom', message: M.lineTwice, path: [i, 'order_line_id'] });
        seen.add(line.order_line_id);
      });
    }),
  reason: z.enum(RETURN_REASONS, { error: M.reasonInvalid }),
  comment: trimmed(RETURN_COMMENT_MAX, M.commentTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ReturnRequest = z.input<typeof ReturnRequestSchema>;

const whole = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: message });

/** `GET returns`: the shopper's returns, newest first. */
export const ReturnListQuerySchema = z.object({
  page: whole(1, 100_000, M.pageInvalid).default(1),
  page_size: whole(1, RETURN_PAGE_SIZE.max, M.pageSizeInvalid).default(RETURN_PAGE_SIZE.default),
});

/** One line of a return, with what was frozen from the order line when it was asked for. */
export const ReturnLineSchema = z.object({
  id: z.number().int(),
  order_line_id: z.number().int(),
  product_id: z.number().int().nullable(),
  variant_id: z.number().int().nullable(),
  name: z.string(),
  sku: z.string().nullable(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  received_quantity: z.number().int(),
  /** Units put back in stock when received. */
  restocked_quantity: z.number().int(),
  resolution: z.enum(RETURN_RESOLUTIONS),
  /** What one unit was paid after its share of the order discount, tax included, and the tax in it. */
  unit_amount: z.number(),
  unit_tax: z.number(),
  tax_rate: z.number().nullable(),
  exchange: z
    .object({
      variant_id: z.number().int(),
      sku: z.string().nullable(),
      color: z.string().nullable(),
      size: z.string().nullable(),
      /** Per unit: > 0 the customer owes it, < 0 it is refunded with the return. */
      price_difference: z.number(),
    })
    .nullable(),
});
export type ReturnLine = z.infer<typeof ReturnLineSchema>;

export const ReturnEventSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  message: z.string(),
  actor: z.enum(['customer', 'staff', 'system']),
  created_at: z.string(),
});
export type ReturnEvent = z.infer<typeof ReturnEventSchema>;

const summaryFields = {
  id: z.number().int(),
  number: z.string(),
  order_id: z.number().int(),
  order_number: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  currency: z.string(),
  item_count: z.number().int(),
  /** What was refunded to the original payments and what was given as store credit (shipping included). */
  refunded: z.number(),
  credited: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** `GET returns/{id}`, the answer of `POST orders/{id}/returns` and of the cancel. */
export const ReturnSchema = z.object({
  ...summaryFields,
  comment: z.string().nullable(),
  /** The last message staff wrote to the customer (approval or rejection). */
  staff_message: z.string().nullable(),
  lines: z.array(ReturnLineSchema),
  /** Whether the original shipping was refunded with it (null: not decided yet). */
  refund_shipping: z.boolean().nullable(),
  shipping_refunded: z.number(),
  /** For a more expensive exchange: what the customer owes before it ships (0 otherwise), and whether it was received. */
  exchange_due: z.number(),
  exchange_paid: z.boolean(),
  exchange_tracking: z.string().nullable(),
  can_cancel: z.boolean(),
  events: z.array(ReturnEventSchema),
});
export type Return = z.infer<typeof ReturnSchema>;

export const ReturnSummarySchema = z.object(summaryFields);
export type ReturnSummary = z.infer<typeof ReturnSummarySchema>;

export const ReturnPageSchema = z.object({
  count: z.number().int(),
  next: z.number().int().nullable(),
  previous: z.number().int().nullable(),
  results: z.array(ReturnSummarySchema),
});
export type ReturnPage = z.infer<typeof ReturnPageSchema>;

/**
 * `GET orders/{id}/returns`: whether the order can be returned now, until when, what of each line
 * can still be returned (and into which variants it can be exchanged), and the order's returns.
 */
export const ReturnEligibilitySchema = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  eligible: z.boolean(),
  /** Why not (the same text a `POST orders/{id}/returns` would answer), null when eligible. */
  reason: z.string().nullable(),
  delivered_at: z.string().nullable(),
  /** The last moment a return can be asked for (null until delivered). */
  window_ends_at: z.string().nullable(),
  window_days: z.number().int(),
  lines: z.array(
    z.object({
      order_line_id: z.number().int(),
      name: z.string(),
      sku: z.string().nullable(),
      color: z.string().nullable(),
      size: z.string().nullable(),
      image: z.string().nullable(),
      quantity: z.number().int(),
      /** Bought minus what open or settled returns already hold. */
      returnable_quantity: z.number().int(),
      /** Other variants of the same product on sale with stock, with the price difference per unit (> 0: the customer pays it). */
      exchange_options: z.array(
        z.object({
          variant_id: z.number().int(),
          sku: z.string(),
          color: z.string().nullable(),
          size: z.string().nullable(),
          in_stock: z.boolean(),
          price_difference: z.number(),
        }),
      ),
    }),
  ),
  returns: z.array(ReturnSummarySchema),
});
export type ReturnEligibility = z.infer<typeof ReturnEligibilitySchema>;

// ---- Admin ----

/** Filters of `GET admin/returns` (besides `page` and `page_size`): `from` and `to` are UTC days the return was asked for. */
export const AdminReturnFiltersSchema = DateRangeFieldsSchema.extend({
  status: z.enum(RETURN_STATUSES, { error: M.statusInvalid }).optional(),
  q: z
    .string()
    .trim()
    .regex(/^((r-|sw-)?\d{0,12})$/i, { error: M.searchInvalid })
    .optional(),
}).superRefine(refineRange);
export type AdminReturnFiltersInput = z.input<typeof AdminReturnFiltersSchema>;

export const AdminReturnSummarySchema = ReturnSummarySchema.extend({
  customer: PersonRefSchema.nullable(),
  email: z.string().nullable(),
});
export type AdminReturnSummary = z.infer<typeof AdminReturnSummarySchema>;

/** `GET admin/returns/{id}`: the return as the customer sees it, plus the order and what staff may do next. */
export const AdminReturnDetailSchema = ReturnSchema.extend({
  customer: PersonRefSchema.nullable(),
  email: z.string().nullable(),
  order: z.object({
    id: z.number().int(),
    number: z.string(),
    status: z.enum(ORDER_STATUSES),
    total: z.number(),
    refunded: z.number(),
    shipping: z.number(),
    placed_at: z.string(),
    delivered_at: z.string().nullable(),
  }),
  allowed_actions: z.array(z.enum(RETURN_ACTIONS)),
  /** What `refund` / `credit` would pay now for the received lines of that resolution (shipping excluded), and the order's shipping that could be added. */
  refundable: z.number(),
  creditable: z.number(),
  shipping_refundable: z.number(),
  /** Whether shipping is refunded when `refund_shipping` is left out (the whole order comes back). */
  refund_shipping_default: z.boolean(),
});
export type AdminReturnDetail = z.infer<typeof AdminReturnDetailSchema>;

/** `GET admin/returns/counts`: returns per status (every status present, 0 when none), for the dashboard. */
export const ReturnCountsSchema = z.object({
  counts: z.object(Object.fromEntries(RETURN_STATUSES.map((s) => [s, z.number().int()])) as Record<ReturnStatus, z.ZodNumber>),
  /** Returns waiting for staff: requested, plus approved or received ones not settled yet. */
  open: z.number().int(),
});
export type ReturnCounts = z.infer<typeof ReturnCountsSchema>;

const twoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;
const Amount = z
  .number({ error: M.amountInvalid })
  .min(0.01, { error: M.amountInvalid, abort: true })
  .max(10_000_000, { error: M.amountInvalid, abort: true })
  .refine(twoDecimals, { error: M.amountInvalid });
const Message = z
  .string({ error: M.messageRequired })
  .trim()
  .min(1, { error: M.messageRequired, abort: true })
  .max(RETURN_MESSAGE_MAX, { error: M.messageTooLong });
const Flag = z.boolean({ error: M.restockInvalid });

/** `POST admin/returns/{id}/actions`: one staff action. */
export const ReturnActionInputSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('approve'), message: Message.optional() }),
    z.strictObject({ action: z.literal('reject'), message: Message }),
    z.strictObject({
      action: z.literal('receive'),
      lines: z
        .array(
          z.strictObject({
            id: id(M.receiveLineUnknown),
            quantity: z
              .number({ error: M.quantityInvalid })
              .int({ error: M.quantityInvalid })
              .min(1, { error: M.quantityInvalid })
              .max(100_000, {
                error: M.quantityInvalid,
              }),
            restock: Flag,
          }),
          { error: M.receiveLinesRequired },
        )
        .min(1, { error: M.receiveLinesRequired })
        .max(RETURN_MAX_LINES, { error: M.tooManyLines }),
    }),
    /** `amount` (decimal) at most what is left for the return; leave it out for the received refund lines' paid share plus their tax. */
    z.strictObject({ action: z.literal('refund'), refund_shipping: z.boolean().optional(), amount: Amount.optional() }),
    z.strictObject({ action: z.literal('credit'), refund_shipping: z.boolean().optional() }),
    z.strictObject({
      action: z.literal('ship_exchange'),
      tracking: trimmed(RETURN_TRACKING_MAX, M.trackingTooLong).optional(),
      /** Staff confirm the customer paid the difference of a more expensive variant. */
      difference_received: z.boolean().optional(),
    }),
  ],
  { error: M.actionInvalid },
);
export type ReturnActionInput = z.input<typeof ReturnActionInputSchema>;

/** The return window setting as the settings API takes it. */
export const ReturnWindowSchema = z
  .number({ error: M.returnWindowInvalid })
  .int({ error: M.returnWindowInvalid })
  .min(RETURN_WINDOW_DAYS.min, { error: M.returnWindowInvalid })
  .max(RETURN_WINDOW_DAYS.max, { error: M.returnWindowInvalid });
