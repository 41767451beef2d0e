import { z } from 'zod';

export * from './recipient';

/**
 * Gift cards and store credit (issue 28, ADR 025): the codes' shape, the refusal reasons, every
 * request and answer of the shopper's and the admin's calls, and their exact texts.
 * Nothing here imports from checkout or orders (they import from here).
 */

/** 32 letters and digits without the look-alikes I, O, 0 and 1, so a code read aloud or typed from paper comes out right. */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 16 characters of 5 bits each: 80 random bits, shown as 4 groups of 4 (`ABCD-EFGH-JKLM-NPQR`). */
export const GIFT_CARD_CODE_LENGTH = 16;
export const GIFT_CARD_GROUP = 4;

export const GIFT_CARD_LIMITS = {
  /** The largest value of one card, in the card's currency. */
  amountMax: 10_000,
  bulkMax: 500,
  /** Cards a checkout takes at most. */
  perCheckout: 5,
  /** The shortest life of a card with an expiry: 5 years from issue (ADR 025, the US CARD Act rule, longer than the EU's national minimums). */
  minExpiryYears: 5,
  noteMax: 500,
  /** The largest store credit one grant or deduction moves, in the currency. */
  creditMax: 1_000_000,
  reasonMax: 200,
} as const;
const L = GIFT_CARD_LIMITS;

/** Why a gift card code cannot pay: unknown, past its expiry, switched off by staff, nothing left, or another currency than the cart's. */
/** `not_allowed`: the cart holds a gift card, which gift cards cannot pay for (gift-card products, ADR 025). */
export const GIFT_CARD_REFUSALS = ['not_found', 'expired', 'disabled', 'empty', 'currency', 'not_allowed'] as const;
export type GiftCardRefusal = (typeof GIFT_CARD_REFUSALS)[number];

/** Where a card stands now (the admin list's filter): refusals in the order checkout checks them. */
export const GIFT_CARD_STATUSES = ['active', 'disabled', 'expired', 'empty'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];
export const GIFT_CARD_STATUS_LABELS: Record<GiftCardStatus, string> = {
  active: 'Active',
  disabled: 'Disabled',
  expired: 'Expired',
  empty: 'Used up',
};

/** What moved a card's balance: issued, spent on an order, given back (refund or a placement undone), changed by staff. */
export const GIFT_CARD_MOVEMENT_KINDS = ['issue', 'spend', 'release', 'refund', 'adjust'] as const;
export type GiftCardMovementKind = (typeof GIFT_CARD_MOVEMENT_KINDS)[number];

/**
 * What moved a store credit balance: staff (grant or deduct), a return credited, an order that spent it
 * (and its undo when the payment failed), a refund of such an order paid back to it.
 */
export const STORE_CREDIT_KINDS = ['staff', 'return', 'order', 'refund'] as const;
export type StoreCreditKind = (typeof STORE_CREDIT_KINDS)[number];

/** Where the money of an order came from, in the order it is taken: gift cards, then store credit, then the card / Stripe / pay later. */
export const CREDIT_SOURCES = ['gift_card', 'store_credit'] as const;
export type CreditSource = (typeof CREDIT_SOURCES)[number];

export const CREDIT_MESSAGES = {
  codeInvalid: `A gift card code has ${GIFT_CARD_CODE_LENGTH} letters and digits, such as ABCD-EFGH-JKLM-NPQR`,
  codesTooMany: `At most ${L.perCheckout} gift cards can pay for one order`,
  last4Invalid: 'Last 4 must be the last 4 characters of a gift card code',
  statusInvalid: `Status must be one of ${GIFT_CARD_STATUSES.join(', ')}`,
  amountInvalid: `Amount must be from 0.01 to ${L.amountMax.toLocaleString('en-US')}, with at most the currency's decimals`,
  currencyInvalid: 'Currency must be a three-letter ISO 4217 code such as USD',
  expiresOnInvalid: 'Expiry must be a date such as 2031-12-31, or empty for no expiry',
  expiresTooSoon: (earliest: string) =>
    `A gift card must stay valid for at least ${L.minExpiryYears} years from its issue: choose ${earliest} or later, or no expiry.`,
  noteTooLong: `Note must be at most ${L.noteMax} characters`,
  emailInvalid: 'Enter a valid email address',
  countInvalid: `Count must be a whole number from 1 to ${L.bulkMax}`,
  disabledInvalid: 'Disabled must be true or false',
  formatInvalid: 'Format must be json or csv',
  creditAmountInvalid: `Amount must be a non-zero amount of at most ${L.creditMax.toLocaleString('en-US')}, with at most the currency's decimals (negative deducts)`,
  reasonRequired: 'Reason is required',
  reasonTooLong: `Reason must be at most ${L.reasonMax} characters`,
  useStoreCreditInvalid: 'Use store credit must be true or false',

  giftCardNotFound: 'Gift card not found.',
  notFound: 'This gift card code does not exist. Check the code and try again.',
  expired: 'This gift card has expired.',
  disabled: 'This gift card has been disabled. Please contact us.',
  empty: 'This gift card has no balance left.',
  currency: (cardCurrency: string, cartCurrency: string) =>
    `This gift card is in ${cardCurrency} and cannot pay for an order in ${cartCurrency}.`,
  /** A card spent by another order between the quote and this one. */
  spentMeanwhile: 'A gift card was used for another order in the meantime. Please review your payment and place your order again.',
  creditSpentMeanwhile: 'Your store credit changed in the meantime. Please review your payment and place your order again.',
  creditBelowZero: (balance: string) => `The store credit balance is ${balance}: a deduction cannot take it below zero.`,
  creditAboveMax: (max: string) => `A store credit balance can hold at most ${max}: this would take it above.`,
  creditNoneToSpend: 'There is no store credit to use.',
  issued: (last4: string) => `Gift card ending in ${last4} issued. Copy the code now: it will not be shown again.`,
  bulkIssued: (count: number) =>
    `${count} gift ${count === 1 ? 'card' : 'cards'} issued. Download the codes now: they will not be shown again.`,
  saved: (last4: string) => `Gift card ending in ${last4} saved.`,
  creditGranted: 'Store credit updated.',
} as const;
const M = CREDIT_MESSAGES;

