import { api } from '../../lib/api';

interface MessageResponse {
  message?: string;
}

/** `POST newsletter/confirm`: confirms the address the mailed link was sent to. */
export const confirmSubscription = (token: string) => api.post<MessageResponse>('newsletter/confirm', { token });

/** `POST newsletter/unsubscribe`: stops the newsletter for the address of the mailed link. */
export const unsubscribe = (token: string) => api.post<MessageResponse>('newsletter/unsubscribe', { token });
