import { z } from 'zod';
import { EmailSchema } from '../auth/index';
import { NEWSLETTER_MESSAGES } from './messages';

export { NEWSLETTER_MESSAGES, NEWSLETTER_TEXTS } from './messages';

/** A confirmation link stays valid this long; no second one is sent to an address sooner than 10 minutes. */
export const NEWSLETTER_CONFIRM_TTL_DAYS = 7;
export const NEWSLETTER_RESEND_MINUTES = 10;

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** `POST newsletter/subscribe`: the same answer whatever the address's state (no enumeration). */
export const SubscribeSchema = z.strictObject({ email: EmailSchema });
export type SubscribeInput = z.infer<typeof SubscribeSchema>;

/** `POST newsletter/confirm` and `POST newsletter/unsubscribe`: the token from the mailed link. */
export const NewsletterTokenSchema = z.strictObject({
  token: z
    .string({ error: NEWSLETTER_MESSAGES.tokenRequired })
    .trim()
    .min(1, { error: NEWSLETTER_MESSAGES.tokenRequired, abort: true })
    .max(512, { error: NEWSLETTER_MESSAGES.invalidToken }),
});

/** `GET/PUT users/me/newsletter`: whether the signed-in user receives the newsletter. */
export const NewsletterPreferenceSchema = z.strictObject({
  subscribed: z.boolean({ error: NEWSLETTER_MESSAGES.subscribedInvalid }),
});
export type NewsletterPreference = z.infer<typeof NewsletterPreferenceSchema>;
