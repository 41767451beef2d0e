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

export * from './messages';
import {
  RETURN_STATUSES,
  ReturnStatus,
  RETURN_REASONS,
  RETURN_RESOLUTIONS,
  RETURN_ACTIONS,
  ReturnAction,
  RETURN_WINDOW_DAYS,
  RETURN_COMMENT_MAX,
  RETURN_MESSAGE_MAX,
  RETURN_TRACKING_MAX,
  RETURN_MAX_LINES,
  RETURN_PAGE_SIZE,
  RETURN_MESSAGES,
} from './messages';
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
