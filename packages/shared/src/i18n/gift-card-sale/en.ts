/*
 * The texts of gift cards sold as products (issue 28, ADR 025): the product page's recipient form,
 * the cart's and the order's gift-card lines, the API's messages about them and the recipient's
 * mail. Kept apart so their owner can change them without touching the main catalog; ../en.ts
 * spreads them in, and ./de.ts, ./fr.ts and ./ja.ts translate every key.
 */
import { GIFT_CARD_SALE_MESSAGES as M, GIFT_CARD_SALE_TEMPLATES as T } from '../../credit/gift-card-sale';

export const GIFT_CARD_SALE_EN = {
  'giftCardSale.kindInvalid': M.kindInvalid,
  'giftCardSale.recipientNameRequired': M.recipientNameRequired,
  'giftCardSale.recipientNameTooLong': M.recipientNameTooLong,
  'giftCardSale.recipientEmailInvalid': M.recipientEmailInvalid,
  'giftCardSale.messageTooLong': M.messageTooLong,
  'giftCardSale.sendOnInvalid': M.sendOnInvalid,
  'giftCardSale.recipientInvalid': M.recipientInvalid,
  'giftCardSale.recipientRequired': M.recipientRequired,
  'giftCardSale.recipientNotAllowed': M.recipientNotAllowed,
  'giftCardSale.otherRecipient': T.otherRecipient,
  'giftCardSale.noGiftCardsForGiftCards': M.noGiftCardsForGiftCards,
  'giftCardSale.noShippingName': M.noShippingName,

  'giftCardSale.formTitle': 'Who is this gift card for?',
  'giftCardSale.recipientName': "Recipient's name",
  'giftCardSale.recipientEmail': "Recipient's e-mail",
  'giftCardSale.message': 'Message (optional)',
  'giftCardSale.messageHint': 'Up to {max} characters',
  'giftCardSale.sendOn': 'Send on',
  'giftCardSale.sendOnHint': 'Leave empty to send it as soon as the order is paid.',
  'giftCardSale.digital': 'A digital gift card: its code is e-mailed to the recipient. Nothing is shipped.',
  'giftCardSale.forRecipient': 'For {name} ({email})',
  'giftCardSale.sendsOn': 'Sent on {date}',
  'giftCardSale.sendsAtOnce': 'Sent as soon as the order is paid',
  'giftCardSale.orderLineSent': 'Gift card for {name} — sent on {date}',
  'giftCardSale.orderLinePlanned': 'Gift card for {name} — to be sent on {date}',
  'giftCardSale.orderLinePending': 'Gift card for {name} — sent once the order is paid',
  'giftCardSale.noShipping': 'Nothing to ship: gift cards are sent by e-mail.',
};

export const GIFT_CARD_MAIL_EN = {
  'mail.giftCard.subject': '{buyer} sent you a {amount} gift card for {shop}',
  'mail.giftCard.intro': '{buyer} sent you a gift card worth {amount} for {shop}.',
  'mail.giftCard.message': 'Their message:',
  'mail.giftCard.code': 'Gift card code: {code}',
  'mail.giftCard.use': 'Enter it at checkout ({link}) to pay with it. It never expires.',
  'mail.giftCard.safe': 'Keep this code safe: whoever has it can spend the card.',
};
