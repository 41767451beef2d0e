import { z } from 'zod';
import { GIFT_CARD_SALE_LIMITS as L, GIFT_CARD_SALE_MESSAGES as M, PRODUCT_KINDS } from './gift-card-sale';

export * from './gift-card-sale';

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Whether `day` (YYYY-MM-DD) is a send date a shopper may choose now: from today to a year ahead,
 * counted in UTC with a day's grace before, so a shopper west of UTC can pick their own today.
 */
export function sendOnAllowed(day: string, now = Date.now()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || utcDay(Date.parse(`${day}T00:00:00Z`)) !== day) return false;
  return day >= utcDay(now - DAY_MS) && day <= utcDay(now + L.sendWithinDays * DAY_MS);
}

/** `kind` of a product in the admin's create and edit. */
export const ProductKindSchema = z.enum(PRODUCT_KINDS, { error: M.kindInvalid });

/** `gift_card` of an add-to-cart call: who a gift-card line is for (required for a gift card product, refused for any other). */
export const GiftCardRecipientSchema = z.strictObject(
  {
    recipient_name: z
      .string({ error: M.recipientNameRequired })
      .trim()
      .min(1, { error: M.recipientNameRequired })
      .max(L.nameMax, { error: M.recipientNameTooLong }),
    recipient_email: z
      .string({ error: M.recipientEmailInvalid })
      .trim()
      .toLowerCase()
      .max(254, { error: M.recipientEmailInvalid })
      .pipe(z.email({ error: M.recipientEmailInvalid })),
    message: z
      .string({ error: M.messageTooLong })
      .trim()
      .max(L.messageMax, { error: M.messageTooLong })
      .nullish()
      .transform((v) => v ?? ''),
    send_on: z
      .string({ error: M.sendOnInvalid })
      .refine((v) => sendOnAllowed(v), { error: M.sendOnInvalid })
      .nullish()
      .transform((v) => v ?? null),
  },
  { error: M.recipientInvalid },
);
export type GiftCardRecipientInput = z.input<typeof GiftCardRecipientSchema>;

/** A gift-card line's recipient as cart and order answers show it; an order line adds when the card was mailed. */
export const GiftCardLineSchema = z.object({
  recipient_name: z.string(),
  recipient_email: z.string(),
  message: z.string(),
  /** The day the code is mailed; null: as soon as the order is paid. */
  send_on: z.string().nullable(),
});
export const OrderGiftCardLineSchema = GiftCardLineSchema.extend({
  /** When the last card of the line was mailed (null: not yet). The code itself is only in the recipient's mail. */
  sent_at: z.string().nullable(),
});
