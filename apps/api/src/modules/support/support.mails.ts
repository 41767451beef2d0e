import type { Lang } from '@shopwright/shared/i18n';
import { translator } from '@shopwright/shared/i18n/catalogs';
import type { InquiryType } from '@shopwright/shared/support';
import type { Mail } from '../../lib/mailer';

export function ticketAcknowledgementMail(
  shopName: string,
  ticket: { reference: string; name: string; email: string; inquiry_type: InquiryType; subject: string; message: string },
  lang: Lang = 'en',
): Mail {
  const t = translator(lang);
  return {
    to: ticket.email,
    subject: t('mail.ticket.subject', { reference: ticket.reference }),
    text: [
      t('mail.hello', { name: ticket.name }),
      '',
      t('mail.ticket.thanks', { shop: shopName }),
      t('mail.ticket.reference', { reference: ticket.reference }),
      '',
      t('mail.ticket.inquiryType', { type: t(`support.inquiry.${ticket.inquiry_type}`) }),
      t('mail.ticket.subjectLine', { subject: ticket.subject }),
      '',
      ticket.message,
      '',
      t('mail.signoff', { shop: shopName }),
    ].join('\n'),
  };
}
