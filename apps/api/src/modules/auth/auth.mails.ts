import { PASSWORD_RESET_TTL_MINUTES } from '@shopwright/shared/constants';
import type { Mail } from '../../lib/mailer';

export function passwordResetMail(shopName: string, user: { email: string; first_name: string }, link: string): Mail {
  return {
    to: user.email,
    subject: `Reset your ${shopName} password`,
    text: [
      `Hello ${user.first_name},`,
      '',
      `Someone asked to reset the password of your ${shopName} account. Open this link to choose a new one:`,
      link,
      '',
      `The link works once and expires in ${PASSWORD_RESET_TTL_MINUTES} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
      '',
      `The ${shopName} team`,
    ].join('\n'),
  };
}
