import { queryOptions } from '@tanstack/react-query';
import type { NewsletterPreference } from '@shopwright/shared/newsletter';
import { api } from '../../../lib/api';
import { accountKeys } from './account-keys';

/** `GET users/me/newsletter`: whether the account's address receives the newsletter. */
export const newsletterQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.newsletter,
    queryFn: () => api.get<NewsletterPreference>('users/me/newsletter'),
  });

export const setNewsletter = (subscribed: boolean) => api.put<NewsletterPreference>('users/me/newsletter', { subscribed });
