import { z } from 'zod';

/** Delivery states of a mail in the outbox. `stored`: no SMTP_URL, kept for the admin only. */
export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'stored'] as const;
export type MailDeliveryStatus = (typeof MAIL_STATUSES)[number];

export const MailFiltersSchema = z.object({
  status: z.enum(MAIL_STATUSES, { error: 'Status must be queued, sent, failed or stored' }).optional(),
});

/** One mail of `GET admin/mails`; bodies stay out of the list. */
export const AdminMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminMail = z.infer<typeof AdminMailSchema>;
