import type { Lang } from '@shopwright/shared/i18n';
import { translator } from '@shopwright/shared/i18n/catalogs';
import type { Mail } from '../../lib/mailer';

interface RepliedTicket {
  reference: string;
  name: string | null;
  email: string;
  subject: string;
  message: string;
}

/** Header values come from the contact form: folded onto one line so they cannot add headers. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const quoted = (text: string) => text.split(/\r?\n/).map((line) => `> ${line}`);

/** An admin's answer to a contact message, with the reference in the subject and the message quoted. */
export function ticketReplyMail(shopName: string, ticket: RepliedTicket, reply: string, lang: Lang = 'en'): Mail {
  const t = translator(lang);
  return {
    to: ticket.email,
    subject: `Re: ${oneLine(ticket.subject)} [${ticket.reference}]`,
    text: [
      ticket.name ? t('mail.hello', { name: oneLine(ticket.name) }) : t('mail.helloPlain'),
      '',
      reply,
      '',
      t('mail.signoff', { shop: shopName }),
      '',
      '--',
      t('mail.reply.reference', { reference: ticket.reference }),
      '',
      t('mail.reply.yourMessage'),
      ...quoted(ticket.message),
    ].join('\n'),
  };
}
