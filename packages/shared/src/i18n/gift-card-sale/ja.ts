/* Japanese texts of gift cards sold as products (./en.ts). */
import type { GIFT_CARD_MAIL_EN, GIFT_CARD_SALE_EN } from './en';

export const GIFT_CARD_SALE_JA: Record<keyof typeof GIFT_CARD_SALE_EN, string> = {
  'giftCardSale.kindInvalid': '種類は physical または gift_card を指定してください',
  'giftCardSale.recipientNameRequired': '受取人のお名前を入力してください',
  'giftCardSale.recipientNameTooLong': '受取人のお名前は100文字以内で入力してください',
  'giftCardSale.recipientEmailInvalid': '受取人の有効なメールアドレスを入力してください',
  'giftCardSale.messageTooLong': 'メッセージは300文字以内で入力してください',
  'giftCardSale.sendOnInvalid': '送信日は今日から1年以内の日付を指定してください（例：2027-01-31）',
  'giftCardSale.recipientInvalid': 'ギフトカードには recipient_name と recipient_email が必要です（message と send_on は任意）',
  'giftCardSale.recipientRequired': 'ギフトカードの受取人を指定してください：お名前とメールアドレスは必須です',
  'giftCardSale.recipientNotAllowed': '受取人を指定できるのはギフトカード商品だけです',
  'giftCardSale.otherRecipient':
    'このギフトカードはすでに{name}様宛てでカートに入っています。別の方には別の金額を選ぶか、先にご注文を完了してください。',
  'giftCardSale.noGiftCardsForGiftCards':
    'ギフトカードでギフトカードをお支払いいただくことはできません。ギフトカードのコードか、カート内のギフトカードを削除してください。',
  'giftCardSale.noShippingName': '配送なし（メールでお届け）',
  'giftCardSale.formTitle': 'このギフトカードを贈る相手',
  'giftCardSale.recipientName': '受取人のお名前',
  'giftCardSale.recipientEmail': '受取人のメールアドレス',
  'giftCardSale.message': 'メッセージ（任意）',
  'giftCardSale.messageHint': '{max}文字まで',
  'giftCardSale.sendOn': '送信日',
  'giftCardSale.sendOnHint': '空欄の場合、お支払い後すぐに送信します。',
  'giftCardSale.digital': 'デジタルギフトカード：コードを受取人にメールでお送りします。配送はありません。',
  'giftCardSale.forRecipient': '{name}様（{email}）宛て',
  'giftCardSale.sendsOn': '{date}に送信',
  'giftCardSale.sendsAtOnce': 'お支払い後すぐに送信',
  'giftCardSale.orderLineSent': '{name}様宛てギフトカード — {date}に送信済み',
  'giftCardSale.orderLinePlanned': '{name}様宛てギフトカード — {date}に送信予定',
  'giftCardSale.orderLinePending': '{name}様宛てギフトカード — お支払い後に送信',
  'giftCardSale.noShipping': '配送はありません：ギフトカードはメールでお送りします。',
};

export const GIFT_CARD_MAIL_JA: Record<keyof typeof GIFT_CARD_MAIL_EN, string> = {
  'mail.giftCard.subject': '{buyer}様から{shop}の{amount}分のギフトカードが届きました',
  'mail.giftCard.intro': '{buyer}様から{shop}でご利用いただける{amount}分のギフトカードが贈られました。',
  'mail.giftCard.message': 'メッセージ：',
  'mail.giftCard.code': 'ギフトカードコード：{code}',
  'mail.giftCard.use': 'お支払いの際にご入力ください（{link}）。有効期限はありません。',
  'mail.giftCard.safe': 'このコードは大切に保管してください。コードを知っている人は誰でもご利用いただけます。',
};
