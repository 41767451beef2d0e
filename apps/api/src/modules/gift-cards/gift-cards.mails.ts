import { formatGiftCardCode } from '@shopwright/shared/credit';
import { formatMoney, fromMinor } from '@shopwright/shared/money';
import type { AppContext } from '../../context';
import type { Mail } from '../../lib/mailer';

/** The code for its recipient: the only mail that carries a full code. */
export function giftCardMail(
  ctx: AppContext,
  to: string,
  card: { code: string; amount: number; currency: string; expiresOn: string | null; message?: string | null },
  shopName: string,
): Mail {
  const value = formatMoney(fromMinor(card.amount), card.currency);
  const expiry = card.expiresOn ? `It can be used until ${card.expiresOn}.` : 'It never expires.';
  return {
    to,
    subject: `Your ${value} gift card for ${shopName}`,
    text: [
      `You have received a gift card worth ${value} for ${shopName}.`,
      ...(card.message ? ['', card.message] : []),
      '',
      `Gift card code: ${formatGiftCardCode(card.code)}`,
      '',
      `Enter it at checkout (${ctx.config.publicUrl}/checkout) to pay with it. ${expiry}`,
      'Keep this code safe: whoever has it can spend the card.',
    ].join('\n'),
  };
}
