import type { Mail } from '../../lib/mailer';

const signature = (shopName: string) => [
  '',
  `If this was not you, reset your password at once and contact ${shopName} support.`,
  '',
  `The ${shopName} team`,
];

export function passwordChangedMail(shopName: string, user: { email: string; first_name: string }): Mail {
  return {
    to: user.email,
    subject: `Your ${shopName} password was changed`,
    text: [
      `Hello ${user.first_name},`,
      '',
      `The password of your ${shopName} account was just changed, and your other devices were signed out.`,
      ...signature(shopName),
    ].join('\n'),
  };
}

/** Goes to the old address, so its owner learns that the account moved to another one. */
export function emailChangedMail(shopName: string, user: { email: string; first_name: string }, newEmail: string): Mail {
  return {
    to: user.email,
    subject: `Your ${shopName} e-mail address was changed`,
    text: [
      `Hello ${user.first_name},`,
      '',
      `The e-mail address of your ${shopName} account was changed to ${newEmail}.`,
      ...signature(shopName),
    ].join('\n'),
  };
}
