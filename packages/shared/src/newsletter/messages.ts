// Texts without schemas: the storefront's footer imports these on every page without pulling in zod.

/** The footer's signup area (fixed texts) and the answers of the newsletter calls. */
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
