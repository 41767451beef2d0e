import { formatGiftCardCode } from '@shopwright/shared/credit';
import type { Lang } from '@shopwright/shared/i18n';
import { translator } from '@shopwright/shared/i18n/catalogs';
import { formatMoneyIn } from '@shopwright/shared/i18n/format';
import { fromMinorIn } from '@shopwright/shared/money';
import type { AppContext } from '../../context';
import type { Mail } from '../../lib/mailer';

/** The code for its recipient, in their language when they have an account (`users.language`), else English. */
export function giftCardMail(
  ctx: AppContext,
  to: string,
  card: { code: string; amount: number; currency: string; expiresOn: string | null; message?: string | null },
  shopName: string,
  lang: Lang = 'en',
): Mail {
  const t = translator(lang);
  const amount = formatMoneyIn(fromMinorIn(card.amount, card.currency), card.currency, lang);
  const link = `${ctx.config.publicUrl}/checkout`;
  return {
    to,
    subject: t('mail.giftCardIssued.subject', { amount, shop: shopName }),
    text: [
      t('mail.giftCardIssued.intro', { amount, shop: shopName }),
      ...(card.message ? ['', card.message] : []),
      '',
      t('mail.giftCard.code', { code: formatGiftCardCode(card.code) }),
      '',
      card.expiresOn ? t('mail.giftCardIssued.useUntil', { link, date: card.expiresOn }) : t('mail.giftCard.use', { link }),
      t('mail.giftCard.safe'),
    ].join('\n'),
  };
}

/** A card bought in the shop, for its recipient, in the order's language: who sent it, their message and the code. */
export function soldGiftCardMail(
  ctx: AppContext,
  lang: Lang,
  shop: string,
  card: { to: string; recipient: string; buyer: string; message: string | null; code: string; amount: number; currency: string },
): Mail {
  const t = translator(lang);
  const amount = formatMoneyIn(fromMinorIn(card.amount, card.currency), card.currency, lang);
  return {
    to: card.to,
    subject: t('mail.giftCard.subject', { buyer: card.buyer, amount, shop }),
    text: [
      card.recipient ? t('mail.hello', { name: card.recipient }) : t('mail.helloPlain'),
      '',
      t('mail.giftCard.intro', { buyer: card.buyer, amount, shop }),
      ...(card.message ? ['', t('mail.giftCard.message'), card.message] : []),
      '',
      t('mail.giftCard.code', { code: formatGiftCardCode(card.code) }),
      '',
      t('mail.giftCard.use', { link: `${ctx.config.publicUrl}/checkout` }),
      t('mail.giftCard.safe'),
    ].join('\n'),
  };
}
