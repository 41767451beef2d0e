import type { Lang } from '@shopwright/shared/i18n';
import { translator } from '@shopwright/shared/i18n/catalogs';
import { formatDate, formatMoneyIn } from '@shopwright/shared/i18n/format';
import type { Order } from '@shopwright/shared/orders';
import type { AppContext } from '../../../context';
import type { Mail } from '../../../lib/mailer';
import { orderLink } from '../../orders/orders.mails';

/** Reminds a pay-later customer that the order waits for their payment (in the order's language). */
export async function paymentReminderMail(ctx: AppContext, to: string, order: Order, shopName: string, lang: Lang = 'en'): Promise<Mail> {
  const t = translator(lang);
  const total = formatMoneyIn(order.total, order.currency, lang);
  // English keeps the ISO date it always had.
  const placed = lang === 'en' ? order.placed_at.slice(0, 10) : formatDate(order.placed_at, lang, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    to,
    subject: t('mail.reminder.subject', { number: order.number }),
    text: [
      t('mail.helloPlain'),
      '',
      t('mail.reminder.thanks', { number: order.number, shop: shopName, date: placed }),
      t('mail.reminder.notReceived', { amount: total, number: order.number }),
      t('mail.reminder.prepare'),
      '',
      t('mail.reminder.link', { link: await orderLink(ctx, order, lang) }),
      '',
      t('mail.signoff', { shop: shopName }),
    ].join('\n'),
  };
}
