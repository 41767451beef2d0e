/*
 * Gift cards sold as products (issue 28, ADR 025): the product kinds, a gift-card line's recipient
 * and the exact English texts. Zod-free, so the message catalogs and the storefront's first load
 * can import it; the schemas are in ./recipient.ts.
 */

/** `physical`: every product until gift cards; `gift_card`: digital, no stock taken, no shipping, not taxed at sale. */
export const PRODUCT_KINDS = ['physical', 'gift_card'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const GIFT_CARD_SALE_LIMITS = {
  nameMax: 100,
  messageMax: 300,
  /** The latest send date, counted from today. */
  sendWithinDays: 366,
} as const;

/** Who a gift-card line is for; the code is mailed to `recipient_email` on `send_on` (null: at once, when the order is paid). */
export interface GiftCardRecipient {
  recipient_name: string;
  recipient_email: string;
  message: string;
  send_on: string | null;
}

/** The shipping method of an order with nothing to ship (only gift cards): no address needed for it, no price. */
export const NO_SHIPPING_METHOD = 'none';

/** A card sold as a product is not taxed at sale: it is a multi-purpose voucher (EU VAT directive 2016/1065); tax is due when it is spent. */
export const GIFT_CARD_TAX_CATEGORY = 'gift_card';

export const GIFT_CARD_SALE_MESSAGES = {
  kindInvalid: `Kind must be one of ${PRODUCT_KINDS.join(', ')}`,
  recipientNameRequired: 'Recipient name is required',
  recipientNameTooLong: `Recipient name must be at most ${GIFT_CARD_SALE_LIMITS.nameMax} characters`,
  recipientEmailInvalid: 'Enter a valid recipient email address',
  messageTooLong: `Message must be at most ${GIFT_CARD_SALE_LIMITS.messageMax} characters`,
  sendOnInvalid: 'Send date must be a date from today to one year ahead, such as 2027-01-31',
  recipientInvalid: 'Gift card must give recipient_name and recipient_email, and may give message and send_on',
  recipientRequired: 'Tell us who the gift card is for: recipient name and email are required',
  recipientNotAllowed: 'Only a gift card product takes a recipient',
  otherRecipient: (name: string) =>
    `This gift card is already in your cart for ${name}. Choose another amount for another recipient, or check out first.`,
  noGiftCardsForGiftCards: 'Gift cards cannot pay for gift cards. Remove the gift card codes or the gift card from your cart.',
  noShippingName: 'No shipping (sent by e-mail)',
} as const;

/** The parameterized texts' templates, for the message catalogs. */
export const GIFT_CARD_SALE_TEMPLATES = {
  otherRecipient: 'This gift card is already in your cart for {name}. Choose another amount for another recipient, or check out first.',
} as const;
