import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminShopSettings, ShopSettingsPatch } from '@shopwright/shared/settings';
import { call } from '../../../lib/api';
import { publicSettingsKey, settingsRootKey } from '../../../lib/shop-settings';

export const settingsKeys = {
  all: settingsRootKey,
  admin: () => [...settingsKeys.all, 'admin'] as const,
  stripe: () => [...settingsKeys.all, 'stripe'] as const,
};

export const adminSettingsQueryOptions = () => queryOptions({ queryKey: settingsKeys.admin(), queryFn: () => call('GET admin/settings') });

/** Whether card payments go through Stripe, and in which mode (never the keys). */
export const stripeStatusQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.stripe(), queryFn: () => call('GET admin/payments/stripe') });

export const useAdminSettings = () => useQuery(adminSettingsQueryOptions());
export const useStripeStatus = () => useQuery(stripeStatusQueryOptions());

/** Both views of the settings, from a save's answer. */
function useKeepSaved() {
  const queryClient = useQueryClient();
  return (saved: AdminShopSettings) => {
    queryClient.setQueryData(settingsKeys.admin(), saved);
    const { updated_at: _updatedAt, ...publicPart } = saved;
    queryClient.setQueryData(publicSettingsKey, publicPart);
  };
}

/** `PATCH admin/settings`: the fields sent (the general form's, or the tax settings of Settings → Taxes); both views of the settings are refreshed from the answer. */
export function usePatchSettings() {
  const onSuccess = useKeepSaved();
  return useMutation({ mutationFn: (patch: ShopSettingsPatch) => call('PATCH admin/settings', { body: patch }), onSuccess });
}
