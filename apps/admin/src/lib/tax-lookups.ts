import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api';

/**
 * Zones and tax categories: edited under Settings → Taxes (features/taxes) and chosen from by
 * shipping methods and products, so their reads live here (features may not import each other).
 */
export const taxLookupKeys = {
  zones: ['admin', 'zones'] as const,
  categories: ['admin', 'tax-categories'] as const,
};

export const zonesQueryOptions = () => queryOptions({ queryKey: taxLookupKeys.zones, queryFn: () => call('GET admin/zones') });
export const taxCategoriesQueryOptions = () =>
  queryOptions({ queryKey: taxLookupKeys.categories, queryFn: () => call('GET admin/tax-categories') });

export const useZones = () => useQuery(zonesQueryOptions());
export const useTaxCategories = () => useQuery(taxCategoriesQueryOptions());
