import { inquiryLabel, type InquiryType } from '@shopwright/shared/support';
import type { Mail } from '../../lib/mailer';

export function ticketAcknowledgementMail(
  shopName: string,
  ticket: { reference: string; name: string; email: string; inquiry_type: InquiryType; subject: string; message: string },
): Mail {
  return {
    to: ticket.email,
    subject: `We received your message [${ticket.reference}]`,
    text: [
      `Hello ${ticket.name},`,
      '',
      `Thank you for contacting ${shopName}. We have received your message and will reply to this address as soon as we can.`,
      `Your reference is ${ticket.reference}: please mention it if you write to us about this again.`,
      '',
      `Inquiry type: ${inquiryLabel(ticket.inquiry_type)}`,
      `Subject: ${ticket.subject}`,
      '',
      ticket.message,
      '',
      `The ${shopName} team`,
    ].join('\n'),
  };
}
