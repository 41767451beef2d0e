import { z } from 'zod';
import { EmailSchema } from '../auth/index';
import { MESSAGE_MAX, MESSAGE_MIN, SUBJECT_MAX, SUPPORT_MESSAGES } from './messages';

export { MESSAGE_MAX, MESSAGE_MIN, SUBJECT_MAX, SUPPORT_MESSAGES, SUPPORT_TEMPLATES } from './messages';

/**
 * The contact form's inquiry types. The wire format is the stable key; the
 * label is what the form shows.
 */
export const INQUIRY_TYPES = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'order', label: 'Order Support' },
  { value: 'returns', label: 'Returns & Refunds' },
  { value: 'technical', label: 'Technical Support' },
] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number]['value'];
const INQUIRY_VALUES = INQUIRY_TYPES.map((t) => t.value) as [InquiryType, ...InquiryType[]];
export const inquiryLabel = (value: InquiryType): string => INQUIRY_TYPES.find((t) => t.value === value)?.label ?? value;

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The error screen's types: server, network, timeout, forbidden, payment, maintenance, general. */
export const ERROR_TYPES = ['server', 'network', 'timeout', 'forbidden', 'payment', 'maintenance', 'general'] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

const M = SUPPORT_MESSAGES;

/** A ticket's reference as people see it: `T-000123`. */
export const ticketReference = (id: number): string => `T-${String(id).padStart(6, '0')}`;

const NameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired, abort: true })
  .max(100, { error: M.nameTooLong });

/**
 * `POST support/tickets`. Guests must give `name` and `email`; for a signed-in user both come
 * from the account and any sent values are ignored.
 */
export const ContactSchema = z.strictObject({
  inquiry_type: z.enum(INQUIRY_VALUES, { error: M.inquiryTypeRequired }),
  subject: z
    .string({ error: M.subjectRequired })
    .trim()
    .min(1, { error: M.subjectRequired, abort: true })
    .max(SUBJECT_MAX, { error: M.subjectTooLong }),
  message: z
    .string({ error: M.messageRequired })
    .trim()
    .min(1, { error: M.messageRequired, abort: true })
    .min(MESSAGE_MIN, { error: M.messageTooShort })
    .max(MESSAGE_MAX, { error: M.messageTooLong }),
  name: NameSchema.optional(),
  email: EmailSchema.optional(),
});
export type ContactInput = z.infer<typeof ContactSchema>;

/** The contact form of a guest: name and e-mail are required. */
export const GuestContactSchema = ContactSchema.required({ name: true, email: true });

/**
 * The contact form of a signed-in shopper: name and e-mail come from the account, so the form's
 * own (empty) name and e-mail fields are dropped rather than refused as unknown keys.
 */
export const SignedInContactSchema = z.object(ContactSchema.omit({ name: true, email: true }).shape);

export const TicketCreatedSchema = z.object({ id: z.number().int(), reference: z.string(), message: z.string() });
export type TicketCreated = z.infer<typeof TicketCreatedSchema>;

const bounded = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` });

/** `POST support/error-reports`: what the storefront's error screen knows about a failure. */
export const ErrorReportSchema = z.strictObject({
  error_id: bounded(64).min(1, { error: 'Error ID is required' }),
  type: z.enum(ERROR_TYPES, { error: `Type must be one of ${ERROR_TYPES.join(', ')}` }),
  code: bounded(64).optional(),
  message: bounded(500).optional(),
  status: z.number({ error: 'Status must be a number' }).int().min(0).max(999).optional(),
  page_url: bounded(2048)
    .min(1, { error: 'Page URL is required', abort: true })
    // Admins open it from the report list, so only web addresses and paths are accepted.
    .regex(/^(https?:\/\/|\/)/i, { error: 'Page URL must be an http(s) address or a path' }),
  details: bounded(5000).optional(),
  user_agent: bounded(512).optional(),
});
export type ErrorReportInput = z.infer<typeof ErrorReportSchema>;

export const ErrorReportCreatedSchema = z.object({ id: z.number().int(), message: z.string() });

/** A ticket as its author's data export and the admin list show it. */
export const SupportTicketSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  inquiry_type: z.enum(INQUIRY_VALUES),
  subject: z.string(),
  message: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(TICKET_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupportTicket = z.infer<typeof SupportTicketSchema>;

/** A stored error report. */
export const ErrorReportRecordSchema = z.object({
  id: z.number().int(),
  error_id: z.string(),
  type: z.enum(ERROR_TYPES),
  code: z.string().nullable(),
  message: z.string().nullable(),
  status: z.number().int().nullable(),
  page_url: z.string(),
  details: z.string().nullable(),
  user_agent: z.string().nullable(),
  user_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type ErrorReportRecord = z.infer<typeof ErrorReportRecordSchema>;