/** `abcd efgh-jklm npqr` -> `ABCDEFGHJKLMNPQR`: upper case, without spaces and dashes. */
export const normalizeGiftCardCode = (raw: string): string => raw.toUpperCase().replace(/[\s-]+/g, '');
/** `ABCDEFGHJKLMNPQR` -> `ABCD-EFGH-JKLM-NPQR`. */
export const formatGiftCardCode = (code: string): string =>
  normalizeGiftCardCode(code)
    .match(new RegExp(`.{1,${GIFT_CARD_GROUP}}`, 'g'))
    ?.join('-') ?? '';
/** A card as people see it without its code: `•••• •••• •••• NPQR`. */
export const maskedGiftCard = (last4: string) => `•••• •••• •••• ${last4}`;

const CODE_PATTERN = new RegExp(`^[${GIFT_CARD_ALPHABET}]{${GIFT_CARD_CODE_LENGTH}}$`);
export const isGiftCardCode = (code: string) => CODE_PATTERN.test(code);

/** A code as typed, in any case, with or without dashes and spaces; answers it normalized (`ABCDEFGHJKLMNPQR`). */
export const GiftCardCodeSchema = z
  .string({ error: M.codeInvalid })
  .max(64, { error: M.codeInvalid, abort: true })
  .transform(normalizeGiftCardCode)
  .refine(isGiftCardCode, { error: M.codeInvalid });

/** `gift_cards` of the quote and the order: at most 5 codes, duplicates dropped (kept in the order given: cards pay in that order). */
export const GiftCardCodesSchema = z
  .array(GiftCardCodeSchema, { error: M.codeInvalid })
  .max(L.perCheckout, { error: M.codesTooMany })
  .transform((codes) => [...new Set(codes)])
  .default([]);

/** `use_store_credit` of the quote and the order: the shopper's store credit pays after the gift cards. */
export const UseStoreCreditSchema = z.boolean({ error: M.useStoreCreditInvalid }).default(false);

/** True when a decimal has at most `digits` places (tolerating binary float noise). */
export const hasAtMostDecimals = (v: number, digits = 2) => {
  const scale = 10 ** digits;
  return Math.abs(Math.round(v * scale) - v * scale) < 1e-6;
};

const CurrencySchema = z
  .string({ error: M.currencyInvalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: M.currencyInvalid });

/** A calendar day; the shop's dates are UTC days. */
const DaySchema = z.iso.date({ error: M.expiresOnInvalid });

const EmailField = z.email({ error: M.emailInvalid }).max(254, { error: M.emailInvalid });

/** A card's value as staff type it: more than zero, at most 10,000; the currency's decimals are checked by the API. */
const CardAmountSchema = z
  .number({ error: M.amountInvalid })
  .min(0.01, { error: M.amountInvalid })
  .max(L.amountMax, { error: M.amountInvalid })
  .refine((v) => hasAtMostDecimals(v, 3), { error: M.amountInvalid });

const NoteSchema = z.string({ error: M.noteTooLong }).trim().max(L.noteMax, { error: M.noteTooLong });

// ---------------------------------------------------------------------------------------------
// Shopper: balance, quote, order, account

