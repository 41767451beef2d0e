import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/index';
import { CurrencyAmountsSchema } from '../markets/orders';
import { ADMIN_SEARCH_MAX, PersonRefSchema } from './support';

// Re-exported by ./index, so nothing here may import from it: the cycle would leave values undefined.

export const DISCOUNT_KINDS = ['percentage', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/**
 * Where a code stands now, checked in the order checkout refuses codes: switched off, not started,
 * over, used up; otherwise shoppers can use it.
 */
export const DISCOUNT_STATUSES = ['active', 'scheduled', 'expired', 'used_up', 'inactive'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

export const DISCOUNT_LIMITS = {
  codeMin: 3,
  codeMax: 32,
  percentMin: 1,
  percentMax: 100,
  /** The largest fixed amount off and minimum subtotal, in the shop's currency. */
  amountMax: 1_000_000,
  usageMax: 1_000_000,
} as const;
const L = DISCOUNT_LIMITS;

const amountText = L.amountMax.toLocaleString('en-US');

export const ADMIN_DISCOUNT_MESSAGES = {
  codeInvalid: `Code must be ${L.codeMin} to ${L.codeMax} letters, digits, dashes or underscores (stored in capitals)`,
  codeTaken: 'Another discount code already uses this code.',
  codeUsed: 'This code is on orders already, so it cannot be renamed. Create a new code instead.',
  kindInvalid: 'Type must be percentage or fixed',
  valueRequired: 'Value is required',
  percentInvalid: `Percentage must be from ${L.percentMin} to ${L.percentMax}, with at most two decimals`,
  amountInvalid: `Amount off must be from 0.01 to ${amountText}, with at most two decimals`,
  minSubtotalInvalid: `Minimum subtotal must be from 0 to ${amountText}, with at most two decimals`,
  dateInvalid: 'Enter a date and time such as 2030-01-31T09:00:00Z',
  endsBeforeStarts: 'The end must be after the start',
  usageLimitInvalid: `Usage limit must be a whole number from 1 to ${L.usageMax.toLocaleString('en-US')}, or empty for no limit`,
  usageLimitBelowUses: (used: number) =>
    `This code has been used ${used} ${used === 1 ? 'time' : 'times'}, so the limit cannot be lower than that.`,
  activeInvalid: 'Active must be true or false',
  statusInvalid: `Status must be one of ${DISCOUNT_STATUSES.join(', ')}`,
  searchTooLong: `Search must be at most ${ADMIN_SEARCH_MAX} characters`,
  discountNotFound: 'Discount code not found.',
  created: (code: string) => `Discount code ${code} created.`,
  saved: (code: string) => `Discount code ${code} saved.`,
  deactivated: (code: string) => `Discount code ${code} deactivated. Shoppers can no longer use it.`,
  reactivated: (code: string) => `Discount code ${code} reactivated.`,
} as const;
const M = ADMIN_DISCOUNT_MESSAGES;

/** Audit actions of the discount codes section. */
export const DISCOUNT_AUDIT_ACTIONS = {
  create: 'discount.create',
  update: 'discount.update',
  deactivate: 'discount.deactivate',
  reactivate: 'discount.reactivate',
} as const;

export const DISCOUNT_STATUS_LABELS: Record<DiscountStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
  inactive: 'Inactive',
};

export const DISCOUNT_KIND_LABELS: Record<DiscountKind, string> = { percentage: 'Percentage', fixed: 'Fixed amount' };

/** True when a decimal has at most two places (tolerating binary float noise). */
const twoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** A code as typed: trimmed and upper-cased, so codes are unique whatever their case. */
export const AdminDiscountCodeSchema = z
  .string({ error: M.codeInvalid })
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[A-Z0-9_-]{${L.codeMin},${L.codeMax}}$`), { error: M.codeInvalid });

const KindSchema = z.enum(DISCOUNT_KINDS, { error: M.kindInvalid });
/** Percent off (15 = 15 %) or the amount off; which range applies depends on the type. */
const ValueSchema = z.number({ error: M.valueRequired });
const MinSubtotalSchema = z
  .number({ error: M.minSubtotalInvalid })
  .min(0, { error: M.minSubtotalInvalid, abort: true })
  .max(L.amountMax, { error: M.minSubtotalInvalid, abort: true })
  .refine(twoDecimals, { error: M.minSubtotalInvalid });
/** Any ISO 8601 date-time with a zone; stored as UTC (`...Z`) so that stored moments compare as text. */
const MomentSchema = z.iso
  .datetime({ offset: true, error: M.dateInvalid })
  .transform((v) => new Date(v).toISOString())
  .nullable();
const UsageLimitSchema = z
  .number({ error: M.usageLimitInvalid })
  .int({ error: M.usageLimitInvalid })
  .min(1, { error: M.usageLimitInvalid })
  .max(L.usageMax, { error: M.usageLimitInvalid })
  .nullable();
const ActiveSchema = z.boolean({ error: M.activeInvalid });

/** Why a value does not suit its type (percent 1-100, amount from 0.01), or null. */
export function discountValueIssue(kind: DiscountKind, value: number): string | null {
  if (!twoDecimals(value)) return kind === 'percentage' ? M.percentInvalid : M.amountInvalid;
  if (kind === 'percentage') return value >= L.percentMin && value <= L.percentMax ? null : M.percentInvalid;
  return value >= 0.01 && value <= L.amountMax ? null : M.amountInvalid;
}

/** Why a validity window is impossible (it ends before it starts), or null. */
export const discountDatesIssue = (startsAt: string | null, endsAt: string | null): string | null =>
  startsAt !== null && endsAt !== null && Date.parse(endsAt) <= Date.parse(startsAt) ? M.endsBeforeStarts : null;

/**
 * The rules that tie fields together, as field errors: used on create, and on a merged edit.
 * Fields that did not parse (they have their own error) are left out.
 */
export function discountRuleIssues(d: {
  kind?: unknown;
  value?: unknown;
  starts_at?: unknown;
  ends_at?: unknown;
}): Array<{ field: 'value' | 'ends_at'; message: string }> {
  const issues: Array<{ field: 'value' | 'ends_at'; message: string }> = [];
  const kind = DISCOUNT_KINDS.find((k) => k === d.kind);
  const value = kind && typeof d.value === 'number' ? discountValueIssue(kind, d.value) : null;
  if (value) issues.push({ field: 'value', message: value });
  const moment = (v: unknown) => (typeof v === 'string' ? v : null);
  const dates = discountDatesIssue(moment(d.starts_at), moment(d.ends_at));
  if (dates) issues.push({ field: 'ends_at', message: dates });
  return issues;
}

const FIELDS = {
  code: AdminDiscountCodeSchema,
  kind: KindSchema,
  value: ValueSchema,
  min_subtotal: MinSubtotalSchema,
  starts_at: MomentSchema,
  ends_at: MomentSchema,
  usage_limit: UsageLimitSchema,
  /** A fixed code's amounts in other currencies than the shop's (`{EUR: 5}`): it applies only where it has one (ADR 029). */
  amounts: CurrencyAmountsSchema,
};

/** `POST admin/discounts`: a new code; money in the shop's currency with two decimals. */
export const DiscountInputSchema = z
  .strictObject({
    ...FIELDS,
    min_subtotal: MinSubtotalSchema.default(0),
    starts_at: MomentSchema.default(null),
    ends_at: MomentSchema.default(null),
    usage_limit: UsageLimitSchema.default(null),
    amounts: CurrencyAmountsSchema.default({}),
    active: ActiveSchema.default(true),
  })
  .superRefine(
    (d, ctx) => {
      for (const issue of discountRuleIssues(d)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    },
    // Also when other fields failed (so that every problem shows at once), as long as there is an object.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type DiscountInput = z.output<typeof DiscountInputSchema>;
export type DiscountInputDraft = z.input<typeof DiscountInputSchema>;

/**
 * `PATCH admin/discounts/{id}`: only the fields sent change, and only for orders placed from now
 * on: orders keep the code and the amount they got. Switching on and off has its own calls.
 */
export const DiscountPatchSchema = z.strictObject(FIELDS).partial();
export type DiscountPatch = z.output<typeof DiscountPatchSchema>;

/** Filters of `GET admin/discounts` (besides `page` and `page_size`); `q` searches the code. */
export const DiscountFiltersSchema = z.object({
  q: z.string().trim().max(ADMIN_SEARCH_MAX, { error: M.searchTooLong }).optional(),
  status: z.enum(DISCOUNT_STATUSES, { error: M.statusInvalid }).optional(),
});
export type DiscountFilters = z.input<typeof DiscountFiltersSchema>;

export const AdminDiscountSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: KindSchema,
  /** Percent off (15 = 15 %) or the amount off. */
  value: z.number(),
  min_subtotal: z.number(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  /** A fixed code's amounts in other currencies (ADR 029). */
  amounts: z.record(z.string(), z.number()),
  /** Orders that use the code now (a cancelled order gives its use back). */
  times_used: z.number().int(),
  active: z.boolean(),
  status: z.enum(DISCOUNT_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminDiscount = z.infer<typeof AdminDiscountSchema>;

/** `GET admin/discounts/{id}`: with the total the code took off its orders. */
export const AdminDiscountDetailSchema = AdminDiscountSchema.extend({ total_discounted: z.number() });
export type AdminDiscountDetail = z.infer<typeof AdminDiscountDetailSchema>;

/** One order that used a code: when, by whom, and what it took off. */
export const DiscountUsageSchema = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  customer: PersonRefSchema.nullable(),
  used_at: z.string(),
  /** What the code took off this order, as the order recorded it. */
  discount_amount: z.number(),
  order_total: z.number(),
  order_status: z.enum(ORDER_STATUSES),
});
export type DiscountUsage = z.infer<typeof DiscountUsageSchema>;
