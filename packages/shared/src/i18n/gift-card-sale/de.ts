/* German texts of gift cards sold as products (./en.ts). */
import type { GIFT_CARD_MAIL_EN, GIFT_CARD_SALE_EN } from './en';

export const GIFT_CARD_SALE_DE: Record<keyof typeof GIFT_CARD_SALE_EN, string> = {
  'giftCardSale.kindInvalid': 'Die Art muss physical oder gift_card sein',
  'giftCardSale.recipientNameRequired': 'Bitte geben Sie den Namen der beschenkten Person ein',
  'giftCardSale.recipientNameTooLong': 'Der Name darf höchstens 100 Zeichen lang sein',
  'giftCardSale.recipientEmailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse der beschenkten Person ein',
  'giftCardSale.messageTooLong': 'Die Nachricht darf höchstens 300 Zeichen lang sein',
  'giftCardSale.sendOnInvalid': 'Das Versanddatum muss zwischen heute und einem Jahr liegen, z. B. 2027-01-31',
  'giftCardSale.recipientInvalid': 'Ein Geschenkgutschein braucht recipient_name und recipient_email, optional message und send_on',
  'giftCardSale.recipientRequired': 'Für wen ist der Gutschein? Name und E-Mail-Adresse sind erforderlich',
  'giftCardSale.recipientNotAllowed': 'Nur ein Geschenkgutschein hat eine beschenkte Person',
  'giftCardSale.otherRecipient':
    'Dieser Gutschein liegt bereits für {name} im Warenkorb. Wählen Sie für eine andere Person einen anderen Betrag oder schließen Sie zuerst die Bestellung ab.',
  'giftCardSale.noGiftCardsForGiftCards':
    'Geschenkgutscheine können nicht mit Geschenkgutscheinen bezahlt werden. Entfernen Sie die Gutscheincodes oder den Gutschein aus dem Warenkorb.',
  'giftCardSale.noShippingName': 'Kein Versand (per E-Mail)',
  'giftCardSale.formTitle': 'Für wen ist dieser Gutschein?',
  'giftCardSale.recipientName': 'Name der beschenkten Person',
  'giftCardSale.recipientEmail': 'E-Mail der beschenkten Person',
  'giftCardSale.message': 'Nachricht (optional)',
  'giftCardSale.messageHint': 'Bis zu {max} Zeichen',
  'giftCardSale.sendOn': 'Senden am',
  'giftCardSale.sendOnHint': 'Leer lassen, um ihn gleich nach der Zahlung zu senden.',
  'giftCardSale.digital': 'Ein digitaler Gutschein: Sein Code wird der beschenkten Person gemailt. Es wird nichts versandt.',
  'giftCardSale.forRecipient': 'Für {name} ({email})',
  'giftCardSale.sendsOn': 'Versand am {date}',
  'giftCardSale.sendsAtOnce': 'Versand sobald die Bestellung bezahlt ist',
  'giftCardSale.orderLineSent': 'Gutschein für {name} — gesendet am {date}',
  'giftCardSale.orderLinePlanned': 'Gutschein für {name} — wird am {date} gesendet',
  'giftCardSale.orderLinePending': 'Gutschein für {name} — wird nach der Zahlung gesendet',
  'giftCardSale.noShipping': 'Kein Versand nötig: Gutscheine werden per E-Mail gesendet.',
};

export const GIFT_CARD_MAIL_DE: Record<keyof typeof GIFT_CARD_MAIL_EN, string> = {
  'mail.giftCard.subject': '{buyer} schenkt Ihnen einen Gutschein über {amount} für {shop}',
  'mail.giftCard.intro': '{buyer} schenkt Ihnen einen Gutschein im Wert von {amount} für {shop}.',
  'mail.giftCard.message': 'Die Nachricht dazu:',
  'mail.giftCard.code': 'Gutscheincode: {code}',
  'mail.giftCard.use': 'Geben Sie ihn an der Kasse ein ({link}), um damit zu bezahlen. Er verfällt nicht.',
  'mail.giftCard.safe': 'Bewahren Sie den Code sicher auf: Wer ihn kennt, kann den Gutschein einlösen.',
};
