import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { call } from './api';

/**
 * The public shop settings (name, currency, …) that every part of the admin shows; kept here, not
 * in the settings feature, because features may not import each other. The settings form
 * (features/settings) writes the answer of a save under this key.
 */
export const publicSettingsKey = ['settings', 'public'] as const;

/** Every view of the settings (admin and public) starts with this key. */
export const settingsRootKey = ['settings'] as const;

/**
 * The settings' tax rate and Standard / Express prices are shortcuts onto the tax rates and the
 * shipping methods: a change to those refreshes both views of the settings.
 */
export const refreshSettings = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: settingsRootKey });

/** `GET settings`: no sign-in needed (the login page shows the shop name too). */
export const publicSettingsQueryOptions = () => queryOptions({ queryKey: publicSettingsKey, queryFn: () => call('GET settings') });

export const usePublicSettings = () => useQuery(publicSettingsQueryOptions());

/** The shop's currency, for showing amounts (USD until the settings load). */
export const useShopCurrency = () => usePublicSettings().data?.currency ?? 'USD';
