/* The contact form's texts and limits. No schemas here: the message catalogs (../i18n) import this file. */
import { rendered } from '../i18n/render';

export const SUBJECT_MAX = 150;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

export const SUPPORT_TEMPLATES = {
  ticketCreated: 'Thanks for contacting us! Your reference is {reference}. We have sent you a confirmation e-mail and will reply soon.',
} as const;

export const SUPPORT_MESSAGES = {
  inquiryTypeRequired: 'Please choose an inquiry type',
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${SUBJECT_MAX} characters`,
  messageRequired: 'Message is required',
  messageTooShort: `Message must be at least ${MESSAGE_MIN} characters`,
  messageTooLong: `Message must be at most ${MESSAGE_MAX} characters`,
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  ticketCreated: (reference: string) => rendered('support.ticketCreated', SUPPORT_TEMPLATES.ticketCreated, { reference }),
  errorReportReceived: 'Thank you! The error has been reported to our team.',
} as const;