/** `GET gift-cards/{code}/balance`: the code in the path, dashes allowed. */
export const GiftCardCodeParamsSchema = z.object({ code: GiftCardCodeSchema });

/** `GET gift-cards/{code}/balance`. */
export const GiftCardBalanceSchema = z.object({
  last4: z.string(),
  balance: z.number(),
  currency: z.string(),
  /** The last day it can pay (UTC), or null when it never expires. */
  expires_on: z.string().nullable(),
});
export type GiftCardBalance = z.infer<typeof GiftCardBalanceSchema>;

/** The 404 of the balance call, and the 409 of `POST orders` for a refused code: the error body with why. */
export const GiftCardRefusedSchema = z.object({
  detail: z.string(),
  code: z.string(),
  reason: z.enum(GIFT_CARD_REFUSALS),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** A code the quote could not use, answered like `discount_error`: the code (grouped), why, and what to show. */
export const GiftCardErrorSchema = z.object({ code: z.string(), reason: z.enum(GIFT_CARD_REFUSALS), detail: z.string() });
export type GiftCardError = z.infer<typeof GiftCardErrorSchema>;

/**
 * What one source pays of a quote or order, in the order it is taken. `balance_after` is what is
 * left on the card or the credit once this order has taken its part.
 */
export const CreditPaymentSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('gift_card'), last4: z.string(), amount: z.number(), balance_after: z.number() }),
  z.object({ source: z.literal('store_credit'), amount: z.number(), balance_after: z.number() }),
]);
export type CreditPayment = z.infer<typeof CreditPaymentSchema>;

/** The fields `POST checkout/quote` adds to its answer (the checkout contract extends its quote with them). */
export const QuoteCreditFields = {
  /** Gift cards and store credit that pay, in the order they are taken. */
  payments: z.array(CreditPaymentSchema),
  /** Refused codes (left out of `payments`), with why. */
  gift_card_errors: z.array(GiftCardErrorSchema),
  /** The shopper's store credit in the cart's currency (whether or not it is used). */
  store_credit_available: z.number(),
  /** What the card, Stripe or pay later still has to pay: `total` less `payments`; 0 means nothing else is charged. */
  amount_due: z.number(),
};

export const StoreCreditBalanceSchema = z.object({ currency: z.string(), balance: z.number() });
export type StoreCreditBalance = z.infer<typeof StoreCreditBalanceSchema>;

