import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminShopSettings, ShopSettings, ShopSettingsInput } from '@shopwright/shared/settings';
import { api } from '../../../lib/api';

export const settingsKeys = {
  all: ['settings'] as const,
  public: () => [...settingsKeys.all, 'public'] as const,
  admin: () => [...settingsKeys.all, 'admin'] as const,
};

/** `GET settings`: no sign-in needed (the login page shows the shop name too). */
export const publicSettingsQueryOptions = () => queryOptions({ queryKey: settingsKeys.public(), queryFn: () => api.get<ShopSettings>('settings') });

export const adminSettingsQueryOptions = () => queryOptions({ queryKey: settingsKeys.admin(), queryFn: () => api.get<AdminShopSettings>('admin/settings') });

export const usePublicSettings = () => useQuery(publicSettingsQueryOptions());
export const useAdminSettings = () => useQuery(adminSettingsQueryOptions());

/** `PUT admin/settings`; both views of the settings are refreshed from the answer. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShopSettingsInput) => api.put<AdminShopSettings>('admin/settings', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.admin(), saved);
      const { updated_at: _updatedAt, ...publicPart } = saved;
      queryClient.setQueryData(settingsKeys.public(), publicPart);
    },
  });
}
