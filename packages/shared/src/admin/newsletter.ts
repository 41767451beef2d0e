import { z } from 'zod';
import { NEWSLETTER_STATUSES, type NewsletterStatus } from '../newsletter/index';
import { ADMIN_SEARCH_MAX, PersonRefSchema } from './support';

// Re-exported by ./index, so nothing here may import from it: the cycle would leave values undefined.

export const NEWSLETTER_SUBJECT_MAX = 150;
export const NEWSLETTER_TEXT_MAX = 20_000;

export const ADMIN_NEWSLETTER_MESSAGES = {
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${NEWSLETTER_SUBJECT_MAX} characters`,
  textRequired: 'Text is required',
  textTooLong: `Text must be at most ${NEWSLETTER_TEXT_MAX.toLocaleString('en-US')} characters`,
  statusInvalid: `Status must be one of ${NEWSLETTER_STATUSES.join(', ')}`,
  searchTooLong: `Search must be at most ${ADMIN_SEARCH_MAX} characters`,
  noRecipients: 'There are no confirmed subscribers to send a newsletter to.',
  campaignNotFound: 'Newsletter not found.',
  sent: (recipients: number) => `Newsletter sent to ${recipients} ${recipients === 1 ? 'subscriber' : 'subscribers'}.`,
  exported: 'Subscriber list downloaded.',
} as const;
const M = ADMIN_NEWSLETTER_MESSAGES;

/** Audit actions of the newsletter section; the export is logged because it hands out personal data. */
export const NEWSLETTER_AUDIT_ACTIONS = {
  send: 'newsletter.send',
  export: 'newsletter.export',
} as const;

export const NEWSLETTER_STATUS_LABELS: Record<NewsletterStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};

/** Filters of `GET admin/newsletter/subscribers` (besides `page` and `page_size`); `q` searches the e-mail. */
export const SubscriberFiltersSchema = z.object({
  status: z.enum(NEWSLETTER_STATUSES, { error: M.statusInvalid }).optional(),
  q: z.string().trim().max(ADMIN_SEARCH_MAX, { error: M.searchTooLong }).optional(),
});
export type SubscriberFilters = z.input<typeof SubscriberFiltersSchema>;

export const AdminSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  subscribed_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof AdminSubscriberSchema>;

/** The columns of `GET admin/newsletter/subscribers.csv` (confirmed and pending subscribers). */
export const SUBSCRIBER_CSV_COLUMNS = ['email', 'status', 'subscribed_at', 'confirmed_at'] as const;

/** `GET admin/newsletter/summary`: subscribers per status; `confirmed` is who a newsletter reaches. */
export const NewsletterAudienceSchema = z.object({
  confirmed: z.number().int(),
  pending: z.number().int(),
  unsubscribed: z.number().int(),
});
export type NewsletterAudience = z.infer<typeof NewsletterAudienceSchema>;

/** `POST admin/newsletter/send`: plain text; each mail gets the subscriber's unsubscribe link below it. */
export const SendNewsletterSchema = z.strictObject({
  subject: z
    .string({ error: M.subjectRequired })
    .trim()
    .min(1, { error: M.subjectRequired, abort: true })
    .max(NEWSLETTER_SUBJECT_MAX, { error: M.subjectTooLong }),
  text: z
    .string({ error: M.textRequired })
    .trim()
    .min(1, { error: M.textRequired, abort: true })
    .max(NEWSLETTER_TEXT_MAX, { error: M.textTooLong }),
});
export type SendNewsletterInput = z.infer<typeof SendNewsletterSchema>;

/** A newsletter as sent: who sent it, when, and to how many confirmed subscribers. */
export const NewsletterCampaignSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  recipients: z.number().int(),
  sent_by: PersonRefSchema.nullable(),
  sent_at: z.string(),
});
export type NewsletterCampaign = z.infer<typeof NewsletterCampaignSchema>;

export const NewsletterCampaignDetailSchema = NewsletterCampaignSchema.extend({ text: z.string() });
export type NewsletterCampaignDetail = z.infer<typeof NewsletterCampaignDetailSchema>;
