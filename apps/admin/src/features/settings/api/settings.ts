import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopSettingsInput } from '@shopwright/shared/settings';
import { call } from '../../../lib/api';
import { publicSettingsKey } from '../../../lib/shop-settings';

export const settingsKeys = {
  all: ['settings'] as const,
  admin: () => [...settingsKeys.all, 'admin'] as const,
  stripe: () => [...settingsKeys.all, 'stripe'] as const,
};

export const adminSettingsQueryOptions = () => queryOptions({ queryKey: settingsKeys.admin(), queryFn: () => call('GET admin/settings') });

/** Whether card payments go through Stripe, and in which mode (never the keys). */
export const stripeStatusQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.stripe(), queryFn: () => call('GET admin/payments/stripe') });

export const useAdminSettings = () => useQuery(adminSettingsQueryOptions());
export const useStripeStatus = () => useQuery(stripeStatusQueryOptions());

/** `PUT admin/settings`; both views of the settings are refreshed from the answer. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShopSettingsInput) => call('PUT admin/settings', { body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.admin(), saved);
      const { updated_at: _updatedAt, ...publicPart } = saved;
      queryClient.setQueryData(publicSettingsKey, publicPart);
    },
  });
}
