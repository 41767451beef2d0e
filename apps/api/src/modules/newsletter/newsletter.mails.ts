import type { Lang } from '@shopwright/shared/i18n';
import { translator } from '@shopwright/shared/i18n/catalogs';
import { NEWSLETTER_CONFIRM_TTL_DAYS } from '@shopwright/shared/newsletter';
import type { Mail } from '../../lib/mailer';

export interface NewsletterLinks {
  publicUrl: string;
  /** Where the pages in the mail's language start (`…/de`); the shop's own pages without. */
  pagesUrl?: string;
  unsubscribeToken: string;
}

export const unsubscribeLink = (l: NewsletterLinks) => `${l.pagesUrl ?? l.publicUrl}/newsletter/unsubscribe/${l.unsubscribeToken}`;

/**
 * RFC 2369 and RFC 8058: mail clients show an unsubscribe button; its one-click POST goes to the
 * API (`POST /api/newsletter/unsubscribe/{token}`), which needs no page and no JavaScript.
 */
export const listUnsubscribeHeaders = (l: NewsletterLinks) => ({
  'List-Unsubscribe': `<${l.publicUrl}/api/newsletter/unsubscribe/${l.unsubscribeToken}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const footer = (shopName: string, links: NewsletterLinks, lang: Lang) => {
  const t = translator(lang);
  return [
    '',
    '--',
    t('mail.newsletter.footerWhy', { shop: shopName }),
    t('mail.newsletter.footerUnsubscribe', { link: unsubscribeLink(links) }),
  ];
};

/** In the language the subscription was asked in. */
export function confirmationMail(shopName: string, to: string, confirmToken: string, links: NewsletterLinks, lang: Lang = 'en'): Mail {
  const t = translator(lang);
  return {
    to,
    subject: t('mail.newsletter.confirmSubject', { shop: shopName }),
    text: [
      t('mail.helloPlain'),
      '',
      t('mail.newsletter.confirmIntro', { shop: shopName }),
      `${links.pagesUrl ?? links.publicUrl}/newsletter/confirm/${confirmToken}`,
      '',
      t('mail.newsletter.confirmExpiry', { days: NEWSLETTER_CONFIRM_TTL_DAYS }),
      ...footer(shopName, links, lang),
    ].join('\n'),
  };
}

/** Sent when a signed-in user subscribes from the account page, so the address's owner hears of it. */
export function subscribedMail(shopName: string, to: string, links: NewsletterLinks, lang: Lang = 'en'): Mail {
  const t = translator(lang);
  return {
    to,
    subject: t('mail.newsletter.subscribedSubject', { shop: shopName }),
    text: [t('mail.helloPlain'), '', t('mail.newsletter.subscribedBody', { shop: shopName }), ...footer(shopName, links, lang)].join('\n'),
  };
}

/** The staff's campaign as written; the footer in English (a subscriber's language is not kept). */
export function newsletterMail(shopName: string, to: string, content: { subject: string; text: string }, links: NewsletterLinks): Mail {
  return {
    to,
    subject: content.subject,
    text: [content.text, ...footer(shopName, links, 'en')].join('\n'),
    headers: listUnsubscribeHeaders(links),
  };
}
