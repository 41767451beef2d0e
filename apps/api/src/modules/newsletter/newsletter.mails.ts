import { NEWSLETTER_CONFIRM_TTL_DAYS } from '@shopwright/shared/newsletter';
import type { Mail } from '../../lib/mailer';

export interface NewsletterLinks {
  publicUrl: string;
  unsubscribeToken: string;
}

export const unsubscribeLink = (l: NewsletterLinks) => `${l.publicUrl}/newsletter/unsubscribe/${l.unsubscribeToken}`;

/**
 * RFC 2369 and RFC 8058: mail clients show an unsubscribe button; its one-click POST goes to the
 * API (`POST /api/newsletter/unsubscribe/{token}`), which needs no page and no JavaScript.
 */
export const listUnsubscribeHeaders = (l: NewsletterLinks) => ({
  'List-Unsubscribe': `<${l.publicUrl}/api/newsletter/unsubscribe/${l.unsubscribeToken}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const footer = (shopName: string, links: NewsletterLinks) => [
  '',
  '--',
  `You receive this e-mail because this address subscribed to the ${shopName} newsletter.`,
  `Unsubscribe at any time: ${unsubscribeLink(links)}`,
];

export function confirmationMail(shopName: string, to: string, confirmToken: string, links: NewsletterLinks): Mail {
  return {
    to,
    subject: `Please confirm your ${shopName} newsletter subscription`,
    text: [
      'Hello,',
      '',
      `Someone (hopefully you) asked to receive the ${shopName} newsletter at this address. Open this link to confirm:`,
      `${links.publicUrl}/newsletter/confirm/${confirmToken}`,
      '',
      `The link is valid for ${NEWSLETTER_CONFIRM_TTL_DAYS} days. If you did not ask for it, ignore this e-mail: you will not be subscribed.`,
      ...footer(shopName, links),
    ].join('\n'),
  };
}

/** Sent when a signed-in user subscribes from the account page, so the address's owner hears of it. */
export function subscribedMail(shopName: string, to: string, links: NewsletterLinks): Mail {
  return {
    to,
    subject: `You are subscribed to the ${shopName} newsletter`,
    text: [
      'Hello,',
      '',
      `You subscribed to the ${shopName} newsletter from your account. You will hear about our latest offers first.`,
      ...footer(shopName, links),
    ].join('\n'),
  };
}

export function newsletterMail(shopName: string, to: string, content: { subject: string; text: string }, links: NewsletterLinks): Mail {
  return {
    to,
    subject: content.subject,
    text: [content.text, ...footer(shopName, links)].join('\n'),
    headers: listUnsubscribeHeaders(links),
  };
}
