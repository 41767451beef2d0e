import { call } from './api';

/** `POST newsletter/subscribe`: mails a confirmation link (double opt-in). */
export const subscribe = (email: string) => call('POST newsletter/subscribe', { body: { email } });

/** `POST newsletter/confirm`: confirms the address the mailed link was sent to. */
export const confirmSubscription = (token: string) => call('POST newsletter/confirm', { body: { token } });

/** `POST newsletter/unsubscribe`: stops the newsletter for the address of the mailed link. */
export const unsubscribe = (token: string) => call('POST newsletter/unsubscribe', { body: { token } });
