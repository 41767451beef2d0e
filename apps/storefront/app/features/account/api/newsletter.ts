import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { accountKeys } from '../../../lib/account/account-keys';

/** `GET users/me/newsletter`: whether the account's address receives the newsletter. */
export const newsletterQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.newsletter,
    queryFn: ({ signal }) => call('GET users/me/newsletter', { signal }),
  });

export const setNewsletter = (subscribed: boolean) => call('PUT users/me/newsletter', { body: { subscribed } });
