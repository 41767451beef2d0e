/* French texts of gift cards sold as products (./en.ts). */
import type { GIFT_CARD_MAIL_EN, GIFT_CARD_SALE_EN } from './en';

export const GIFT_CARD_SALE_FR: Record<keyof typeof GIFT_CARD_SALE_EN, string> = {
  'giftCardSale.kindInvalid': 'Le type doit être physical ou gift_card',
  'giftCardSale.recipientNameRequired': 'Le nom du destinataire est obligatoire',
  'giftCardSale.recipientNameTooLong': 'Le nom du destinataire ne doit pas dépasser 100 caractères',
  'giftCardSale.recipientEmailInvalid': 'Saisissez une adresse e-mail valide pour le destinataire',
  'giftCardSale.messageTooLong': 'Le message ne doit pas dépasser 300 caractères',
  'giftCardSale.sendOnInvalid': "La date d'envoi doit être comprise entre aujourd'hui et dans un an, par exemple 2027-01-31",
  'giftCardSale.recipientInvalid': 'Une carte cadeau demande recipient_name et recipient_email, et accepte message et send_on',
  'giftCardSale.recipientRequired': 'Pour qui est cette carte cadeau ? Le nom et l’e-mail du destinataire sont obligatoires',
  'giftCardSale.recipientNotAllowed': 'Seule une carte cadeau a un destinataire',
  'giftCardSale.otherRecipient':
    'Cette carte cadeau est déjà dans votre panier pour {name}. Choisissez un autre montant pour un autre destinataire, ou passez d’abord commande.',
  'giftCardSale.noGiftCardsForGiftCards':
    'Les cartes cadeaux ne peuvent pas payer des cartes cadeaux. Retirez les codes ou la carte cadeau de votre panier.',
  'giftCardSale.noShippingName': 'Pas de livraison (envoyée par e-mail)',
  'giftCardSale.formTitle': 'À qui offrez-vous cette carte cadeau ?',
  'giftCardSale.recipientName': 'Nom du destinataire',
  'giftCardSale.recipientEmail': 'E-mail du destinataire',
  'giftCardSale.message': 'Message (facultatif)',
  'giftCardSale.messageHint': 'Jusqu’à {max} caractères',
  'giftCardSale.sendOn': 'Envoyer le',
  'giftCardSale.sendOnHint': 'Laissez vide pour l’envoyer dès que la commande est payée.',
  'giftCardSale.digital': 'Une carte cadeau numérique : son code est envoyé par e-mail au destinataire. Rien n’est expédié.',
  'giftCardSale.forRecipient': 'Pour {name} ({email})',
  'giftCardSale.sendsOn': 'Envoyée le {date}',
  'giftCardSale.sendsAtOnce': 'Envoyée dès que la commande est payée',
  'giftCardSale.orderLineSent': 'Carte cadeau pour {name} — envoyée le {date}',
  'giftCardSale.orderLinePlanned': 'Carte cadeau pour {name} — sera envoyée le {date}',
  'giftCardSale.orderLinePending': 'Carte cadeau pour {name} — envoyée après le paiement',
  'giftCardSale.noShipping': 'Rien à expédier : les cartes cadeaux sont envoyées par e-mail.',
};

export const GIFT_CARD_MAIL_FR: Record<keyof typeof GIFT_CARD_MAIL_EN, string> = {
  'mail.giftCard.subject': '{buyer} vous offre une carte cadeau de {amount} pour {shop}',
  'mail.giftCard.intro': '{buyer} vous offre une carte cadeau d’une valeur de {amount} pour {shop}.',
  'mail.giftCard.message': 'Son message :',
  'mail.giftCard.code': 'Code de la carte cadeau : {code}',
  'mail.giftCard.use': 'Saisissez-le au paiement ({link}) pour payer avec. Il n’expire jamais.',
  'mail.giftCard.safe': 'Gardez ce code en lieu sûr : quiconque le connaît peut utiliser la carte.',
};
