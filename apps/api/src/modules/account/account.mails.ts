import type { Lang } from '@shopwright/shared/i18n';
import { translator } from '@shopwright/shared/i18n/catalogs';
import type { Mail } from '../../lib/mailer';

const signature = (shopName: string, lang: Lang) => {
  const t = translator(lang);
  return ['', t('mail.account.notYou', { shop: shopName }), '', t('mail.signoff', { shop: shopName })];
};

/** In the account holder's language (`users.language`). */
export function passwordChangedMail(shopName: string, user: { email: string; first_name: string }, lang: Lang = 'en'): Mail {
  const t = translator(lang);
  return {
    to: user.email,
    subject: t('mail.account.passwordSubject', { shop: shopName }),
    text: [
      t('mail.hello', { name: user.first_name }),
      '',
      t('mail.account.passwordBody', { shop: shopName }),
      ...signature(shopName, lang),
    ].join('\n'),
  };
}

/** Goes to the old address, so its owner learns that the account moved to another one. */
export function emailChangedMail(shopName: string, user: { email: string; first_name: string }, newEmail: string, lang: Lang = 'en'): Mail {
  const t = translator(lang);
  return {
    to: user.email,
    subject: t('mail.account.emailSubject', { shop: shopName }),
    text: [
      t('mail.hello', { name: user.first_name }),
      '',
      t('mail.account.emailBody', { shop: shopName, email: newEmail }),
      ...signature(shopName, lang),
    ].join('\n'),
  };
}
