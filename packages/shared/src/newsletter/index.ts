import { z } from 'zod';
import { EmailSchema } from '../auth/index';

/** The footer's signup area (spec section 2) and the answers of the newsletter calls. */
export const NEWSLETTER_TEXTS = {
  title: 'Stay Updated with Our Latest Offers',
  placeholder: 'Enter your email address',
  submit: 'Subscribe',
} as const;

export const NEWSLETTER_MESSAGES = {
  subscribeReceived: 'Thanks! Please check your inbox to confirm your subscription.',
  confirmed: 'Your subscription is confirmed. Thank you for joining our newsletter!',
  unsubscribed: 'You have been unsubscribed and will not receive our newsletter any more.',
  invalidToken: 'This newsletter link is invalid or has expired. Please subscribe again.',
  tokenRequired: 'Token is required',
  subscribedInvalid: 'Subscribed must be true or false',
} as const;

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
