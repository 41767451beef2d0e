import { PASSWORD_RESET_TTL_MINUTES } from '@shopwright/shared/constants';
import type { Lang } from '@shopwright/shared/i18n';
import { translator } from '@shopwright/shared/i18n/catalogs';
import type { Mail } from '../../lib/mailer';

/** In the account holder's language (`users.language`). */
export function passwordResetMail(shopName: string, user: { email: string; first_name: string }, link: string, lang: Lang = 'en'): Mail {
  const t = translator(lang);
  return {
    to: user.email,
    subject: t('mail.reset.subject', { shop: shopName }),
    text: [
      t('mail.hello', { name: user.first_name }),
      '',
      t('mail.reset.intro', { shop: shopName }),
      link,
      '',
      t('mail.reset.expiry', { minutes: PASSWORD_RESET_TTL_MINUTES }),
      '',
      t('mail.signoff', { shop: shopName }),
    ].join('\n'),
  };
}
