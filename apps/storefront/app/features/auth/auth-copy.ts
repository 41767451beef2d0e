import type { Translator } from '../../lib/i18n';

/** The sign-in and sign-up headers, in the page's language. */
export const signInCopy = (t: Translator) => ({
  title: t('auth.signIn.title'),
  subtitle: t('auth.signIn.subtitle'),
  divider: t('auth.signIn.divider'),
});

export const signUpCopy = (t: Translator, brand: string) => ({
  title: t('auth.signUp.title'),
  subtitle: t('auth.signUp.subtitle', { brand }),
  divider: t('auth.signUp.divider'),
});