/** One movement of the ledger; `amount` is signed (negative: spent or deducted). */
export const StoreCreditMovementSchema = z.object({
  id: z.number().int(),
  currency: z.string(),
  amount: z.number(),
  balance_after: z.number(),
  kind: z.enum(STORE_CREDIT_KINDS),
  reason: z.string(),
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  return_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type StoreCreditMovement = z.infer<typeof StoreCreditMovementSchema>;

export const STORE_CREDIT_PAGE_SIZE = { default: 20, max: 100 } as const;
const whole = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** `GET account/store-credit` and `GET admin/customers/{id}/store-credit`: the ledger a page at a time. */
export const StoreCreditQuerySchema = z.object({
  page: whole(1, 1_000_000, 'Page must be a whole number from 1').default(1),
  page_size: whole(1, STORE_CREDIT_PAGE_SIZE.max, `Page size must be a whole number from 1 to ${STORE_CREDIT_PAGE_SIZE.max}`).default(
    STORE_CREDIT_PAGE_SIZE.default,
  ),
});

/** Balances per currency (only currencies the customer ever had credit in) and the ledger, newest first. */
export const StoreCreditSummarySchema = z.object({
  balances: z.array(StoreCreditBalanceSchema),
  count: z.number().int(),
  next: z.number().int().nullable(),
  previous: z.number().int().nullable(),
  results: z.array(StoreCreditMovementSchema),
});
export type StoreCreditSummary = z.infer<typeof StoreCreditSummarySchema>;

// ---------------------------------------------------------------------------------------------
// Admin: gift cards

/** Audit actions of gift cards and store credit. */
export const CREDIT_AUDIT_ACTIONS = {
  giftCardIssue: 'gift_card.issue',
  giftCardBulk: 'gift_card.bulk_issue',
  giftCardUpdate: 'gift_card.update',
  storeCredit: 'store_credit.adjust',
} as const;

/** Filters of `GET admin/gift-cards` (besides `page` and `page_size`): the code's last 4 (any case), and where it stands. */
export const GiftCardFiltersSchema = z.object({
  last4: z
    .string({ error: M.last4Invalid })
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[${GIFT_CARD_ALPHABET}]{4}$`), { error: M.last4Invalid })
    .optional(),
  status: z.enum(GIFT_CARD_STATUSES, { error: M.statusInvalid }).optional(),
});
export type GiftCardFilters = z.input<typeof GiftCardFiltersSchema>;

/** A card as the admin lists it: never the code, only its last 4. */
export const AdminGiftCardSchema = z.object({
  id: z.number().int(),
  last4: z.string(),
  currency: z.string(),
  initial_balance: z.number(),
  balance: z.number(),
  status: z.enum(GIFT_CARD_STATUSES),
  disabled: z.boolean(),
  expires_on: z.string().nullable(),
  note: z.string(),
  recipient_email: z.string().nullable(),
  recipient_name: z.string().nullable(),
  /** The order that bought it, for a card sold as a product. */
  order_id: z.number().int().nullable(),
  created_by: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminGiftCard = z.infer<typeof AdminGiftCardSchema>;

export const GiftCardMovementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(GIFT_CARD_MOVEMENT_KINDS),
  /** Signed: negative when spent. */
  amount: z.number(),
  balance_after: z.number(),
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  actor: z.enum(['customer', 'staff', 'system']),
  created_at: z.string(),
});
export type GiftCardMovement = z.infer<typeof GiftCardMovementSchema>;

/** `GET admin/gift-cards/{id}`: the card and its history, oldest first. */
export const AdminGiftCardDetailSchema = AdminGiftCardSchema.extend({ movements: z.array(GiftCardMovementSchema) });
export type AdminGiftCardDetail = z.infer<typeof AdminGiftCardDetailSchema>;

/** `POST admin/gift-cards`: the currency defaults to the shop's; no expiry unless given (at least 5 years ahead). */
export const GiftCardInputSchema = z.strictObject({
  amount: CardAmountSchema,
  currency: CurrencySchema.optional(),
  expires_on: DaySchema.nullish(),
  note: NoteSchema.optional(),
  recipient_email: EmailField.nullish(),
});
export type GiftCardInput = z.input<typeof GiftCardInputSchema>;

/** The answer of `POST admin/gift-cards`: the only time the full code (`ABCD-EFGH-JKLM-NPQR`) is shown. */
export const GiftCardIssuedSchema = AdminGiftCardSchema.extend({ code: z.string() });
export type GiftCardIssued = z.infer<typeof GiftCardIssuedSchema>;

/** `PATCH admin/gift-cards/{id}`: switch it off or on, move its expiry (never sooner than 5 years from issue; null: none), edit the note. */
export const GiftCardPatchSchema = z.strictObject({
  disabled: z.boolean({ error: M.disabledInvalid }).optional(),
  expires_on: DaySchema.nullable().optional(),
  note: NoteSchema.optional(),
});
export type GiftCardPatch = z.input<typeof GiftCardPatchSchema>;

/** `POST admin/gift-cards/bulk`: `count` cards of one value. */
export const GiftCardBulkSchema = z.strictObject({
  count: z
    .number({ error: M.countInvalid })
    .int({ error: M.countInvalid })
    .min(1, { error: M.countInvalid })
    .max(L.bulkMax, { error: M.countInvalid }),
  amount: CardAmountSchema,
  currency: CurrencySchema.optional(),
  expires_on: DaySchema.nullish(),
  note: NoteSchema.optional(),
});
export type GiftCardBulkInput = z.input<typeof GiftCardBulkSchema>;

/** `?format=csv` (or `Accept: text/csv`) answers the codes as a CSV file with these columns. */
export const GiftCardBulkQuerySchema = z.object({ format: z.enum(['json', 'csv'], { error: M.formatInvalid }).optional() });
export const GIFT_CARD_CSV_COLUMNS = ['code', 'last4', 'amount', 'currency', 'expires_on', 'note'] as const;

/** The JSON answer of the bulk issue: every card with its code, shown this once. */
export const GiftCardBulkResultSchema = z.object({ count: z.number().int(), cards: z.array(GiftCardIssuedSchema) });
export type GiftCardBulkResult = z.infer<typeof GiftCardBulkResultSchema>;

// ---------------------------------------------------------------------------------------------
// Admin: store credit

/** `POST admin/customers/{id}/store-credit`: a signed amount (negative deducts) with a reason the customer sees in the ledger. */
export const StoreCreditAdjustSchema = z.strictObject({
  amount: z
    .number({ error: M.creditAmountInvalid })
    .refine((v) => v !== 0 && Math.abs(v) <= L.creditMax && hasAtMostDecimals(v, 3), { error: M.creditAmountInvalid }),
  reason: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(1, { error: M.reasonRequired, abort: true })
    .max(L.reasonMax, { error: M.reasonTooLong }),
  /** Defaults to the shop's currency. */
  currency: CurrencySchema.optional(),
});
export type StoreCreditAdjust = z.input<typeof StoreCreditAdjustSchema>;
