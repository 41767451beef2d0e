import type { ErrorType } from '@shopwright/shared/support';

export interface ErrorTypeCopy {
  title: string;
  description: string;
  suggestions: string[];
}

/** The defaults for an error nobody described (code, message, status): fixed values, tested as written. */
export const ERROR_DEFAULTS = { code: 'ERR_UNKNOWN', message: 'Something went wrong', status: 500 } as const;

/** What the error screen says for each kind of failure: a title, one sentence and what to try. */
export const ERROR_TYPE_COPY: Record<ErrorType, ErrorTypeCopy> = {
  server: {
    title: 'Our server ran into a problem',
    description: 'Something went wrong on our side. It is not your fault, and it is usually fixed quickly.',
    suggestions: [
      'Wait a moment and press Try Again.',
      'Your cart and account are safe: nothing was lost.',
      'If the problem keeps happening, check our status page or contact support.',
    ],
  },
  network: {
    title: 'No connection to the shop',
    description: 'We could not reach our servers. Your internet connection may be down or unstable.',
    suggestions: [
      'Check that you are connected to Wi-Fi or mobile data.',
      'Turn off a VPN or proxy if you use one, then try again.',
      'Press Try Again once your connection is back.',
    ],
  },
  timeout: {
    title: 'This is taking too long',
    description: 'The page did not answer in time. The shop may be busy right now.',
    suggestions: [
      'Press Try Again: it often works on the second attempt.',
      'A slow or unstable connection can cause this; try a stronger signal.',
      'If it keeps happening, check our status page.',
    ],
  },
  forbidden: {
    title: 'You do not have access to this page',
    description: 'This page needs permissions your account does not have.',
    suggestions: [
      'Make sure you are signed in with the right account.',
      'Your session may have ended: sign in again and retry.',
      'If you think you should have access, contact support.',
    ],
  },
  payment: {
    title: 'Your payment did not go through',
    description: 'We could not complete the payment. You have not been charged for this attempt.',
    suggestions: [
      'Check the card number, expiry date and security code.',
      'Make sure the card has enough funds and allows online payments.',
      'Try another payment method, or contact your bank.',
    ],
  },
  maintenance: {
    title: 'We are doing some maintenance',
    description: 'The shop is being updated and will be back shortly. Thank you for your patience.',
    suggestions: [
      'Please come back in a few minutes.',
      'Follow the progress on our status page.',
      'Your cart and wishlist will be waiting for you.',
    ],
  },
  general: {
    title: ERROR_DEFAULTS.message,
    description: 'An unexpected error stopped this page from loading.',
    suggestions: [
      'Press Try Again or refresh the page.',
      'Go back to the previous page, or start again from the homepage.',
      'If the problem continues, report it with the button below: it helps us fix it.',
    ],
  },
};
