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

/** The zones as select options ("France (fr)"), after a "Choose a zone" placeholder. */
export function useZoneOptions() {
  const zones = useZones();
  return [
    { value: '', label: zones.isPending ? 'Loading zones…' : 'Choose a zone' },
    ...(zones.data ?? []).map((z) => ({ value: z.code, label: `${z.name} (${z.code})` })),
  ];
}

/**
 * The tax categories as select options, and whether they failed to load. Until they load, the
 * chosen code stands alone, so the select shows it.
 */
export function useTaxCategoryOptions(chosen: string) {
  const categories = useTaxCategories();
  const list = categories.data ?? [{ code: chosen, name: chosen }];
  return { options: list.map((c) => ({ value: c.code, label: c.name })), failed: categories.isError };
}
