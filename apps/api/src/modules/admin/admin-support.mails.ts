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
export function ticketReplyMail(shopName: string, ticket: RepliedTicket, reply: string): Mail {
  return {
    to: ticket.email,
    subject: `Re: ${oneLine(ticket.subject)} [${ticket.reference}]`,
    text: [
      ticket.name ? `Hello ${oneLine(ticket.name)},` : 'Hello,',
      '',
      reply,
      '',
      `The ${shopName} team`,
      '',
      '--',
      `Reference: ${ticket.reference}. If you write to us again about this, please mention it.`,
      '',
      'Your message:',
      ...quoted(ticket.message),
    ].join('\n'),
  };
}
